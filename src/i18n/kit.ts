import { registerTranslation } from '@shoelace-style/localize';
import { registerCardTranslations, registerTranslationLoader } from './localize.js';
import { handTermsEn } from './en.js';

let registered = false;

/**
 * Registers the hand terms once: English now, German when an element first shows German
 * (`de.ts` is fetched then), the card terms with them. Called on construction by the
 * elements that show hands; the editors' terms come with the editors
 * (`registerPickerTranslations`).
 */
export function registerKitTranslations(): void {
  registerCardTranslations();
  if (registered) return;
  registered = true;
  registerTranslation(handTermsEn);
  registerTranslationLoader('de', () => import('./de.js').then(({ handTermsDe }) => registerTranslation(handTermsDe)));
}
