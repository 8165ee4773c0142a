/**
 * What an element fetches with the first property set to a value it cannot use: the words of
 * the message (English now, German on use) and the look of the kit's inline message.
 *
 * @internal
 */
export { registerValueWords } from '../../i18n/value-words-en.js';
export { inlineErrorStyles as styles } from './inline-error.styles.js';
