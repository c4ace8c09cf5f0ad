/**
 * Replays requests shaped exactly as real Samad clients send them (tests/conformance/fixtures/*.json)
 * against a server, and checks that every field each client reads is there with the type it expects.
 * The conformance test runs it against the mock server; the CLI runs it against any server:
 *
 *   npx tsx tests/conformance/replay.ts --base http://127.0.0.1:9090 [fixture.json ...]
 *
 * A fixture is one client's scenario (sign in, read the week, reserve...): see fixtures/README.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface FixtureRequest {
  method: string;
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** application/x-www-form-urlencoded body */
  form?: Record<string, string>;
  /** JSON body */
  json?: unknown;
  /** A raw body, sent as is (with the headers given) */
  body?: string;
}

export interface FixtureStep {
  name: string;
  /** The client file this request is written from, when not the fixture's own `source`. */
  source?: string;
  request: FixtureRequest;
  /** Expected status (default: any 2xx). */
  status?: number;
  /** Field path → type the client reads it as. See fixtures/README.md for the syntax. */
  reads?: Record<string, string>;
  /** Variable name → field path of the answer, for later steps' {{name}}. */
  save?: Record<string, string>;
  /**
   * Answer headers the client (or its browser) needs: name → text the header must contain, each of
   * a comma-separated list (case-insensitive), e.g. a preflight's `access-control-allow-headers`.
   */
  answerHeaders?: Record<string, string>;
}

export interface Fixture {
  client: string;
  source: string;
  description?: string;
  /** The mock persona (and so the university) the scenario is written for. */
  persona?: string;
  /** The instant the mock's clock is set to (ISO); the mock's test instant when omitted. */
  now?: string;
  /**
   * The mock's contract checks for this client: strict (the default) unless the client sends fields
   * the contract does not name and the live server ignores, then `lenient` (mocks/README.md lists them).
   */
  contract?: 'strict' | 'lenient';
  steps: FixtureStep[];
}

export interface StepResult {
  step: string;
  problems: string[];
}

const HERE = dirname(fileURLToPath(import.meta.url));
export const FIXTURE_DIR = join(HERE, 'fixtures');

export function loadFixtures(dir = FIXTURE_DIR): { file: string; fixture: Fixture }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: f, fixture: JSON.parse(readFileSync(join(dir, f), 'utf8')) as Fixture }));
}

/** `{{name}}` from the saved variables and the built-ins (weekStart, nextWeekStart, today, yyyy-MM-dd of `now`). */
export function fill(text: string, vars: Record<string, unknown>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in vars)) throw new Error(`{{${name}}} is not defined (saved by an earlier step or a built-in)`);
    return String(vars[name]);
  });
}

function fillDeep<T>(value: T, vars: Record<string, unknown>): T {
  if (typeof value === 'string') return fill(value, vars) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, vars)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, vars)])) as T;
  return value;
}

