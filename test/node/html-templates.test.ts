// The CDN file's html and svg templates are minified (rollup.config.mjs, `minifyTemplates`:
// html-minifier-next). The minifier may only change white space there: a run of spaces and
// line breaks becomes one space, a space before a tag's `>` goes, comments go, and a bare
// `readonly` is written `readonly=readonly`. Anything else (a dropped closing slash in svg,
// which once nested every `<circle/>` of a club into the one before it; a space removed
// between two words or two inline elements; an attribute or a tag rewritten) would render
// differently from the sources, so this minifies every source file and compares its
// templates, one by one, with the source's.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';
import { minifiedSources } from './minified-sources.js';

/** The html and svg templates of a file, in order, each as its literal parts joined by `${}`. */
function templates(code: string): string[] {
  const file = ts.createSourceFile('t.ts', code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && ['html', 'svg'].includes(node.tag.text)) {
      const t = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(t)
        ? [t.rawText ?? '']
        : [t.head.rawText ?? '', ...t.templateSpans.map((s) => s.literal.rawText ?? '')];
      found.push(parts.join('${}'));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A template with the changes the minifier may make already made. */
const settled = (template: string): string =>
  template
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ >/g, '>')
    .replace(/ readonly(?=[ >])/g, ' readonly=readonly');

/** Where a minified template differs from its source beyond white space. */
function changes(source: string[], minified: string[]): string[] {
  if (source.length !== minified.length) return [`${source.length} templates in the source, ${minified.length} minified`];
  return source.flatMap((template, i) => {
    const a = settled(template);
    const b = settled(minified[i]!);
    if (a === b) return [];
    let at = 0;
    while (a[at] === b[at]) at++;
    return [
      `template ${i + 1}: ${JSON.stringify(a.slice(Math.max(0, at - 40), at + 40))} became ${JSON.stringify(b.slice(Math.max(0, at - 40), at + 40))}`,
    ];
  });
}

describe('minified html templates', () => {
  it('the check notices more than white space changing', () => {
    const source = templates('svg`<g>\n  <circle r="1"/>\n  <circle r="2"/>\n</g>`; html`<b>${1}</b> <i>2</i>`;');
    assert.deepEqual(changes(source, templates('svg`<g> <circle r="1"/> <circle r="2"/> </g>`; html`<b>${1}</b> <i>2</i>`;')), []);
    assert.equal(changes(source, templates('svg`<g> <circle r="1"> <circle r="2"> </g>`; html`<b>${1}</b> <i>2</i>`;')).length, 1);
    assert.equal(changes(source, templates('svg`<g> <circle r="1"/> <circle r="2"/> </g>`; html`<b>${1}</b><i>2</i>`;')).length, 1);
  });

  it('every html and svg template of the sources changes only in white space once minified', async () => {
    const found: string[] = [];
    let count = 0;
    for (const { file, code, minified } of await minifiedSources(/\b(html|svg)`/)) {
      const source = templates(code);
      count += source.length;
      for (const change of changes(source, templates(minified))) found.push(`${file}: ${change}`);
    }
    assert.ok(count > 100, `only ${count} templates found`);
    assert.deepEqual(found, []);
  });
});
