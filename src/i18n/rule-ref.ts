/** A rule as cited, in every language: T12 is the TDA's rule 47 too. */
export const ruleRef = (ruleId: string): string => (ruleId === 'T12' ? 'TDA 47 (T12)' : ruleId);
