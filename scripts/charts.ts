/**
 * The pictures of the kit's statecharts, written from the machines themselves: a Mermaid
 * `stateDiagram-v2` for each of `handMachine`, `potsdamMachine` and `tableMachine` (GitHub and
 * Storybook's docs draw them). `npx tsx scripts/charts.ts` prints them; `--write` puts them into
 * `docs/charts.md`, which a Node test holds current (`test/node/charts.test.ts`).
 */
import { writeFileSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';
import { handMachine } from '../src/machines/hand.machine.js';
import { potsdamMachine } from '../src/machines/potsdam.machine.js';
import { tableMachine } from '../src/machines/table.machine.js';
import { REFUSED } from '../src/machines/any-event.js';

interface Node {
  id: string;
  key: string;
  type: string;
  states: Record<string, Node>;
  initial?: { target: readonly Node[] };
  transitions: Map<string, readonly Transition[]>;
  always?: readonly Transition[];
  after: readonly (Transition & { delay?: unknown })[];
  tags: readonly string[];
}
interface Transition {
  eventType: string;
  target?: readonly Node[];
  guard?: { type?: string } | string | unknown;
}

/** A state's name in the diagram (Mermaid ids take no dots). */
const name = (node: Node): string => node.id.replace(/\./g, '_');

function guardName(transition: Transition): string {
  const guard = transition.guard as { type?: string } | string | undefined;
  const type = typeof guard === 'string' ? guard : guard?.type;
  return type ? ` [${type}]` : '';
}

function label(transition: Transition): string {
  const event = transition.eventType;
  if (event === '') return `always${guardName(transition)}`;
  if (event.startsWith('xstate.after')) return 'after (timer)';
  if (event === REFUSED) return 'REFUSED';
  return `${event}${guardName(transition)}`;
}

function lines(node: Node, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  const children = Object.values(node.states);
  if (node.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) out.push(`${pad}--`);
      out.push(`${pad}state "${child.key}" as ${name(child)}`);
      out.push(`${pad}state ${name(child)} {`);
      childLines(child, depth + 1, out);
      out.push(`${pad}}`);
    });
    return;
  }
  childLines(node, depth, out);
}

function childLines(node: Node, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  const initial = node.initial?.target[0];
  if (initial) out.push(`${pad}[*] --> ${name(initial)}`);
  for (const child of Object.values(node.states)) {
    const compound = Object.keys(child.states).length > 0;
    // Every state is declared with its own name, so a state no edge reaches is drawn too.
    out.push(`${pad}state "${child.key}" as ${name(child)}`);
    if (compound) {
      out.push(`${pad}state ${name(child)} {`);
      lines(child, depth + 1, out);
      out.push(`${pad}}`);
    }
    if (child.tags.includes('over')) out.push(`${pad}note right of ${name(child)} : over`);
    edges(child, pad, out);
  }
}

function edges(node: Node, pad: string, out: string[]): void {
  // One edge a pair of states, its labels joined: `ACT, VOID [accepts]`.
  const labels = new Map<string, string[]>();
  const all: Transition[] = [...(node.always ?? []), ...node.after];
  for (const list of node.transitions.values()) for (const t of list) if (!t.eventType.startsWith('xstate.after')) all.push(t);
  for (const transition of all) {
    // Potsdam's stages follow the engine to whichever stage it reached (`at`): every stage to every other, drawn as one note instead.
    if (transition.eventType === '' && guardName(transition) === ' [at]') continue;
    // A timer of the table re-enters both regions' `follow`: drawn in the source's own region (Mermaid draws no edge across regions).
    const region = (n: Node) => n.id.split('.')[1];
    const every = transition.target ?? [node];
    const targets = every.length > 1 ? every.filter((target) => region(target) === region(node)) : every;
    for (const target of targets) {
      const key = name(target);
      const text = label(transition);
      const list = labels.get(key) ?? [];
      if (!list.includes(text)) list.push(text);
      labels.set(key, list);
    }
  }
  for (const [target, list] of labels) {
    // Events with the same guard share it: `ACT, VOID [accepts]`.
    const guarded = list.filter((text) => text.endsWith(' [accepts]')).map((text) => text.slice(0, -' [accepts]'.length));
    const rest = list.filter((text) => !text.endsWith(' [accepts]'));
    const joined = [...(guarded.length > 0 ? [`${guarded.join(', ')} [accepts]`] : []), ...rest].join('; ');
    out.push(`${pad}${name(node)} --> ${target} : ${joined}`);
  }
}

export function chart(machine: AnyStateMachine): string {
  const root = machine.root as unknown as Node;
  const out = ['stateDiagram-v2'];
  if (root.type === 'parallel') {
    // Mermaid draws regions (`--`) inside a composite state only: the machine is one.
    out.push(`  state "${root.key}" as ${name(root)}`, `  state ${name(root)} {`);
    lines(root, 2, out);
    out.push('  }');
  } else lines(root, 1, out);
  // The root's own transitions (DEAL, RESTORE, REFUSED, the table's events) as a note: they are taken in every state.
  const own = [...root.transitions.keys()].map((type) => (type === REFUSED ? 'REFUSED' : type));
  if (own.length > 0) out.push(`  note "In every state: ${own.join(', ')}" as root`);
  return out.join('\n');
}

export function chartsDocument(): string {
  const section = (title: string, text: string, machine: AnyStateMachine) =>
    `## ${title}\n\n${text}\n\n\`\`\`mermaid\n${chart(machine)}\n\`\`\`\n`;
  return [
    '# The statecharts',
    '',
    'Written from the machines by `npx tsx scripts/charts.ts --write` (a Node test holds this file current). ' +
      'Each table renders from one actor of its chart; every event is taken on a transition whose guard asks ' +
      "core's engine (`accepts`), so `snapshot.can(event)` is the engine's answer, and an event no transition takes " +
      "comes back as `REFUSED`, which the root refuses with the engine's reason.",
    '',
    section(
      '`handMachine`: one hand at a time, every hand of a `<poker-table>`',
      'The hand is over in the states tagged `over`; DEAL (a new hand) and RESTORE (Back, Restart) go back to `blinds`, which follows the context to the state the hand is in.',
      handMachine,
    ),
    section(
      '`potsdamMachine`: a game of Potsdam Hold\'em (`variant="potsdam"`)',
      'Each stage takes its events when the engine accepts them; after each, the chart follows the engine to whichever stage the game reached (an eventless transition guarded by `at` from every stage to every other, left out of the picture): entry, exchanges, buying, betting, the endings (P1–P7).',
      potsdamMachine,
    ),
    section(
      '`tableMachine`: `<poker-cash-table>`, hands, clocks and sit-outs',
      "Two regions: the game (idle, playing with the clock or a computer player's delay, the pause between hands, finished) and the sit-out timer (C4). Timers are delayed transitions read from the context; each timer and each event the table takes re-enters both regions' `follow`, which picks the state the context is in and starts its timer for what is left of it.",
      tableMachine,
    ),
  ].join('\n');
}

if (process.argv[1]?.endsWith('charts.ts')) {
  const text = chartsDocument();
  if (process.argv.includes('--write')) writeFileSync(new URL('../docs/charts.md', import.meta.url), text);
  else console.log(text);
}
