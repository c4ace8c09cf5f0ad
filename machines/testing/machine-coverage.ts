/**
 * Test helpers for machines: coverage of every state node entered and every transition taken
 * across a test file (the file's last test asserts it, so it fails when run with a -t filter),
 * and a deferred promise to control an injected actor.
 */
import { type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type InspectionEvent, __unsafe_getAllOwnEventDescriptors as getOwnEvents } from 'xstate';

function transitionKey(t: AnyTransitionDefinition): string {
  const list = t.eventType ? t.source.transitions.get(t.eventType) : t.source.always;
  return `${t.source.id} on "${t.eventType || 'always'}" #${list?.indexOf(t) ?? -1}`;
}

export function createCoverage(machine: AnyStateMachine) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const walk = (node: AnyStateNode): void => {
    states.add(node.id);
    for (const list of node.transitions.values()) list.forEach((t) => transitions.add(transitionKey(t)));
    node.always?.forEach((t) => transitions.add(transitionKey(t)));
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  const visited = new Set<string>();
  const taken = new Set<string>();
  const inspect = (ev: InspectionEvent) => {
    if (ev.type !== '@xstate.microstep' && ev.type !== '@xstate.snapshot') return;
    (ev.snapshot as { _nodes?: AnyStateNode[] })._nodes?.forEach((n) => visited.add(n.id));
    if (ev.type === '@xstate.microstep') {
      for (const t of ev._transitions) {
        taken.add(transitionKey(t));
        visited.add(t.source.id);
      }
    }
  };
  return {
    inspect,
    missingStates: () => [...states].filter((s) => !visited.has(s)),
    missingTransitions: () => [...transitions].filter((t) => !taken.has(t)),
  };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** State nodes never part of a reached snapshot; transient nodes (only `always`) count with their parent. */
export function unreachedStates(machine: AnyStateMachine, reached: Set<string>): string[] {
  const missing: string[] = [];
  const walk = (node: AnyStateNode): void => {
    const transient = node.always?.length && node.transitions.size === 0;
    if (!reached.has(node.id) && !(transient && node.parent && reached.has(node.parent.id))) missing.push(node.id);
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return missing;
}

/**
 * The `events` of an xstate/graph walk: every event the snapshot accepts, once per sample payload
 * of its type (a type without samples, e.g. a delay, is sent bare).
 */
export const sampledEvents =
  (samples: Record<string, object[]>) =>
  (snapshot: Parameters<typeof getOwnEvents>[0]): never[] =>
    (getOwnEvents(snapshot) as string[]).flatMap((type) => (samples[type] ?? [{}]).map((p) => ({ type, ...p }) as never));
