/**
 * Proof, from XState's public graph API (`xstate/graph`), that a machine's every state node is
 * reachable and every declared transition is taken on some path. Replaces the old coverage helper
 * that read private fields of snapshots and inspection events.
 *
 *   - The graph: `TestModel` over the events each state accepts (`StateNode#ownEvents`), with the payloads the test lists
 *     (an unlisted type is sent bare). Invoke results and delays are events like any other here
 *     (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<id>`), so a test
 *     lists the outputs its guards choose between. Several `inputs` start several traversals.
 *     Reachable: every vertex has a shortest path (`getShortestPaths`). Exercised: every edge of
 *     the adjacency map (`getAdjacencyMap`) leaves a reachable vertex, so a shortest path and that
 *     edge take it.
 *   - The transitions a step took: `StateMachine#getTransitionData(snapshot, event)` (public; what
 *     the graph API itself calls). An eventless (`always`) transition is taken when its source was
 *     entered in that step, its targets are active afterwards and its guard holds on the resulting
 *     context (evaluated when it is a function or a named guard of the machine; a higher-order
 *     guard counts as holding: the first such alternative whose targets are active is the one).
 *   - Declared transitions: `StateNode#transitions` and `#always` of every node (`getStateNodes`).
 */
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
  InputFrom,
} from 'xstate';
import { getStateNodes, TestModel } from 'xstate/graph';

/** An event with any payload (an actor's output, a field's value). */
export type GraphEvent = { type: string } & Record<string, unknown>;

export interface GraphCoverageOptions<M extends AnyStateMachine> {
  /** One traversal per input (default: one, without input). */
  inputs?: InputFrom<M>[];
  /** Events with payloads; several of one type give several edges. */
  events: GraphEvent[] | ((snapshot: AnyMachineSnapshot) => GraphEvent[]);
  /** What makes two snapshots one vertex (default: value and context). */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Also count the simple paths (default false: they grow fast with the graph; reachability needs the shortest only). */
  simple?: boolean;
}

export interface GraphCoverage {
  states: string[];
  transitions: string[];
  missingStates: string[];
  missingTransitions: string[];
  paths: number;
}

function nodeName(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : '(machine)';
}

/** `source on "event" → targets #n`: n tells apart the guarded alternatives of one event. */
function transitionKey(
  source: AnyStateNode,
  eventType: string,
  list: readonly AnyTransitionDefinition[],
  t: AnyTransitionDefinition,
): string {
  const targets = (t.target ?? []).map(nodeName).join(',') || '(stay)';
  return `${nodeName(source)} on "${eventType}" → ${targets} #${list.indexOf(t)}`;
}

function declared(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = getStateNodes(machine.root);
  const transitions: string[] = [];
  for (const node of [machine.root, ...nodes]) {
    for (const [type, list] of node.transitions)
      list.forEach((t) => transitions.push(transitionKey(node, type, list, t)));
    node.always?.forEach((t) => transitions.push(transitionKey(node, 'always', node.always!, t)));
  }
  return { states: nodes.map(nodeName), transitions: [...new Set(transitions)] };
}

/** A node and what entering it enters: its initial child (compound) or every child (parallel). */
function entered(node: AnyStateNode, into: Set<AnyStateNode>): void {
  into.add(node);
  if (node.type === 'parallel') Object.values(node.states).forEach((child) => entered(child, into));
  else if (node.type === 'compound') node.initial.target.forEach((child) => entered(child, into));
}

function guardHolds(
  machine: AnyStateMachine,
  t: AnyTransitionDefinition,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): boolean {
  const guard = t.guard as unknown;
  if (guard === undefined) return true;
  const guards = machine.implementations.guards as Record<string, (args: unknown, params: unknown) => boolean>;
  const args = { context: snapshot.context, event };
  if (typeof guard === 'function') {
    // A higher-order guard (`or`, `stateIn`) is a function with a `check` of its own: not evaluated here.
    if ('check' in guard) return true;
    return (guard as (a: unknown, p: unknown) => boolean)(args, undefined);
  }
  if (typeof guard === 'string') return guards[guard] ? guards[guard](args, undefined) : true;
  if (typeof guard === 'object' && guard && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    return guards[type] ? guards[type](args, params) : true;
  }
  return true;
}

