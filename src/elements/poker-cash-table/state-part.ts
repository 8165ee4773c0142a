/**
 * `<poker-cash-table show-state>`: the statechart panel (the table's and the hand's current
 * state) and its look, fetched the first time a cash table shows it.
 *
 * @internal
 */
export { renderStatePanel } from '../shared/table/state-panel.js';
export { statePanelStyles as styles } from '../shared/table/state-panel.styles.js';
