/** The languages the kit ships besides English, by code (each `src/i18n/<code>/index.ts`): fetched on first use, see `languages.ts`. */
import { language as de } from './de/index.js';
import { language as es } from './es/index.js';
import { language as fr } from './fr/index.js';
import type { Language } from './registry.js';

export const languages: Readonly<Record<string, Language>> = { de, fr, es };
