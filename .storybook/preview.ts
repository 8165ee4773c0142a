import { html } from 'lit';
import type { ArgTypesEnhancer, Decorator, Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
// Written by `npm run analyze`, which the storybook scripts run first. Storybook's
// web-components framework reads it for every story with a `component`: its attributes,
// properties, events, slots, CSS properties and parts become the controls and the docs table.
import manifest from '../custom-elements.json';
import { LANGUAGES, languageName } from '../stories/languages.js';

/**
 * Storybook keys each row of the docs table by name, so a CSS part named like an attribute
 * (`<hand-ranker>`'s `board` and `hands`, `error`) took the attribute's row and its control.
 * The parts are shown as `::part(board)`, as a stylesheet writes them.
 */
type Manifest = typeof manifest;
function partsAsSelectors(source: Manifest): Manifest {
  const copy = structuredClone(source) as Manifest;
  for (const module of copy.modules) {
    for (const declaration of module.declarations ?? []) {
      const parts = (declaration as { cssParts?: { name: string }[] }).cssParts;
      for (const part of parts ?? []) part.name = `::part(${part.name})`;
    }
  }
  return copy;
}

setCustomElementsManifest(partsAsSelectors(manifest));

/**
 * The toolbar's language, one of every language the kit ships: the story sits in a wrapper
 * with that `lang`, which every element without a `lang` of its own follows. A story that
 * sets `lang` itself (an arg) shows the chosen language too, unless English is chosen.
 */
const withLocale: Decorator = (story, context) => {
  const chosen = String(context.globals['locale'] ?? 'en');
  const locale = LANGUAGES.includes(chosen) ? chosen : 'en';
  const args = locale !== 'en' && 'lang' in context.args ? { ...context.args, lang: locale } : context.args;
  return html`<div class="story-locale" lang=${locale}>${story({ args })}</div>`;
};

/**
 * Controls from the manifest where a control makes sense: an attribute is written as text (a
 * list like `seats` or `players` too), a boolean one as a switch, a number as a number; CSS
 * parts, custom properties and events stay in the docs table without a control.
 */
const manifestControls: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const category = argType.table?.category;
      if (category === 'css shadow parts' || category === 'css custom properties' || category === 'events' || category === 'slots')
        return [name, { ...argType, control: false }];
      if (category !== 'attributes' || argType.control !== undefined) return [name, argType];
      const type = argType.table?.type?.summary ?? '';
      const control = type === 'boolean' ? 'boolean' : type === 'number' ? 'number' : 'text';
      return [name, { ...argType, control: { type: control } }];
    }),
  );

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    docs: { toc: true },
    options: {
      // The handbook in the order of docs/rules.md, then the elements' reference.
      storySort: {
        order: [
          'Introduction',
          'Rules handbook',
          [
            'T1–T5 Cards, button, blinds, deal',
            'T6–T15 Betting',
            'T16–T20 Showdown and pots',
            'C1–C7 The cash-game table',
            'P1–P7 Potsdam Hold’em',
          ],
          'Elements',
        ],
      },
    },
  },
  globalTypes: {
    locale: {
      description: 'Language of the elements',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((code) => ({ value: code, right: code.toUpperCase(), title: languageName(code) })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  decorators: [withLocale],
  argTypesEnhancers: [manifestControls],
  tags: ['autodocs'],
};

export default preview;
