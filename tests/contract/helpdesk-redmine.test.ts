// @vitest-environment node
/**
 * The helpdesk contract against a real Redmine 5: run by `npm run test:redmine` (scripts/test-redmine.ts),
 * which starts the seeded Redmine and sets HELPDESK_REDMINE_URL and HELPDESK_REDMINE_KEY. Skipped
 * in a plain vitest run (no Redmine there).
 */
import { beforeAll, describe } from 'vitest';
import { server } from '../msw-server';
import { defineHelpdeskContract } from './helpdesk-contract';

const url = process.env.HELPDESK_REDMINE_URL;
const key = process.env.HELPDESK_REDMINE_KEY;

describe.skipIf(!url || !key)('real Redmine', () => {
  // The real network: MSW (tests/setup.ts) would answer or refuse every request.
  beforeAll(() => server.close());
  defineHelpdeskContract(`Redmine at ${url}`, () => ({ baseUrl: url ?? '', apiKey: key ?? '' }));
});
