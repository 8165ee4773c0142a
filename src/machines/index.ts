/**
 * `holdem-elements/machines`: the XState statecharts of a hand and of a table.
 *
 * The hand machine and the table machine land here (issues 4 and 5). The entry exists now
 * so that the package's import paths are stable from the first release.
 */
export {};
