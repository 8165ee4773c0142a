/** What is wrong with an event that cannot be read, in Spanish (see `../event-problems.ts`). */
import type { EventProblem } from '../event-problems.js';

export const eventProblemsEs: Readonly<Record<EventProblem, string>> = {
  event: 'Eso no es un evento: un evento es un objeto con un tipo.',
  type: 'El evento no tiene tipo.',
  seat: 'El evento no dice para qué asiento es.',
  to: 'La cantidad no es un número de fichas.',
  input: 'Con estos datos no se puede repartir ninguna mano (DEAL): revisa los asientos, las fichas y las cartas.',
  state: 'Eso no es un estado de una mano al que se pueda volver (RESTORE).',
};