export function builtins(nowIso: string): Record<string, string> {
  const now = new Date(nowIso);
  // Tehran's calendar day (UTC+03:30), the week starting on Saturday as Samad's does.
  const tehran = new Date(now.getTime() + 3.5 * 3600_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const sinceSaturday = (tehran.getUTCDay() + 1) % 7;
  const weekStart = new Date(tehran.getTime() - sinceSaturday * 86_400_000);
  return {
    today: day(tehran),
    weekStart: day(weekStart),
    nextWeekStart: day(new Date(weekStart.getTime() + 7 * 86_400_000)),
  };
}

/**
 * Every value at a path: `a.b`, `a[0].b`, `a[].b` (every element of a non-empty array), `a[][].b`,
 * `a.*.b` (every value of a non-empty object: a map keyed by ids), `a[?k=v].b` (the elements of an
 * array whose field `k` is `v`, at least one).
 */
export function valuesAt(root: unknown, path: string): { found: boolean; values: unknown[]; problem?: string } {
  const tokens = path.match(/\[\?[^\]]+\]|[^.[\]]+|\[\d*\]/g) ?? [];
  let current: unknown[] = [root];
  let where = '';
  const fail = (problem: string) => ({ found: false, values: [], problem });
  for (const token of tokens) {
    const next: unknown[] = [];
    const here = where || 'the answer';
    if (token === '[]') {
      for (const v of current) {
        if (!Array.isArray(v)) return fail(`${here} is not an array`);
        if (v.length === 0) return fail(`${here} is an empty array (nothing to check)`);
        next.push(...v);
      }
    } else if (token.startsWith('[?')) {
      const [key = '', wanted = ''] = token.slice(2, -1).split('=');
      for (const v of current) {
        if (!Array.isArray(v)) return fail(`${here} is not an array`);
        next.push(
          ...v.filter(
            (e) => e !== null && typeof e === 'object' && String((e as Record<string, unknown>)[key]) === wanted,
          ),
        );
      }
      if (next.length === 0) return fail(`${here} has no element with ${key} = ${wanted}`);
    } else if (token.startsWith('[')) {
      const i = Number(token.slice(1, -1));
      for (const v of current) {
        if (!Array.isArray(v) || v.length <= i) return fail(`${here} has no element ${i}`);
        next.push(v[i]);
      }
    } else if (token === '*') {
      for (const v of current) {
        if (v === null || typeof v !== 'object' || Array.isArray(v)) return fail(`${here} is not an object`);
        const values = Object.values(v);
        if (values.length === 0) return fail(`${here} is an empty object (nothing to check)`);
        next.push(...values);
      }
    } else {
      for (const v of current) {
        if (v === null || typeof v !== 'object' || Array.isArray(v) || !(token in v))
          return fail(`${where ? `${where}.` : ''}${token} is missing`);
        next.push((v as Record<string, unknown>)[token]);
      }
    }
    where += token.startsWith('[') ? token : where ? `.${token}` : token;
    current = next;
  }
  return { found: true, values: current };
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/**
 * `string`, `integer`, `number` (integers too), `boolean`, `array`, `object`, `null`, `date` (a `yyyy-MM-dd`
 * string, for a client that parses it so), unions `a|b`; a trailing `?` lets it be absent.
 */
export function checkRead(answer: unknown, path: string, expected: string): string | undefined {
  const optional = expected.endsWith('?');
  const allowed = (optional ? expected.slice(0, -1) : expected).split('|').map((t) => t.trim());
  const at = valuesAt(answer, path);
  if (!at.found) return optional && /is missing$/.test(at.problem ?? '') ? undefined : `${path}: ${at.problem}`;
  for (const v of at.values) {
    const actual = typeOf(v);
    const ok = allowed.some(
      (t) =>
        t === actual ||
        (t === 'number' && actual === 'integer') ||
        (t === 'date' && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) ||
        t === 'any',
    );
    if (!ok) return `${path}: expected ${allowed.join(' or ')}, got ${actual} (${JSON.stringify(v)?.slice(0, 80)})`;
  }
  return undefined;
}

export async function replayStep(base: string, step: FixtureStep, vars: Record<string, unknown>): Promise<StepResult> {
  const problems: string[] = [];
  const req = fillDeep(step.request, vars);
  const url = new URL(req.path, base);
  for (const [k, v] of Object.entries(req.query ?? {})) url.searchParams.append(k, v);
  const headers = new Headers(req.headers ?? {});
  let body: string | undefined;
  if (req.form) {
    body = new URLSearchParams(req.form).toString();
    if (!headers.has('content-type')) headers.set('content-type', 'application/x-www-form-urlencoded');
  } else if (req.json !== undefined) {
    body = JSON.stringify(req.json);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  } else if (req.body !== undefined) body = req.body;
  const response = await fetch(url, { method: req.method, headers, body });
  const text = await response.text();
  const statusOk = step.status === undefined ? response.ok : response.status === step.status;
  if (!statusOk) problems.push(`status ${response.status}, expected ${step.status ?? '2xx'}: ${text.slice(0, 300)}`);
  let answer: unknown;
  try {
    answer = text ? JSON.parse(text) : undefined;
  } catch {
    if (step.reads || step.save) problems.push(`the answer is not JSON: ${text.slice(0, 120)}`);
  }
  for (const [name, wanted] of Object.entries(step.answerHeaders ?? {})) {
    const got = (response.headers.get(name) ?? '').toLowerCase();
    const parts = got.split(',').map((p) => p.trim());
    const missing = wanted
      .split(',')
      .map((w) => w.trim().toLowerCase())
      .filter((w) => w && !parts.includes(w) && !got.includes(w));
    if (missing.length)
      problems.push(`answer header ${name}: ${got ? `"${got}"` : 'absent'}, lacks ${missing.join(', ')}`);
  }
  for (const [path, type] of Object.entries(step.reads ?? {})) {
    const problem = checkRead(answer, fill(path, vars), type);
    if (problem) problems.push(problem);
  }
  for (const [name, path] of Object.entries(step.save ?? {})) {
    const at = valuesAt(answer, path);
    if (!at.found || at.values.length === 0) problems.push(`save ${name}: ${at.problem ?? `${path} is missing`}`);
    else vars[name] = at.values[0];
  }
  return { step: step.name, problems };
}

/** The mock's test instant (mocks/node.ts): a Wednesday, so the week has days before and after today. */
export const DEFAULT_NOW = '2025-01-15T08:30:00+03:30';

/** Whether the server has the mock's control API: `GET /__mock/state` answers JSON naming a persona. */
export async function hasControlApi(base: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/__mock/state', base), { headers: { accept: 'application/json' } });
    if (!response.ok) return false;
    const state = (await response.json()) as { persona?: unknown };
    return typeof state.persona === 'string';
  } catch {
    return false;
  }
}

