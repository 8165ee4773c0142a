import { addWords } from './registry.js';
import { registerCardTranslations } from './localize.js';
import { handTermsEn } from './en.js';
import { registerHandBasics } from './hand-basics-en.js';

let handTermsRegistered = false;

/**
 * Registers the hand terms and the card terms, once: English now, German when an element
 * first shows German (`de.ts` is fetched then, by the hand basics' loader). Called on
 * construction by the elements that show hands; the editors' terms come with the editors
 * (`registerPickerTranslations`).
 */
export function registerKitTranslations(): void {
  registerCardTranslations();
  registerHandBasics();
  if (handTermsRegistered) return;
  handTermsRegistered = true;
  addWords('en', { terms: handTermsEn });
}
