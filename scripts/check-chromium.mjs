// Stops `npm test` early, in one line, when the browser the tests need is missing.
import { existsSync } from 'node:fs';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(
    `Chromium not found at ${chrome}: install it with "sudo apt-get install -y chromium" (Debian/Ubuntu), or set CHROME_PATH to a Chrome or Chromium binary.`,
  );
  process.exit(1);
}
