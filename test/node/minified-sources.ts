// The kit's source files as the CDN file's build minifies their templates (rollup.config.mjs,
// `minifyTemplates`), for the Node tests that check what the minifier does to them.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../../src/', import.meta.url));
const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));

type Transform = (code: string, id: string) => Promise<{ code: string } | null>;
/** The bundle's own minifier (an .mjs config without types: imported by its path). */
const config = new URL('../../rollup.config.mjs', import.meta.url).href;
const { minifyTemplates } = (await import(config)) as { minifyTemplates: { transform: Transform } };

/** `code` with its templates minified as the bundle's build does (unchanged when it has none). */
export async function minify(code: string, file = 'fixture.ts'): Promise<string> {
  return (await minifyTemplates.transform(code, `${src}${file}`))?.code ?? code;
}

/** Every source file whose code matches `pattern` (path under src/), with its code and its code minified. */
export async function minifiedSources(pattern: RegExp): Promise<{ file: string; code: string; minified: string }[]> {
  const found = [];
  for (const file of files) {
    const code = readFileSync(`${src}${file}`, 'utf8');
    if (pattern.test(code)) found.push({ file, code, minified: await minify(code, file) });
  }
  return found;
}
