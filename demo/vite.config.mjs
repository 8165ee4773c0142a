// `npm start`: serves the demo pages (demo/) with live reload, straight from src/.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  server: {
    port: 5173,
    open: false,
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
  },
  clearScreen: false,
});
