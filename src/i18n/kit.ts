import { registerTranslation } from '@shoelace-style/localize';
import { registerCardTranslations, registerTranslationLoader } from './localize.js';
import en from './en.js';

let registered = false;

/**
 * Registers the hand terms (hand ranking, the card picker) once: English now, German when an
 * element first shows German (`de.ts` is fetched then), the card terms with them. Called on
 * construction by the elements that need the hand terms.
 */
export function registerKitTranslations(): void {
  registerCardTranslations();
  if (registered) return;
  registered = true;
  registerTranslation(en);
  registerTranslationLoader('de', () => import('./de.js').then(({ default: de }) => registerTranslation(de)));
}
