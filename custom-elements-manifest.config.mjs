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
//
// And what editors read for plain HTML, at the package root beside the manifest: web-types.json
// for JetBrains IDEs (package.json's `web-types`; custom-element-jet-brains-integration) and
// VS Code's custom data, html-custom-data.json and css-custom-data.json (the custom properties
// and parts; custom-element-vs-code-integration). They read each attribute's `htmlType`, set on
// a copy of the manifest from TypeScript's type of its property: a union of words
// (`BettingStructure`: 'no-limit' | 'pot-limit' | 'fixed-limit') becomes the values an editor
// offers, `boolean` an attribute without a value, and a list or an object (`seats`) text.
import { generateJsxTypes } from '@wc-toolkit/jsx-types';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';
import { generateJetBrainsWebTypes } from 'custom-element-jet-brains-integration';
import { generateVsCodeCustomElementData } from 'custom-element-vs-code-integration';
import ts from 'typescript';
import { readFileSync, writeFileSync } from 'node:fs';

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

/** web-types.json and VS Code's custom data, from a copy of the manifest with `htmlType`s. */
function editorData() {
  return {
    name: 'holdem-editor-data',
    packageLinkPhase({ customElementsManifest }) {
      const manifest = withHtmlTypes(customElementsManifest);
      const common = { outdir: '.', hideLogs: true, hideMethodDocs: true, typesSrc: 'htmlType' };
      generateJetBrainsWebTypes(manifest, { ...common, webTypesFileName: 'web-types.json' });
      generateVsCodeCustomElementData(manifest, { ...common, htmlFileName: 'html-custom-data.json', cssFileName: 'css-custom-data.json' });
      markBooleanAttributes(manifest, 'html-custom-data.json');
    },
  };
}

/** What an attribute holds as HTML sees it: TypeScript's type of its property, read from the element's class. */
function withHtmlTypes(analyzed) {
  const manifest = JSON.parse(JSON.stringify(analyzed));
  const elements = (manifest.modules ?? []).flatMap((module) =>
    (module.declarations ?? []).filter((d) => d.tagName).map((element) => ({ module, element })),
  );
  const { options } = ts.parseJsonConfigFileContent(ts.readConfigFile('tsconfig.json', ts.sys.readFile).config, ts.sys, '.');
  const program = ts.createProgram(
    elements.map(({ module }) => module.path),
    options,
  );
  const checker = program.getTypeChecker();
  for (const { module, element } of elements) {
    const source = program.getSourceFile(module.path);
    const node = source?.statements.find((s) => ts.isClassDeclaration(s) && s.name?.text === element.name);
    if (!node?.name) throw new Error(`editor data: no class ${element.name} in ${module.path}`);
    const instance = checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(node.name));
    for (const attribute of element.attributes ?? []) {
      const property = attribute.fieldName && instance.getProperty(attribute.fieldName);
      attribute.htmlType = { text: property ? htmlTypeOf(checker.getTypeOfSymbol(property)) : 'string' };
    }
  }
  return manifest;
}

/** `'a' | 'b'` for a union of words, `boolean`, `number`, else `string` (the attribute's text). */
function htmlTypeOf(type) {
  const parts = (type.isUnion() ? type.types : [type]).filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
  if (parts.length > 0 && parts.every((t) => t.isStringLiteral())) return parts.map((t) => `'${t.value}'`).join(' | ');
  if (parts.length > 0 && parts.every((t) => t.flags & ts.TypeFlags.BooleanLike)) return 'boolean';
  if (parts.length === 1 && parts[0].flags & ts.TypeFlags.NumberLike) return 'number';
  return 'string';
}

/** VS Code offers no value for an attribute whose value set is `v` (a boolean attribute: `editable`). */
function markBooleanAttributes(manifest, file) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const booleans = new Set(
    (manifest.modules ?? []).flatMap((module) =>
      (module.declarations ?? []).flatMap((d) =>
        (d.attributes ?? []).filter((a) => a.htmlType?.text === 'boolean').map((a) => `${d.tagName} ${a.name}`),
      ),
    ),
  );
  for (const tag of data.tags) {
    for (const attribute of tag.attributes) if (booleans.has(`${tag.name} ${attribute.name}`)) attribute.valueSet = 'v';
  }
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
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
  plugins: [publicApiOnly(), editorTypes(), editorData()],
};
