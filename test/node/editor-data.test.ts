// The files editors read for plain HTML, made from custom-elements.json by `npm run analyze`
// (custom-elements-manifest.config.mjs, `editorData`): JetBrains' web-types.json and VS Code's
// html-custom-data.json. Every element of the manifest, each of its attributes and each of its
// events is in both (VS Code's format has no events: they are in the element's description, which
// its hover shows); attributes whose property is a union of words offer those words.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url);

interface Named {
  name: string;
}
interface ManifestElement {
  tagName?: string;
  attributes?: (Named & { fieldName?: string })[];
  events?: Partial<Named>[];
}
interface Manifest {
  modules: { declarations?: ManifestElement[] }[];
}
interface WebTypes {
  name: string;
  version: string;
  contributions: {
    html: {
      elements: (Named & { attributes: (Named & { value: { type: string } })[]; events: Named[]; js: { events: Named[] } })[];
    };
  };
}
interface HtmlCustomData {
  tags: (Named & { description: string; attributes: (Named & { values: Named[]; valueSet?: string })[] })[];
}

const read = <T>(file: string): T => {
  const url = new URL(file, root);
  assert.ok(existsSync(url), `${file} is missing: run npm run analyze`);
  return JSON.parse(readFileSync(url, 'utf8')) as T;
};

const manifest = read<Manifest>('custom-elements.json');
const webTypes = read<WebTypes>('web-types.json');
const vsCode = read<HtmlCustomData>('html-custom-data.json');
const pkg = read<{ name: string; version: string; 'web-types'?: string; files: string[] }>('package.json');

const elements = manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.tagName !== undefined);

const webTypesElement = (tag: string) => webTypes.contributions.html.elements.find((e) => e.name === tag);
const vsCodeTag = (tag: string) => vsCode.tags.find((t) => t.name === tag);

describe('editor files from custom-elements.json', () => {
  it('the manifest has the kit elements to compare (eight tags, the tables with their attributes and events)', () => {
    assert.deepEqual(elements.map((e) => e.tagName).sort(), [
      'equity-calculator',
      'hand-ranker',
      'poker-card',
      'poker-card-picker',
      'poker-cash-table',
      'poker-table',
      'pot-calculator',
      'rules-quiz',
    ]);
    const table = elements.find((e) => e.tagName === 'poker-table')!;
    assert.ok((table.attributes ?? []).length >= 20);
    assert.ok((table.events ?? []).some((e) => e.name === 'poker-action'));
  });

  it('package.json names web-types.json (JetBrains reads the `web-types` field) and ships both files', () => {
    assert.equal(pkg['web-types'], './web-types.json');
    assert.equal(webTypes.name, pkg.name);
    assert.equal(webTypes.version, pkg.version);
    for (const file of ['web-types.json', 'html-custom-data.json', 'css-custom-data.json']) assert.ok(pkg.files.includes(file), file);
  });

  it('every element, attribute and event of the manifest is in web-types.json', () => {
    const missing: string[] = [];
    for (const element of elements) {
      const tag = element.tagName!;
      const entry = webTypesElement(tag);
      if (!entry) {
        missing.push(`<${tag}>`);
        continue;
      }
      for (const { name } of element.attributes ?? []) if (!entry.attributes.some((a) => a.name === name)) missing.push(`<${tag} ${name}>`);
      for (const { name } of element.events ?? []) {
        if (!entry.events.some((e) => e.name === name) || !entry.js.events.some((e) => e.name === name)) missing.push(`<${tag}> ${name}`);
      }
    }
    assert.deepEqual(missing, []);
    assert.equal(webTypes.contributions.html.elements.length, elements.length);
  });

  it('every element, attribute and event of the manifest is in html-custom-data.json', () => {
    const missing: string[] = [];
    for (const element of elements) {
      const tag = element.tagName!;
      const entry = vsCodeTag(tag);
      if (!entry) {
        missing.push(`<${tag}>`);
        continue;
      }
      for (const { name } of element.attributes ?? []) if (!entry.attributes.some((a) => a.name === name)) missing.push(`<${tag} ${name}>`);
      for (const { name } of element.events ?? []) if (!entry.description.includes(`**${name}**`)) missing.push(`<${tag}> ${name}`);
    }
    assert.deepEqual(missing, []);
    assert.equal(vsCode.tags.length, elements.length);
  });

  it('a union of words offers its words; a boolean attribute takes no value; a list or an object takes text', () => {
    const structure = vsCodeTag('poker-table')!.attributes.find((a) => a.name === 'structure')!;
    assert.deepEqual(
      structure.values.map((v) => v.name),
      ['no-limit', 'pot-limit', 'fixed-limit'],
    );
    assert.equal(
      webTypesElement('poker-table')!.attributes.find((a) => a.name === 'structure')!.value.type,
      "'no-limit' | 'pot-limit' | 'fixed-limit'",
    );
    assert.deepEqual(
      vsCodeTag('poker-table')!
        .attributes.find((a) => a.name === 'variant')!
        .values.map((v) => v.name),
      ['holdem', 'potsdam'],
    );
    assert.equal(vsCodeTag('hand-ranker')!.attributes.find((a) => a.name === 'editable')!.valueSet, 'v');
    assert.equal(webTypesElement('hand-ranker')!.attributes.find((a) => a.name === 'editable')!.value.type, 'boolean');
    const seats = vsCodeTag('poker-table')!.attributes.find((a) => a.name === 'seats')!;
    assert.deepEqual(seats.values, []);
    assert.equal(seats.valueSet, undefined);
    assert.equal(webTypesElement('poker-table')!.attributes.find((a) => a.name === 'seats')!.value.type, 'string');
  });
});
