// custom-elements.json from the elements' JSDoc, and from it the editor types shipped in the
// package: dist/types/jsx.d.ts (React 19, Preact and other JSX) and dist/types/vue.d.ts (Vue
// templates), made by @wc-toolkit/jsx-types and custom-element-vuejs-integration.
//
// The generators would type every attribute with its property's type; the `editorTypes` plugin
// gives them a copy of the manifest (custom-elements.json itself is left as analyzed) with the
// type an editor should check (`editorType`) on each attribute and property:
//  - a property whose type is text, numbers, booleans or a union of words (`structure`,
//    `theme`) keeps it exactly: `structure="no-limit"` passes, `structure="nolimit"` does not;
//  - a property holding a list or an object (`seats`, `blinds`, `board`) also takes the
//    attribute's text (`seats="Anna 5000; Ben 800"`): the elements read it from either;
//  - events carry their detail from HoldemEventMap (`error`: the element's own error detail).
import { generateJsxTypes } from '@wc-toolkit/jsx-types';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';

const kit = 'import("holdem-elements")';
const outdir = 'dist/types';

/** The `error` detail of elements that add fields to `HoldemErrorDetail`. */
const errorDetails = {
  'pot-calculator': 'PotCalculatorErrorDetail',
  'poker-table': 'PokerTableErrorDetail',
  'poker-cash-table': 'PokerTableErrorDetail',
  'equity-calculator': 'EquityCalculatorErrorDetail',
};

/** The property's own type when it is only primitives, else that type or the attribute's text. */
const attributeOrProperty = (property) =>
  `(${property} extends infer T ? ([Exclude<T, undefined>] extends [string | number | boolean] ? T : T | string) : never)`;

function editorTypes() {
  return {
    name: 'holdem-editor-types',
    packageLinkPhase({ customElementsManifest }) {
      const common = { outdir, typesSrc: 'editorType' };
      // JSX handlers take the event; the Vue generator wraps the detail in CustomEvent itself, and
      // reads `editorType` only when it imports no classes (the types name them inline).
      const jsx = withEditorTypes(customElementsManifest, (detail) => `CustomEvent<${detail}>`);
      generateJsxTypes(jsx, {
        ...common,
        fileName: 'jsx.d.ts',
        globalTypePath: 'holdem-elements',
        useCemTypes: true,
        stronglyTypedEvents: true,
      });
      generateVuejsTypes(
        withEditorTypes(customElementsManifest, (detail) => detail),
        { ...common, fileName: 'vue.d.ts', hideLogs: true },
      );
    },
  };
}

/** A copy of the manifest with `editorType` on attributes and properties, and typed events. */
function withEditorTypes(analyzed, eventType) {
  const manifest = JSON.parse(JSON.stringify(analyzed));
  for (const module of manifest.modules ?? []) {
    // The types import only the element classes, which `holdem-elements` exports.
    const tags = new Set((module.declarations ?? []).filter((d) => d.tagName).map((d) => d.name));
    module.exports = (module.exports ?? []).filter((e) => e.kind === 'custom-element-definition' || tags.has(e.declaration?.name));
    for (const element of module.declarations ?? []) {
      if (!element.tagName) continue;
      const property = (name) => `${kit}.${element.name}[${JSON.stringify(name)}]`;
      const fields = new Set((element.members ?? []).filter((m) => m.kind === 'field').map((m) => m.name));
      for (const attribute of element.attributes ?? []) {
        const field = attribute.fieldName;
        // `lang`, `dir`, `mode`: attributes without a property of their own take text.
        attribute.editorType = { text: field && fields.has(field) ? attributeOrProperty(property(field)) : 'string' };
        // (else the generators add a prop named "undefined")
        attribute.fieldName ??= attribute.name;
      }
      for (const member of element.members ?? []) {
        if (member.kind !== 'field' || member.static) continue;
        member.editorType = { text: member.attribute ? attributeOrProperty(property(member.name)) : property(member.name) };
      }
      for (const event of element.events ?? []) {
        const detail =
          event.name === 'error'
            ? `${kit}.${errorDetails[element.tagName] ?? 'HoldemErrorDetail'}`
            : `${kit}.HoldemEventMap[${JSON.stringify(event.name)}]`;
        event.type = { text: eventType(detail) };
      }
    }
  }
  return manifest;
}

/**
 * The manifest documents the public API only: private and protected members (an element's
 * own state, render helpers) are dropped, so Storybook's docs tables, the editor types and
 * other tools that read custom-elements.json show what a page can use.
 */
function publicApiOnly() {
  return {
    name: 'holdem-public-api-only',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules ?? []) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.members) continue;
          declaration.members = declaration.members.filter((member) => member.privacy !== 'private' && member.privacy !== 'protected');
        }
      }
    },
  };
}

export default {
  globs: ['src/elements/**/*.ts'],
  exclude: ['src/elements/**/*.styles.ts'],
  outdir: '.',
  litelement: true,
  plugins: [publicApiOnly(), editorTypes()],
};
