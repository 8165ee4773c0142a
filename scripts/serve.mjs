// A local HTTP server for the scripts that render the kit in Chromium (screenshots.mjs,
// compare-bundle.mjs): the pages a script makes (`pageFor`), else the repository's files.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const types = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.html': 'text/html',
  '.map': 'application/json',
  '.json': 'application/json',
};

/**
 * Serves `root` on a free port of 127.0.0.1. `pageFor(url)` returns the HTML of a page the
 * script makes, or undefined for a file under `root` (404 when there is none).
 * @param {string} root
 * @param {(url: URL) => string | undefined} pageFor
 * @returns {Promise<{ base: string, close: () => void }>}
 */
export async function serve(root, pageFor) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const html = pageFor(url);
    if (html !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(html);
      return;
    }
    const file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'text/plain' });
    res.end(await readFile(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}
