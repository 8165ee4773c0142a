// CHANGELOG.md's "Unreleased" section, written from the changesets waiting in .changeset/
// (each a bump kind for holdem-elements and a summary), grouped as `changeset version` will
// group them under the next version. After `changeset version` has used them up, the section
// says there is nothing unreleased.
//   node scripts/changelog.mjs           rewrite the section
//   node scripts/changelog.mjs --check   exit 1 if it is not up to date (CI)
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const file = 'CHANGELOG.md';
const kinds = [
  ['major', 'Major Changes'],
  ['minor', 'Minor Changes'],
  ['patch', 'Patch Changes'],
];

/** Each changeset's bump kind and summary. */
function changesets() {
  return readdirSync('.changeset')
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort()
    .map((name) => {
      const text = readFileSync(`.changeset/${name}`, 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      const kind = match && /^['"]?holdem-elements['"]?:\s*(major|minor|patch)\s*$/m.exec(match[1])?.[1];
      if (!kind) throw new Error(`.changeset/${name}: no "holdem-elements": major, minor or patch in its front matter`);
      return { kind, summary: match[2].trim() };
    });
}

function unreleased() {
  const pending = changesets();
  if (pending.length === 0) return '## Unreleased\n\nNothing yet.\n';
  const groups = kinds
    .map(([kind, title]) => [title, pending.filter((c) => c.kind === kind)])
    .filter(([, list]) => list.length > 0)
    .map(([title, list]) => `### ${title}\n\n${list.map((c) => `- ${c.summary.replace(/\n/g, '\n  ')}`).join('\n')}\n`);
  return `## Unreleased\n\n${groups.join('\n')}`;
}

const before = readFileSync(file, 'utf8');
// The section goes before the first version; an old one is taken out wherever it is.
const without = before.replace(/^## Unreleased\n[\s\S]*?(?=^## |(?![\s\S]))/m, '');
const firstVersion = without.search(/^## /m);
const after =
  firstVersion === -1
    ? `${without.trimEnd()}\n\n${unreleased()}`
    : `${without.slice(0, firstVersion)}${unreleased()}\n${without.slice(firstVersion)}`;

if (process.argv.includes('--check')) {
  if (after !== before) {
    console.error(`${file}: "Unreleased" does not list the changesets in .changeset/; run npm run changelog`);
    process.exit(1);
  }
  console.log(`${file}: "Unreleased" lists the ${changesets().length} changesets in .changeset/`);
} else if (after !== before) {
  writeFileSync(file, after);
}
