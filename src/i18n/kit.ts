import { registerTranslation } from '@shoelace-style/localize';
import { registerCardTranslations } from './localize.js';
import en from './en.js';
import de from './de.js';

let registered = false;

/**
 * Registers every kit term in English and German (cards, hand ranking, card picker),
 * once. Called by the elements that need the hand terms, on construction.
 */
export function registerKitTranslations(): void {
  registerCardTranslations();
  if (registered) return;
  registered = true;
  registerTranslation(en, de);
}
