/**
 * The languages the kit ships besides English, found by their code: each is a module of its
 * own (`src/i18n/<code>/index.ts`) fetched the first time an element resolves to it, which
 * fetches its groups of words as elements show them. A page adds a language with
 * `registerLanguage` instead, touching no file of the kit.
 */
import type { Language } from './registry.js';

export const shippedLanguages: Readonly<Record<string, () => Promise<{ language: Language }>>> = {
  de: () => import('./de/index.js'),
  fr: () => import('./fr/index.js'),
  es: () => import('./es/index.js'),
};
