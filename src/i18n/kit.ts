import { registerCardTranslations, termsRegistration } from './localize.js';
import { handTermsEn } from './en.js';

const registerHandTerms = termsRegistration(handTermsEn, () => import('./de.js').then(({ handTermsDe }) => handTermsDe));

/**
 * Registers the hand terms and the card terms, once: English now, German when an element
 * first shows German (`de.ts` is fetched then). Called on construction by the elements that
 * show hands; the editors' terms come with the editors (`registerPickerTranslations`).
 */
export function registerKitTranslations(): void {
  registerCardTranslations();
  registerHandTerms();
}
