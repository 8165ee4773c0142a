/** The table part of the quiz (T1, T2, T3 between hands, C1–C4, C7), fetched the first time a quiz asks one: its kinds, with the table engine. */
export { tableKinds as kinds } from '../../core/quiz/table-kinds.js';
