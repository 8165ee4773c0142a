/**
 * The rules handbook's stories: each shows one rule of docs/rules.md with the kit's elements,
 * written as an author writes them in HTML (attributes only, plus a property where a house
 * rule needs one). A story is named with its rule ID ("T12 · …"); `npm run check:stories`
 * checks that every rule ID has one. The attributes are the story's controls, described from
 * custom-elements.json, and the docs show the HTML to copy.
 */
import { createElement, Fragment } from 'react';
import { Description, Stories, Title } from '@storybook/addon-docs/blocks';
import { html, type TemplateResult } from 'lit';
import type { StoryObj } from '@storybook/web-components-vite';
import manifest from '../../custom-elements.json';
import '../../src/define/hand-ranker.js';
import '../../src/define/poker-card.js';
import '../../src/define/poker-cash-table.js';
import '../../src/define/poker-table.js';
import '../../src/define/pot-calculator.js';

export type Tag = 'poker-table' | 'poker-cash-table' | 'pot-calculator' | 'hand-ranker' | 'poker-card';

/** Attribute name → value: text, a number, or a boolean attribute (present when true). */
export type RuleArgs = Record<string, string | number | boolean>;

export type RuleStory = StoryObj<RuleArgs>;

/**
 * What a rule's story shows. Its name stays in the story file, beside it, as a literal
 * (Storybook's index reads names without running the file): `export const T12_ShortAllIn:
 * RuleStory = { name: 'T12 · a short all-in does not reopen the betting', ...ruleStory({ … }) }`.
 */
export interface RuleStorySpec {
  /** What to notice, shown above the story on the docs page. */
  notice: string;
  tag: Tag;
  /** The element's attributes as an author writes them; each is a control. */
  attrs: RuleArgs;
  /** `<poker-table>`: script steps taken when the story opens (`'end'`: all of them). */
  at?: number | 'end';
  /** Properties set on the element, for what has no attribute (e.g. `houseRules`). */
  props?: Record<string, unknown>;
  /** What goes around the element: captions, buttons, a second element. */
  around?: (element: HTMLElement) => TemplateResult;
}

interface ManifestAttribute {
  name: string;
  description?: string;
  type?: { text?: string };
}

interface ManifestDeclaration {
  tagName?: string;
  attributes?: ManifestAttribute[];
}

const declarations = (manifest as { modules: { declarations?: ManifestDeclaration[] }[] }).modules.flatMap(
  (module) => module.declarations ?? [],
);

const OPTIONS: Record<string, string[]> = {
  structure: ['no-limit', 'pot-limit', 'fixed-limit'],
  controls: ['all', 'hero', 'none'],
  theme: ['light', 'dark'],
};

/** Controls for the given attributes, typed and described from custom-elements.json. */
export function attributeArgTypes(tag: Tag, names: readonly string[]): StoryObj<RuleArgs>['argTypes'] {
  const attributes = declarations.find((declaration) => declaration.tagName === tag)?.attributes ?? [];
  const argTypes: NonNullable<StoryObj<RuleArgs>['argTypes']> = {};
  for (const name of names) {
    const attribute = attributes.find((candidate) => candidate.name === name);
    const type = attribute?.type?.text ?? 'string';
    const options = OPTIONS[name];
    argTypes[name] = {
      name,
      description: attribute?.description ?? '',
      control: options ? 'inline-radio' : type === 'boolean' ? 'boolean' : type === 'number' ? 'number' : 'text',
      ...(options ? { options } : {}),
      table: { category: 'attributes', type: { summary: type } },
    };
  }
  return argTypes;
}

/** The element with its attributes (and properties) set. */
export function element(tag: Tag, attrs: RuleArgs, props: Record<string, unknown> = {}): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === '') continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  Object.assign(el, props);
  return el;
}

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML an author writes for the element (and the line of script for its properties). */
export function snippet(tag: Tag, attrs: RuleArgs, props: Record<string, unknown> = {}): string {
  const lines = Object.entries(attrs)
    .filter(([, value]) => value !== false && value !== '')
    .map(([name, value]) => (value === true ? `  ${name}` : `  ${name}="${escape(String(value))}"`));
  const open = lines.length === 0 ? `<${tag}>` : `<${tag}\n${lines.join('\n')}\n>`;
  const set = Object.entries(props).map(([name, value]) => `document.querySelector('${tag}').${name} = ${JSON.stringify(value)};`);
  return [`${open}</${tag}>`, ...(set.length ? ['<script type="module">', ...set.map((line) => `  ${line}`), '</script>'] : [])].join('\n');
}

interface Steppable extends HTMLElement {
  updateComplete: Promise<boolean>;
  forward(): void;
  playAll(): void;
}

/** Takes the first `at` steps of a `<poker-table>`'s script once it has dealt. */
async function stepTo(el: HTMLElement, at: number | 'end'): Promise<void> {
  await customElements.whenDefined(el.localName);
  const table = el as Steppable;
  await table.updateComplete;
  if (el.getAttribute('variant') === 'potsdam') return stepPotsdam(table, at);
  if (at === 'end') table.playAll();
  else for (let step = 0; step < at; step++) table.forward();
}

/**
 * A Potsdam table's steps are taken from its script bar, as a reader does (`forward()` and
 * `playAll()` step the Hold'em hand): Next `at` times, or Play all. Its part is fetched on
 * first use, so the bar is waited for (at most about five seconds).
 */
async function stepPotsdam(table: Steppable, at: number | 'end'): Promise<void> {
  const bar = () => table.shadowRoot?.querySelectorAll<HTMLButtonElement>('.action-bar.script button') ?? [];
  for (let wait = 0; bar().length === 0 && wait < 100; wait++) await new Promise((resolve) => setTimeout(resolve, 50));
  if (at === 'end') {
    bar()[1]?.click();
    return;
  }
  for (let step = 0; step < at; step++) {
    const next = bar()[0];
    if (!next) return;
    next.click();
    await table.updateComplete;
  }
}

/** A story of the rules handbook (all but its name). */
export function ruleStory(spec: RuleStorySpec): RuleStory {
  const props = spec.props ?? {};
  return {
    args: { ...spec.attrs },
    argTypes: attributeArgTypes(spec.tag, Object.keys(spec.attrs)),
    parameters: {
      docs: {
        description: { story: spec.notice },
        source: { language: 'html', transform: (_code: string, context: { args: RuleArgs }) => snippet(spec.tag, context.args, props) },
      },
    },
    render: (args) => {
      const el = element(spec.tag, args, props);
      if (spec.at !== undefined) void stepTo(el, spec.at);
      return spec.around ? spec.around(el) : html`${el}`;
    },
  };
}

/**
 * A rule group's docs page: its title and introduction, then every rule's story with its
 * name and what to notice (the first one too; no argument table: each story's controls are
 * on its own page).
 */
export const rulesDocsPage = () =>
  createElement(
    Fragment,
    null,
    createElement(Title),
    createElement(Description),
    createElement(Stories, { includePrimary: true, title: '' }),
  );

/** The script's steps: to open a story at a given step. */
export const stepsOf = (script: string): number => script.split(';').filter((step) => step.trim() !== '').length;
