/**
 * QA replay: a machine's graph, walked with XState's public graph API (`xstate/graph`),
 * becomes browser scenarios. A model (`tests/qa/models/<machine>.qa.ts`) gives:
 *   - the machine (`.provide()`d with stubs where the traversal needs them) and its input;
 *   - the events the traversal may send, with payloads (`user.input` values, actor outputs);
 *     invoke results and delays appear as `xstate.done.actor.*`, `xstate.error.actor.*`,
 *     `xstate.after.*` events: in the browser they are outcomes, set up before the step that
 *     causes them (`exec` sees the next step) and waited for by the next state's assertion;
 *   - bounded path options (shortest and/or simple paths, a step limit, a scenario cap);
 *   - per state an `assert(page)`, per event type an `exec(page)`, and a `setup` per scenario
 *     (mock persona, clock, faults through `/__mock`).
 * Scenario ids: `<model>/<event sequence>`, lower case, no spaces (`login/input-username-…`).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  getInitialSnapshot,
  getNextSnapshot,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getStateNodes, TestModel, type StatePath, type Step } from 'xstate/graph';

/** What every assertion and action gets. */
export interface QaContext {
  page: Page;
  /** Bound to the preview's origin: `/__mock/…` reaches the standalone mock server. */
  request: APIRequestContext;
  /** Shared between the steps of one scenario (a captcha nonce, an item id…). */
  memo: Record<string, unknown>;
}

export type QaSnapshot<M extends AnyStateMachine> = SnapshotFrom<M>;
/** A step's event may be a person's or an outcome (`xstate.done.actor.*`, `xstate.after.*`). */
export type QaStep<M extends AnyStateMachine> = Step<SnapshotFrom<M>, EventObject>;

export interface QaEventExec<M extends AnyStateMachine> {
  (ctx: QaContext, step: QaStep<M>, next: QaStep<M> | undefined): Promise<void>;
}

export interface QaModel<M extends AnyStateMachine = AnyStateMachine> {
  /** The machine's file name without `.machine.ts`; the first part of every scenario id. */
  id: string;
  /** The scenario id's second part starts with this when one machine has several models (variants). */
  variant?: string;
  machine: M;
  input?: InputFrom<M>;
  /**
   * Events with payloads. A fixed list: an event type the state accepts but that is not listed is
   * sent bare. A function of the snapshot: exactly the person's events it returns (plus the
   * `xstate.*` outcomes the state accepts, bare unless listed).
   */
  events: readonly EventFromLogic<M>[] | ((snapshot: SnapshotFrom<M>) => readonly EventFromLogic<M>[]);
  /** Drop events the browser cannot cause in this state (the traversal would follow them otherwise). */
  filterEvents?: (snapshot: SnapshotFrom<M>, event: EventFromLogic<M>) => boolean;
  /** What makes two snapshots the same graph vertex (default: the state value only). */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  paths: {
    shortest?: boolean;
    simple?: boolean;
    /** Keep the paths a longer path contains (the graph API drops them by default). */
    prefixes?: boolean;
    /** Event sequences replayed as they are: loops a simple path cannot take (failed → retry → the same state). */
    sequences?: EventFromLogic<M>[][];
    /** Paths longer than this (in events) are dropped. */
    maxSteps: number;
    /** At most this many scenarios (shortest paths first). */
    maxScenarios?: number;
    /** Keep only paths that end where this says (e.g. a final or an interesting state). */
    keep?: (path: StatePath<SnapshotFrom<M>, EventFromLogic<M>>) => boolean;
  };
  /** Short, stable name of an event in a scenario id (default derived from its type); '' leaves it out, repeats collapse. */
  eventName?: (event: EventFromLogic<M>) => string;
  /** Before the first state: persona, clock, faults, the first page. */
  setup: (ctx: QaContext, steps: QaStep<M>[]) => Promise<void>;
  /** Per state (a dotted path matched with `snapshot.matches`): the browser shows it. Every matching key runs. */
  states: Record<string, (ctx: QaContext, snapshot: SnapshotFrom<M>) => Promise<void>>;
  /** Per event type: what a person (or the backend) does. Missing: nothing to do (the next state's assertion waits). */
  on: Partial<Record<EventFromLogic<M>['type'] | `xstate.${string}`, QaEventExec<M>>>;
}

