// The CDN file's templates are minified (rollup.config.mjs, `minifyTemplates`), and a block of
// declarations shared through `${fragment}` loses its last `;` there. A declaration written
// after the fragment then runs into the fragment's last one, and the browser drops both: the
// minified `<poker-card>` lost its width that way (`container-type: inline-size inline-size: …`).
// So a fragment followed by more declarations is followed by `;` in the source; this checks the
// minified output of every source file for a fragment running into a declaration.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../../src/', import.meta.url));
const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
type Transform = (code: string, id: string) => Promise<{ code: string } | null>;
/** The bundle's own minifier (an .mjs config without types: imported by its path). */
const config = new URL('../../rollup.config.mjs', import.meta.url).href;
const { minifyTemplates } = (await import(config)) as { minifyTemplates: { transform: Transform } };
const transform = minifyTemplates.transform;

/** Minified css templates in which an interpolation runs straight into a declaration (`${a} color: red`). */
const runIns = (code: string): string[] =>
  [...code.matchAll(/\bcss`([^`]*)`/g)].flatMap((m) => [...m[1]!.matchAll(/\$\{[^}]+\}\s*[-a-z]+\s*:[^;{}]*/g)].map((r) => r[0]));

describe('minified css templates', () => {
  it('the check notices a fragment that runs into a declaration once minified', async () => {
    const fixture =
      'import { css } from "lit";\nconst box = css`\n  display: block;\n  color: red;\n`;\nexport const s = css`\n  :host {\n    ${box}\n    inline-size: 4rem;\n  }\n`;\n';
    const out = await transform(fixture, `${src}fixture.ts`);
    assert.ok(out);
    assert.deepEqual(runIns(out.code).length, 1, out.code);
    const fixed = await transform(fixture.replace('${box}\n', '${box};\n'), `${src}fixture.ts`);
    assert.deepEqual(runIns(fixed!.code), [], fixed!.code);
  });

  it('no shared block of declarations runs into the next declaration in any source file', async () => {
    const found: string[] = [];
    for (const file of files) {
      const code = readFileSync(`${src}${file}`, 'utf8');
      if (!/\bcss`/.test(code)) continue;
      const out = await transform(code, `${src}${file}`);
      for (const runIn of runIns(out?.code ?? code)) found.push(`${file}: ${runIn}`);
    }
    assert.deepEqual(found, []);
  });
});
