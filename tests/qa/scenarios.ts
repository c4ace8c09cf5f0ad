/**
 * The QA registry: every model, and the scenarios generated from them. A machine added later plugs
 * in with one model file (`tests/qa/models/<machine>.qa.ts`) and one line in MODELS.
 */
import type { AnyStateMachine } from 'xstate';
import { captchaModel } from './models/captcha.qa';
import { dormitoryGroupModels } from './models/dormitory-group.qa';
import { faceCaptureModels } from './models/face-capture.qa';
import { loginModels } from './models/login.qa';
import { paymentModels } from './models/payment.qa';
import { reserveCountModel } from './models/reserve-count.qa';
import { resetPasswordModel } from './models/reset-password.qa';
import { sessionModels } from './models/session.qa';
import { weekPlanModel } from './models/week-plan.qa';
import { coverageOf, matchesId, scenariosOf, type QaModel, type Scenario } from './qa-model';

export const MODELS: QaModel[] = [
  ...loginModels,
  captchaModel,
  ...sessionModels,
  resetPasswordModel,
  reserveCountModel,
  ...paymentModels,
  ...faceCaptureModels,
  ...dormitoryGroupModels,
  weekPlanModel,
] as unknown as QaModel[];

let cache: Scenario[] | null = null;

/** Every scenario, in a stable order (model order, then the graph's path order). */
export function allScenarios(): Scenario[] {
  if (cache) return cache;
  const ids = new Set<string>();
  cache = MODELS.flatMap((model) => scenariosOf(model)).map((s) => {
    let id = s.id;
    for (let n = 2; ids.has(id); n++) id = `${s.id}-${n}`;
    ids.add(id);
    return { ...s, id };
  });
  return cache;
}

export function selectScenarios(patterns: string[]): Scenario[] {
  return allScenarios().filter((s) => patterns.some((p) => matchesId(p, s.id)));
}

/** Per machine: states visited by its scenarios / all its states. */
export function coverageReport(): { machine: string; visited: number; total: number; missing: string[] }[] {
  const byMachine = new Map<string, AnyStateMachine>();
  for (const m of MODELS) byMachine.set(m.id, m.machine);
  const scenarios = allScenarios();
  return [...byMachine].map(([id, machine]) => {
    const c = coverageOf(
      machine,
      scenarios.filter((s) => s.machine === id),
    );
    return { machine: id, visited: c.visited.length, total: c.total, missing: c.missing };
  });
}
