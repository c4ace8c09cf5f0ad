// @vitest-environment node
/**
 * Real clients against the mock: every fixture (tests/conformance/fixtures/*.json, each citing the
 * client file its requests are copied from) is replayed over HTTP against the standalone mock server,
 * exactly as that client sends it, and fails on a refused request, a missing field or a wrong type.
 * Run alone: `npx vitest run --config vitest.conformance.config.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from '@mocks/server';
import { DEFAULT_NOW, loadFixtures, replayFixture, setUpFixture } from './replay';

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
      const setUp = await setUpFixture(mock.url, fixture, true);
      expect(setUp.problem).toBeUndefined();
      const results = await replayFixture(mock.url, fixture, setUp.now);
      const failures = results.filter((r) => r.problems.length).map((r) => `${r.step}:\n  ${r.problems.join('\n  ')}`);
      expect(failures, `from ${fixture.client} ${fixture.source}`).toEqual([]);
      expect(results).toHaveLength(fixture.steps.length);
    });
  }
});
