/**
 * `<poker-cash-table>`'s statechart panel (`show-state`), fetched on first use: the chart's
 * state in each region, and its look, which joins the table's shadow root with this part.
 *
 * @internal
 */
import { statePanelStyles } from '../shared/table/state-panel.styles.js';

export { renderStatePanel } from '../shared/table/state-panel.js';
export const styles = statePanelStyles;
