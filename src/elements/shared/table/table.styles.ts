import { statePanelStyles } from './state-panel.styles.js';
import { tableBaseStyles } from './table-base.styles.js';

/**
 * Both tables' styles, the statechart panel's included (`<poker-cash-table>`).
 * `<poker-table>` has `tableBaseStyles` at first and adds `statePanelStyles` with its
 * statechart part, as only `show-state` shows the panel.
 */
export const tableStyles = [...tableBaseStyles, statePanelStyles];
