import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fileURLToPath } from 'node:url';
import { findChromium } from './scripts/browser.mjs';
import { reactAsModules } from './scripts/react-modules.mjs';

// The CSP test page gets the policy a cautious host page sends, as a real header.
const strictPolicy = "default-src 'self'; require-trusted-types-for 'script'";

// The system Chromium, CHROME_PATH, or the one inside @sparticuz/chromium (see scripts/browser.mjs).
const { executablePath, args } = await findChromium();

export default {
  files: ['test/**/*.test.ts', '!test/node/**'],
  // The property fuzz's length and seeds for a longer run (DEVELOPERS.md), handed to the page.
  testRunnerHtml: (testFramework) =>
    `<!DOCTYPE html><html><body><script type="module">globalThis.holdemFuzz = ${JSON.stringify({
      runs: process.env.HOLDEM_FUZZ_RUNS ?? '',
      seeds: process.env.HOLDEM_FUZZ_SEEDS ?? '',
    })};</script><script type="module" src="${testFramework}"></script></body></html>`,
  nodeResolve: true,
  concurrency: 1,
  // No wall-clock limit on any test (mocha's timeout 0): speed is measured in bench/, and a
  // busy CI machine must not turn a slow test red. The runner's own limit only stops a hang.
  testsFinishTimeout: 840_000,
  testFramework: { config: { timeout: 0 } },
  middleware: [
    // A module worker is requested by its name in dist/ (`…-worker.js`); here its source is TypeScript.
    async function workerSources(context, next) {
      if (context.path.startsWith('/src/') && context.path.endsWith('-worker.js'))
        context.url = context.url.replace(/-worker\.js/, '-worker.ts');
      await next();
    },
    async function strictContentSecurityPolicy(context, next) {
      await next();
      if (context.path === '/test/csp/strict-page.html') context.set('Content-Security-Policy', strictPolicy);
    },
  ],
  plugins: [
    // React ships CommonJS only: the React wrapper tests get it as ES modules, bundled by esbuild.
    reactAsModules(),
    esbuildPlugin({
      ts: true,
      target: 'es2022',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args,
      },
    }),
  ],
  filterBrowserLogs: ({ args }) => !String(args[0] ?? '').includes('Lit is in dev mode'),
};
