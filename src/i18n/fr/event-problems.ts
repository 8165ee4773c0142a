/** What is wrong with an event that cannot be read, in French (see `../event-problems.ts`). */
import type { EventProblem } from '../event-problems.js';

export const eventProblemsFr: Readonly<Record<EventProblem, string>> = {
  event: 'Ce n’est pas un événement\u00a0: un événement est un objet avec un type.',
  type: 'L’événement n’a pas de type.',
  seat: 'L’événement ne dit pas à quelle place il s’adresse.',
  to: 'Le montant n’est pas un nombre de jetons.',
  input: 'Aucune main ne peut être distribuée à partir de ces données (DEAL)\u00a0: vérifiez les places, les tapis et les cartes.',
  state: 'Ce n’est pas un état de main auquel revenir (RESTORE).',
};
