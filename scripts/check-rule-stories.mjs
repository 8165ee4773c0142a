#!/usr/bin/env node
// Checks that every rule ID of docs/rules.md (T1…, C1…, P1…) names at least one story.
//
//   node scripts/check-rule-stories.mjs                      reads the story files (stories/**/*.stories.ts)
//   node scripts/check-rule-stories.mjs --index <index.json> reads a built Storybook's index
//                                                            (storybook-static/index.json, as .ci/run does)
//
// A story names a rule when its display name or its export name starts with the ID
// ("T12 · a short all-in …", `export const T12_ShortAllIn`). Potsdam's P rules are pending
// (reported, not failed) until <poker-table> has its Potsdam variant; then they count too.
// Exits 1 and lists every ID without a story.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The rule IDs in the order docs/rules.md gives them, from its `### T12 …` headings. */
export function ruleIds(markdown) {
  const ids = [];
  for (const match of markdown.matchAll(/^#{2,4}\s+([TCP]\d{1,2})\b/gm)) if (!ids.includes(match[1])) ids.push(match[1]);
  return ids;
}

/** The rule ID a story name or export name starts with, if any. */
export function ruleIdOf(name) {
  // Storybook names an unnamed `export const T12_ShortAllIn` "T 12 Short All In".
  const match = /^([TCP]) ?(\d{1,2})(?!\d)/.exec(name.trim());
  return match ? `${match[1]}${match[2]}` : null;
}

function storyFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return /\.stories\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Story names read from the source: export names, and `name:` fields (a story's display name). */
export function namesFromSource(source) {
  const names = [];
  for (const match of source.matchAll(/^export const (\w+)/gm)) names.push(match[1]);
  for (const match of source.matchAll(/\bname:\s*(['"`])((?:(?!\1).)*)\1/g)) names.push(match[2]);
  return names;
}

/** Rule ID → where its stories are. */
function storiesBySource() {
  const found = new Map();
  for (const file of storyFiles(join(root, 'stories'))) {
    for (const name of namesFromSource(readFileSync(file, 'utf8'))) {
      const id = ruleIdOf(name);
      if (id) found.set(id, [...(found.get(id) ?? []), `${relative(root, file)}: ${name}`]);
    }
  }
  return found;
}

function storiesByIndex(path) {
  const index = JSON.parse(readFileSync(path, 'utf8'));
  const found = new Map();
  for (const entry of Object.values(index.entries ?? {})) {
    if (entry.type !== 'story') continue;
    const id = ruleIdOf(entry.name);
    if (id) found.set(id, [...(found.get(id) ?? []), `${entry.title} / ${entry.name}`]);
  }
  return found;
}

/** <poker-table variant="potsdam"> exists: its source speaks of Potsdam. */
function potsdamElementExists() {
  const dir = join(root, 'src/elements/poker-table');
  return readdirSync(dir, { recursive: true })
    .map((file) => join(dir, String(file)))
    .some((path) => path.endsWith('.ts') && /potsdam/i.test(readFileSync(path, 'utf8')));
}

function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--index');
  const indexPath = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && (!indexPath || !existsSync(indexPath))) {
    console.error(`check-rule-stories: no Storybook index at ${indexPath ?? '(missing path)'}; run npm run build-storybook first.`);
    process.exit(1);
  }
  const ids = ruleIds(readFileSync(join(root, 'docs/rules.md'), 'utf8'));
  if (ids.length === 0) {
    console.error('check-rule-stories: found no rule IDs in docs/rules.md');
    process.exit(1);
  }
  const found = indexPath ? storiesByIndex(indexPath) : storiesBySource();
  const potsdamPending = !potsdamElementExists();
  const missing = [];
  const pending = [];
  for (const id of ids) {
    if (found.has(id)) continue;
    if (id.startsWith('P') && potsdamPending) pending.push(id);
    else missing.push(id);
  }
  const shown = ids.length - missing.length - pending.length;
  console.log(
    `Rule stories (${indexPath ? relative(root, indexPath) || indexPath : 'stories/**/*.stories.ts'}): ${shown} of ${ids.length} rule IDs have a story.`,
  );
  if (pending.length > 0)
    console.log(
      `Pending: ${pending.join(', ')} — Potsdam Hold'em has no element yet (<poker-table variant="potsdam">); these become required once it exists.`,
    );
  const broken = indexPath ? brokenLinks(indexPath) : [];
  if (broken.length > 0) {
    console.error(`Links in stories/*.mdx to stories or docs pages the index does not have:\n  ${broken.join('\n  ')}`);
  }
  if (missing.length > 0) {
    console.error(`No story names these rule IDs: ${missing.join(', ')}.`);
    console.error('Name a story with its ID, e.g. export const T12_ShortAllIn with name "T12 · …" (see stories/rules/).');
  }
  if (missing.length > 0 || broken.length > 0) process.exit(1);
}

/** `?path=/story/<id>` and `?path=/docs/<id>` links of the docs pages (the Introduction) that lead nowhere. */
function brokenLinks(indexPath) {
  const entries = JSON.parse(readFileSync(indexPath, 'utf8')).entries ?? {};
  const dir = join(root, 'stories');
  const pages = readdirSync(dir, { recursive: true }).filter((file) => String(file).endsWith('.mdx'));
  const broken = [];
  for (const page of pages) {
    const text = readFileSync(join(dir, String(page)), 'utf8');
    for (const match of text.matchAll(/\?path=\/(?:story|docs)\/([\w.-]+)/g)) {
      if (!(match[1] in entries)) broken.push(`stories/${page}: ${match[1]}`);
    }
  }
  return broken;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