export interface Scenario {
  id: string;
  machine: string;
  model: QaModel;
  /** steps[0] is the initial state (event `xstate.init`). */
  steps: QaStep<AnyStateMachine>[];
}

/** Every dotted path of a state value, parents included: {form:{entry:'editing'}} → form, form.entry, form.entry.editing. */
export function statePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  return Object.entries(value).flatMap(([key, child]) => {
    const here = prefix ? `${prefix}.${key}` : key;
    return child === undefined ? [here] : [here, ...statePaths(child as StateValue, here)];
  });
}

/** The leaves of a state value, for screenshot names: form.captcha.active+form.entry.editing → active+editing. */
export function stateLabel(value: StateValue): string {
  const all = statePaths(value);
  const leaves = all.filter((p) => !all.some((q) => q.startsWith(`${p}.`)));
  return leaves
    .map((p) => p.split('.').slice(-2).join('-'))
    .join('+')
    .toLowerCase()
    .replace(/[^a-z0-9+-]/g, '-');
}

/** Every state node of a machine as a dotted path (the root excluded). */
export function allStatePaths(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.path.length > 0)
    .map((node) => node.path.join('.'));
}

function kebab(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `user.submit` → submit, `xstate.done.actor.requestToken` → request-token-ok, `xstate.after.*` → '' (left out of ids). */
export function defaultEventName(event: EventObject): string {
  const { type } = event;
  let m = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (m) return `${kebab(m[1]!)}-ok`;
  m = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (m) return `${kebab(m[1]!)}-fails`;
  // Delays pass by themselves: the states around them say enough.
  if (type.startsWith('xstate.after.')) return '';
  const name = type.replace(/^(user|server|route|login|cas|university)\./, '');
  const field = (event as { field?: unknown }).field;
  return kebab(typeof field === 'string' ? `${name}-${field}` : name);
}

const INIT = 'xstate.init';

/** The state nodes a snapshot is in (root first), from its public `value`. */
function activeNodes(machine: AnyStateMachine, value: StateValue): AnyStateNode[] {
  const nodes: AnyStateNode[] = [machine.root];
  for (const p of statePaths(value)) {
    let node: AnyStateNode | undefined = machine.root;
    for (const key of p.split('.')) node = node?.states[key];
    if (node) nodes.push(node);
  }
  return nodes;
}

/**
 * The test model of a machine. `createTestModel` refuses machines that invoke actors or have
 * delays (it expects the test to drive every event); ours have both, and their outcomes are events
 * like any other here (`xstate.done.actor.*`, `xstate.after.*`), so the model is built with the
 * same `TestModel` and the same rule for events: every event type the active states accept, with
 * the payloads the model lists.
 */
export function testModelOf<M extends AnyStateMachine>(model: QaModel<M>) {
  const serialize = model.serializeState ?? ((s: SnapshotFrom<M>) => JSON.stringify((s as AnyMachineSnapshot).value));
  const listed = (s: SnapshotFrom<M>): readonly EventObject[] =>
    typeof model.events === 'function' ? model.events(s) : model.events;
  return new TestModel(model.machine, {
    input: model.input,
    serializeState: (s) => serialize(s as SnapshotFrom<M>),
    stateMatcher: (s, key) => (s as AnyMachineSnapshot).matches(key),
    events: (s) => {
      const types = new Set(
        activeNodes(model.machine, (s as AnyMachineSnapshot).value).flatMap((n) => n.ownEvents as string[]),
      );
      const events = listed(s as SnapshotFrom<M>);
      // A function lists every event a person may send in that state; a fixed list only gives payloads.
      const exhaustive = typeof model.events === 'function';
      return [...types].flatMap((type) => {
        const given = events.filter((e) => e.type === type);
        if (given.length) return given;
        return exhaustive && !type.startsWith('xstate.') ? [] : [{ type }];
      }) as EventFromLogic<M>[];
    },
    filterEvents: model.filterEvents as never,
  });
}

/** A path from an event sequence, steps as the graph's paths have them (each with the state it leads to). */
function pathOf<M extends AnyStateMachine>(model: QaModel<M>, events: EventFromLogic<M>[]) {
  let state = getInitialSnapshot(model.machine, model.input as never) as SnapshotFrom<M>;
  const steps: Step<SnapshotFrom<M>, EventFromLogic<M>>[] = [{ state, event: { type: INIT } as EventFromLogic<M> }];
  for (const event of events) {
    state = getNextSnapshot(model.machine, state, event) as SnapshotFrom<M>;
    steps.push({ state, event });
  }
  return { state, steps, weight: events.length };
}

/** The scenarios of one model: bounded shortest and simple paths, deduplicated, named by their events. */
export function scenariosOf<M extends AnyStateMachine>(model: QaModel<M>): Scenario[] {
  const testModel = testModelOf(model);
  type Path = StatePath<SnapshotFrom<M>, EventFromLogic<M>>;
  const found: Path[] = [];
  const options = { allowDuplicatePaths: model.paths.prefixes ?? false };
  if (model.paths.shortest !== false) found.push(...(testModel.getShortestPaths(options) as unknown as Path[]));
  if (model.paths.simple) found.push(...(testModel.getSimplePaths(options) as unknown as Path[]));
  for (const events of model.paths.sequences ?? []) found.push(pathOf(model, events) as Path);
  const eventName = model.eventName ?? defaultEventName;
  const seen = new Set<string>();
  const scenarios: Scenario[] = [];
  const max = model.paths.maxScenarios ?? Infinity;
  for (const path of found) {
    const events = path.steps.filter((s) => s.event.type !== INIT).map((s) => s.event as EventFromLogic<M>);
    if (events.length > model.paths.maxSteps) continue;
    if (model.paths.keep && !model.paths.keep(path)) continue;
    const names = events.map((e) => eventName(e)).filter((n, i, all) => n && n !== all[i - 1]);
    const slug = [model.variant, ...names].filter(Boolean).join('-') || 'initial';
    if (seen.has(slug)) continue;
    seen.add(slug);
    scenarios.push({
      id: `${model.id}/${slug}`,
      machine: model.id,
      model: model as unknown as QaModel,
      steps: path.steps as QaStep<AnyStateMachine>[],
    });
    if (scenarios.length >= max) break;
  }
  return scenarios;
}

/** States visited by the scenarios of one machine / all its states. */
export function coverageOf(
  machine: AnyStateMachine,
  scenarios: Scenario[],
): { visited: string[]; missing: string[]; total: number } {
  const all = allStatePaths(machine);
  const visited = new Set<string>();
  for (const s of scenarios) {
    for (const [i, step] of s.steps.entries()) {
      statePaths(step.state.value).forEach((p) => visited.add(p));
      // The states a step's transitions entered: a transient one (an eventless `always` choice,
      // e.g. "routing") is passed through and never rested in.
      const prev = s.steps[i - 1];
      if (!prev) continue;
      for (const t of machine.getTransitionData(prev.state as never, step.event as never)) {
        for (const target of t.target ?? [])
          for (let n: AnyStateNode | undefined = target; n?.parent; n = n.parent) visited.add(n.path.join('.'));
      }
    }
  }
  // A transient state (an eventless `always` choice as its parent's initial state) is passed through
  // whenever its parent is entered; a snapshot never rests in it.
  for (const node of getStateNodes(machine.root)) {
    const parentPath = node.parent ? node.parent.path.join('.') : '';
    const initial = node.parent?.config.initial === node.key;
    if (node.always?.length && initial && (parentPath === '' || visited.has(parentPath)))
      visited.add(node.path.join('.'));
  }
  return { visited: all.filter((p) => visited.has(p)), missing: all.filter((p) => !visited.has(p)), total: all.length };
}

/** Glob (`*` any characters, `?` one) or exact id. */
export function matchesId(pattern: string, id: string): boolean {
  if (!/[*?]/.test(pattern)) return pattern === id;
  const re = new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  );
  return re.test(id);
}
