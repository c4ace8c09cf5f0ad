/**
 * Replays one scenario in the browser: setup, then for every step the event's action and the new
 * state's assertions, and a screenshot `qa-results/<id>/NN-<state>.png` of every state passed. The
 * first failed assertion stops the scenario with an error naming the state it was in (its
 * screenshot is taken too, so the trail ends where it stopped).
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { stateLabel, statePaths, type QaContext, type Scenario } from './qa-model';

export const QA_RESULTS = process.env.QA_RESULTS_DIR ?? 'qa-results';

export function trailDir(id: string): string {
  return path.join(QA_RESULTS, ...id.split('/'));
}

export async function replay(scenario: Scenario, ctx: QaContext): Promise<void> {
  const { model, steps } = scenario;
  const dir = trailDir(scenario.id);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  try {
    await model.setup(ctx, steps);
  } catch (error) {
    // Before the first state (persona, clock, the first page): the trail says so.
    await ctx.page.screenshot({ path: path.join(dir, '00-setup.png'), timeout: 5_000 }).catch(() => {});
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`QA replay failed at ${scenario.id}, setup (before the first state)\n${message}`, { cause: error });
  }
  for (const [index, step] of steps.entries()) {
    const label = stateLabel(step.state.value);
    const shot = path.join(dir, `${String(index).padStart(2, '0')}-${label}.png`);
    const where = `${scenario.id}, step ${index} (${step.event.type}) → state ${JSON.stringify(step.state.value)}`;
    try {
      if (index > 0) {
        const exec = model.on[step.event.type as keyof typeof model.on];
        if (exec) await exec(ctx, step as never, steps[index + 1] as never);
      }
      const paths = new Set(statePaths(step.state.value));
      for (const [key, assert] of Object.entries(model.states)) {
        if (paths.has(key)) await assert(ctx, step.state as never);
      }
    } catch (error) {
      await ctx.page.screenshot({ path: shot, timeout: 5_000 }).catch(() => {});
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`QA replay failed at ${where}\n${message}`, { cause: error });
    }
    // The viewport only. A state on a timer (a 2 s message) is asserted before its picture: a
    // loaded machine may take seconds here, which is not the app's failure (hence the long timeout).
    await ctx.page.screenshot({ path: shot, caret: 'hide', timeout: 30_000 });
  }
}

export type { AnyStateMachine };
