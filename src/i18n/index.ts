/**
 * Translations for the whole kit (English and German), on `@shoelace-style/localize`.
 * Add a language with `registerTranslation({ $code: 'fr', $name: 'Français', $dir: 'ltr', … })`
 * typed as `Partial<HoldemTranslation>`: missing terms fall back to English.
 */
export { registerTranslation } from '@shoelace-style/localize';
export { HoldemLocalize, registerKitTranslations, nearestAttribute } from './localize.js';
export { verdictOf } from './verdict.js';
export type { HoldemTranslation, HandShape, Verdict } from './translation.js';
export { default as en } from './en.js';
export { default as de } from './de.js';