export interface FixtureSetUp {
  /** The instant the built-ins ({{today}}, {{weekStart}}...) are computed from. */
  now: string;
  /** Why the fixture cannot be replayed (the reset was refused). */
  problem?: string;
  /** What could not be set up (the target has no control API). */
  note?: string;
}

/**
 * Puts a fresh world with the fixture's persona and frozen clock on a target with the control API
 * (`POST /__mock/reset`). A server without it (a real university's) is replayed as it is, at this
 * machine's clock, and the note says what the fixture was written for.
 */
export async function setUpFixture(base: string, fixture: Fixture, control: boolean): Promise<FixtureSetUp> {
  const now = fixture.now ?? DEFAULT_NOW;
  const persona = fixture.persona ?? 'student';
  if (!control) {
    const wanted = [fixture.persona && `persona ${fixture.persona}`, fixture.now && `clock ${fixture.now}`];
    const written = wanted.filter(Boolean).join(', ');
    return { now: new Date().toISOString(), note: written ? `written for ${written}: not set` : undefined };
  }
  const reset = await fetch(new URL('/__mock/reset', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ persona, now, frozen: true, contract: fixture.contract ?? 'strict' }),
  });
  if (!reset.ok) return { now, problem: `POST /__mock/reset: ${reset.status} ${(await reset.text()).slice(0, 200)}` };
  return { now };
}

/** Replays a whole fixture; a step that fails stops the scenario (later steps depend on it). */
export async function replayFixture(base: string, fixture: Fixture, nowIso: string): Promise<StepResult[]> {
  const vars: Record<string, unknown> = { ...builtins(nowIso) };
  const results: StepResult[] = [];
  for (const step of fixture.steps) {
    const result = await replayStep(base, step, vars);
    results.push(result);
    if (result.problems.length) break;
  }
  return results;
}

async function main(argv: string[]): Promise<void> {
  const baseAt = argv.indexOf('--base');
  const base = baseAt >= 0 ? argv[baseAt + 1] : undefined;
  if (!base) throw new Error('usage: replay.ts --base URL [fixture.json ...]');
  const files = argv.filter((a, i) => a.endsWith('.json') && i !== baseAt + 1);
  const fixtures = files.length
    ? files.map((f) => ({ file: basename(f), fixture: JSON.parse(readFileSync(resolve(f), 'utf8')) as Fixture }))
    : loadFixtures();
  const control = await hasControlApi(base);
  console.log(
    control
      ? `${base} has the mock's control API: each fixture's persona and clock are set through /__mock/reset (the world is reset before each)`
      : `${base} has no control API (/__mock/): personas and clocks are not set, the built-in dates follow this machine's clock`,
  );
  let failed = 0;
  let passed = 0;
  for (const { file, fixture } of fixtures) {
    const setUp = await setUpFixture(base, fixture, control);
    if (setUp.note) console.log(`  ${file}: ${setUp.note}`);
    const results = setUp.problem
      ? [{ step: 'set up the persona and clock', problems: [setUp.problem] }]
      : await replayFixture(base, fixture, setUp.now);
    for (const r of results) {
      if (r.problems.length) failed += 1;
      else passed += 1;
      console.log(`${r.problems.length ? '✗' : '✓'} ${file}: ${r.step}${r.problems.map((p) => `\n    ${p}`).join('')}`);
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
