// The CDN file's templates are minified (rollup.config.mjs, `minifyTemplates`), and a block of
// declarations shared through `${fragment}` loses its last `;` there. A declaration written
// after the fragment then runs into the fragment's last one, and the browser drops both: the
// minified `<poker-card>` lost its width that way (`container-type: inline-size inline-size: …`).
// So a fragment followed by more declarations is followed by `;` in the source; this checks the
// minified output of every source file for a fragment running into a declaration.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { minifiedSources, minify } from './minified-sources.js';

/** Minified css templates in which an interpolation runs straight into a declaration (`${a} color: red`). */
const runIns = (code: string): string[] =>
  [...code.matchAll(/\bcss`([^`]*)`/g)].flatMap((m) => [...m[1]!.matchAll(/\$\{[^}]+\}\s*[-a-z]+\s*:[^;{}]*/g)].map((r) => r[0]));

describe('minified css templates', () => {
  it('the check notices a fragment that runs into a declaration once minified', async () => {
    const fixture =
      'import { css } from "lit";\nconst box = css`\n  display: block;\n  color: red;\n`;\nexport const s = css`\n  :host {\n    ${box}\n    inline-size: 4rem;\n  }\n`;\n';
    const out = await minify(fixture);
    assert.notEqual(out, fixture);
    assert.deepEqual(runIns(out).length, 1, out);
    const fixed = await minify(fixture.replace('${box}\n', '${box};\n'));
    assert.deepEqual(runIns(fixed), [], fixed);
  });

  it('no shared block of declarations runs into the next declaration in any source file', async () => {
    const found: string[] = [];
    for (const { file, minified } of await minifiedSources(/\bcss`/)) {
      for (const runIn of runIns(minified)) found.push(`${file}: ${runIn}`);
    }
    assert.deepEqual(found, []);
  });
});