/** The eventless transitions passed through after entering `nodes`, ending in `after`. */
function alwaysTaken(
  machine: AnyStateMachine,
  nodes: Set<AnyStateNode>,
  after: AnyMachineSnapshot,
  event: EventObject,
  taken: Set<string>,
): void {
  const queue = [...nodes];
  const seen = new Set<AnyStateNode>();
  while (queue.length) {
    const node = queue.shift()!;
    if (seen.has(node)) continue;
    seen.add(node);
    const list = node.always;
    if (!list?.length) continue;
    const active = (n: AnyStateNode) => after.matches(n.path.join('.') as never);
    const t = list.find((c) => (c.target ?? []).every(active) && guardHolds(machine, c, after, event));
    if (!t) continue;
    taken.add(transitionKey(node, 'always', list, t));
    const next = new Set<AnyStateNode>();
    (t.target ?? []).forEach((target) => entered(target, next));
    queue.push(...next);
  }
}

export function graphCoverage<M extends AnyStateMachine>(machine: M, options: GraphCoverageOptions<M>): GraphCoverage {
  const all = declared(machine);
  const visited = new Set<string>();
  const taken = new Set<string>();
  const listed = (s: AnyMachineSnapshot) => (typeof options.events === 'function' ? options.events(s) : options.events);
  let count = 0;
  /** What one step (prev --event--> after) visited and took. */
  const record = (prev: AnyMachineSnapshot | undefined, event: EventObject, after: AnyMachineSnapshot) => {
    for (const node of getStateNodes(machine.root))
      if (after.matches(node.path.join('.') as never)) visited.add(nodeName(node));
    const enteredNodes = new Set<AnyStateNode>();
    if (!prev) entered(machine.root, enteredNodes);
    else {
      for (const t of machine.getTransitionData(prev as never, event as never)) {
        const list = t.eventType ? (t.source.transitions.get(t.eventType) ?? []) : [];
        taken.add(transitionKey(t.source, t.eventType, list, t));
        (t.target ?? []).forEach((target: AnyStateNode) => entered(target, enteredNodes));
        // A reentering self-transition enters its source again.
        if (t.reenter && !t.target?.length) entered(t.source, enteredNodes);
      }
    }
    alwaysTaken(machine, enteredNodes, after, event, taken);
    // Transient states are entered and left in one step: visited too.
    for (const node of enteredNodes) visited.add(nodeName(node));
  };
  for (const input of options.inputs ?? [undefined]) {
    const model = new TestModel(machine, {
      input,
      serializeState: (s) =>
        (options.serializeState ?? ((x: AnyMachineSnapshot) => JSON.stringify([x.value, x.context])))(
          s as AnyMachineSnapshot,
        ),
      events: (s) => {
        const snapshot = s as AnyMachineSnapshot;
        if (snapshot.status !== 'active') return [];
        const types = new Set<string>();
        // Every event type an active state node has a transition for (public `ownEvents`).
        for (const node of getStateNodes(machine.root)) {
          if (snapshot.matches(node.path.join('.') as never)) node.ownEvents.forEach((e: string) => types.add(e));
        }
        machine.root.ownEvents.forEach((e: string) => types.add(e));
        const events = listed(snapshot);
        return [...types].flatMap((type) => {
          const given = events.filter((e) => e.type === type);
          return (given.length ? given : [{ type }]) as EventObject[];
        });
      },
    });
    // Every vertex has a shortest path from the start (reachable); every edge of the adjacency map
    // leaves a reachable vertex, so that path plus the edge takes its transitions.
    const shortest = model.getShortestPaths();
    count += shortest.length + (options.simple ? model.getSimplePaths().length : 0);
    const init = shortest[0]?.steps[0]?.state as AnyMachineSnapshot | undefined;
    if (init) record(undefined, { type: 'xstate.init' }, init);
    for (const vertex of Object.values(model.getAdjacencyMap())) {
      for (const edge of Object.values(vertex.transitions) as { event: unknown; state: unknown }[])
        record(vertex.state as AnyMachineSnapshot, edge.event as EventObject, edge.state as AnyMachineSnapshot);
    }
  }
  return {
    states: all.states,
    transitions: all.transitions,
    missingStates: all.states.filter((s) => !visited.has(s)),
    missingTransitions: all.transitions.filter((t) => !taken.has(t)),
    paths: count,
  };
}
