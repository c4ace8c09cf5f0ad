// @vitest-environment node
/**
 * Real clients against the mock: every fixture (tests/conformance/fixtures/*.json, each citing the
 * client file its requests are copied from) is replayed over HTTP against the standalone mock server,
 * exactly as that client sends it, and fails on a refused request, a missing field or a wrong type.
 * Run alone: `npx vitest run --config vitest.conformance.config.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from '@mocks/server';
import { loadFixtures, replayFixture } from './replay';

// The mock's test instant (mocks/node.ts): a Wednesday, so the week has days before and after today.
const DEFAULT_NOW = '2025-01-15T08:30:00+03:30';

let mock: RunningMockServer;
beforeAll(async () => {
  mock = await startMockServer({ port: 0, now: DEFAULT_NOW });
});
afterAll(async () => {
  await mock.close();
});

describe('real clients replayed against the mock server', () => {
  for (const { file, fixture } of loadFixtures()) {
    it(`${fixture.client}: ${file.replace(/\.json$/, '')}`, async () => {
      const now = fixture.now ?? DEFAULT_NOW;
      const reset = await fetch(`${mock.url}/__mock/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          persona: fixture.persona ?? 'student',
          now,
          frozen: true,
          contract: fixture.contract ?? 'strict',
        }),
      });
      expect(reset.status, await reset.clone().text()).toBe(200);
      const results = await replayFixture(mock.url, fixture, now);
      const failures = results.filter((r) => r.problems.length).map((r) => `${r.step}:\n  ${r.problems.join('\n  ')}`);
      expect(failures, `from ${fixture.client} ${fixture.source}`).toEqual([]);
      expect(results).toHaveLength(fixture.steps.length);
    });
  }
});
