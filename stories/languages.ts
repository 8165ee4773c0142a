/** The languages the kit ships, for the toolbar and the stories' `lang` controls: English and every language of `src/i18n/languages.ts`. */
import { languages as shippedLanguages } from '../src/i18n/shipped.js';

export const LANGUAGES: readonly string[] = ['en', ...Object.keys(shippedLanguages)];

/** A language's name in itself, from `Intl` (`Deutsch`, `Français`, `Español`). */
export const languageName = (code: string): string => {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
};
