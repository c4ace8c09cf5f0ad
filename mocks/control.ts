import { HttpResponse } from 'msw';
import { getContractMode, setContractMode } from './contract/contract-checks';
import { CONTRACT_MODES, isContractMode } from './contract/request-check';
import { addFault, clearFaults, getFaults, removeFault, setLatency, type FaultInput } from './faults';
import { anyOrigin, failure, readJson, untypedHttp } from './http';
import { clearJournal, readJournal } from './journal/journal';
import { peekCaptcha } from './world/captcha';
import { describeClock, setClock, followRealTime } from './world/clock';
import { describePersonas, currentPersona, isPersonaId, PERSONA_IDS } from './world/personas';
import { getSettings, updateSettings, type MockSettings } from './world/settings';
import { reseed, resetWorld, switchPersona } from './world/world';

/*
 * The control API under /__mock/ (documented in mocks/README.md), the same in the browser worker,
 * MSW's Node server and the standalone server. Answers plain JSON (not the /rest envelope).
 */

const json = (body: unknown, status = 200) =>
  HttpResponse.json(body as Record<string, unknown>, { status, headers: { 'Cache-Control': 'no-store' } });
const problem = (message: string, status = 400) =>
  json(failure({ status, messageResource: 'MOCK_CONTROL_INVALID', message }), status);

function state() {
  return {
    persona: currentPersona().id,
    clock: describeClock(),
    faults: getFaults(),
    settings: getSettings(),
    contract: getContractMode(),
  };
}

const route = (path: string) => anyOrigin(`/__mock${path}`);

/** The latency the server was started with (--latency, MOCK_LATENCY): a reset keeps it. */
let startLatencyMs = 0;
export function setStartLatency(ms: number): void {
  startLatencyMs = Math.max(0, Math.floor(ms));
  setLatency(startLatencyMs);
}
function applyStartDefaults(): void {
  if (startLatencyMs > 0) setLatency(startLatencyMs);
}

export const controlHandlers = [
  untypedHttp.get(route('/state'), () => json(state())),

  untypedHttp.post(route('/reset'), async ({ request }) => {
    const body = (await readJson(request)) ?? {};
    if (body.persona !== undefined && !isPersonaId(body.persona))
      return problem(`persona must be one of ${PERSONA_IDS.join(', ')}`);
    if (body.contract !== undefined && !isContractMode(body.contract))
      return problem(`contract must be one of ${CONTRACT_MODES.join(', ')}`);
    try {
      resetWorld({
        persona: isPersonaId(body.persona) ? body.persona : undefined,
        now: typeof body.now === 'string' ? body.now : undefined,
        frozen: body.frozen === true,
      });
    } catch (error) {
      return problem(String(error));
    }
    if (isContractMode(body.contract)) setContractMode(body.contract);
    applyStartDefaults();
    return json(state());
  }),

  untypedHttp.get(route('/personas'), () => json(describePersonas())),
  untypedHttp.get(route('/persona'), () => json({ id: currentPersona().id })),
  untypedHttp.post(route('/persona'), async ({ request }) => {
    const body = await readJson(request);
    if (!isPersonaId(body?.id)) return problem(`id must be one of ${PERSONA_IDS.join(', ')}`);
    switchPersona(body.id);
    return json(state());
  }),

  untypedHttp.get(route('/clock'), () => json(describeClock())),
  untypedHttp.post(route('/clock'), async ({ request }) => {
    const body = await readJson(request);
    if (!body) return problem('body must be {"now": ISO-8601} or {"real": true}');
    if (body.real === true) followRealTime();
    else {
      if (typeof body.now !== 'string' && typeof body.now !== 'number')
        return problem('now must be an ISO-8601 date-time');
      try {
        setClock(body.now, { frozen: body.frozen === true });
      } catch {
        return problem(`not a date: ${String(body.now)}`);
      }
    }
    // Seeded dates are relative to "now": `reseed: true` rebuilds the world around the new clock.
    if (body.reseed === true) reseed();
    return json(describeClock());
  }),

  untypedHttp.get(route('/faults'), () => json(getFaults())),
  untypedHttp.post(route('/faults'), async ({ request }) => {
    const body = await readJson(request);
    if (!body) return problem('body must be {"latencyMs"?: n, "faults"?: [...]} or one fault');
    if (body.latencyMs !== undefined) {
      if (typeof body.latencyMs !== 'number' || body.latencyMs < 0) return problem('latencyMs must be a number >= 0');
      setLatency(body.latencyMs);
    }
    const inputs: unknown[] = Array.isArray(body.faults) ? body.faults : typeof body.path === 'string' ? [body] : [];
    const added = [];
    for (const input of inputs) {
      const rule = addFault(input as FaultInput);
      if (Array.isArray(rule)) return problem(rule.join('; '));
      added.push(rule);
    }
    return json({ ...getFaults(), added });
  }),
  untypedHttp.delete(route('/faults'), () => {
    clearFaults();
    return json(getFaults());
  }),
  untypedHttp.delete(route('/faults/:id'), ({ params }) => {
    const removed = removeFault(Number(params.id));
    return removed ? json(getFaults()) : problem(`no fault ${String(params.id)}`, 404);
  }),

  untypedHttp.get(route('/settings'), () => json(getSettings())),
  untypedHttp.post(route('/settings'), async ({ request }) => {
    const body = await readJson(request);
    const patch: Partial<MockSettings> = {};
    for (const key of ['accessTokenSeconds', 'refreshTokenSeconds', 'captchaSeconds'] as const) {
      const value = body?.[key];
      if (value === undefined) continue;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
        return problem(`${key} must be a positive integer (seconds)`);
      patch[key] = value;
    }
    return json(updateSettings(patch));
  }),

  // Contract checks of requests (mocks/contract/): strict, lenient (unknown fields ignored) or off.
  untypedHttp.get(route('/contract'), () => json({ mode: getContractMode() })),
  untypedHttp.post(route('/contract'), async ({ request }) => {
    const body = await readJson(request);
    if (!isContractMode(body?.mode)) return problem(`mode must be one of ${CONTRACT_MODES.join(', ')}`);
    setContractMode(body.mode);
    return json({ mode: getContractMode() });
  }),

  // The request journal: the last requests with method, path, status, timing and persona.
  untypedHttp.get(route('/requests'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const number = (name: string) => {
      const text = params.get(name);
      return text !== null && /^\d+$/.test(text) ? Number(text) : undefined;
    };
    return json(
      readJournal({
        limit: number('limit'),
        since: number('since'),
        method: params.get('method') ?? undefined,
        path: params.get('path') ?? undefined,
      }),
    );
  }),
  untypedHttp.delete(route('/requests'), () => {
    clearJournal();
    return json(readJournal());
  }),

  // QA helper: the text of the captcha created for a nonce (so scripts can log in with the captcha on).
  untypedHttp.get(route('/captcha'), ({ request }) => {
    const nonce = new URL(request.url).searchParams.get('nonce') ?? '';
    const captcha = peekCaptcha(nonce);
    return captcha ? json({ nonce, ...captcha }) : problem('no captcha for this nonce', 404);
  }),
];
