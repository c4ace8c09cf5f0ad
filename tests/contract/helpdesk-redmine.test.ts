// @vitest-environment node
/**
 * The helpdesk against a real Redmine 5: run by `npm run test:redmine` (scripts/test-redmine.ts),
 * which starts the seeded Redmine and sets HELPDESK_REDMINE_URL and HELPDESK_REDMINE_KEY. Skipped
 * in a plain vitest run (no Redmine there).
 *
 * - The contract (tests/contract/helpdesk-contract.ts): Redmine itself, with the portal user's key.
 * - Access (tests/contract/helpdesk-scope.ts): the helpdesk gateway in front of this
 *   Redmine, as the browser reaches it; the portal that tells who a bearer token is, is the mock
 *   backend (started here on a free port), whose students sign in.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { startMockServer, type RunningMockServer } from '@mocks/server';
import { ACCOUNTS } from '@mocks/world/accounts';
import { createHelpdeskGateway, type HelpdeskGateway } from '../../server/helpdesk-gateway';
import { server } from '../msw-server';
import { login } from '../unit/mocks/mock-api';
import { portalLogout } from './helpdesk-call';
import { defineHelpdeskContract } from './helpdesk-contract';
import { defineHelpdeskScopeSuite } from './helpdesk-scope';

const url = process.env.HELPDESK_REDMINE_URL;
const key = process.env.HELPDESK_REDMINE_KEY;

describe.skipIf(!url || !key)('real Redmine', () => {
  let portal: RunningMockServer;
  let gateway: HelpdeskGateway;
  // The real network: MSW (tests/setup.ts) would answer or refuse every request.
  beforeAll(async () => {
    server.close();
    portal = await startMockServer({ port: 0, host: '127.0.0.1' });
    gateway = createHelpdeskGateway({ redmineUrl: url!, apiKey: key!, portalUrl: portal.url });
  });
  afterAll(async () => {
    await portal?.close();
  });
  defineHelpdeskContract(`Redmine at ${url}`, () => ({ baseUrl: url ?? '', apiKey: key ?? '' }));
  defineHelpdeskScopeSuite(`the gateway in front of Redmine at ${url}`, () => ({
    send: (request) => {
      const at = new URL(request.url);
      return gateway(request, `${at.pathname.slice('/helpdesk'.length)}${at.search}`);
    },
    tokens: async () => ({
      a: await login(ACCOUNTS.student, portal.url),
      b: await login(ACCOUNTS.student2, portal.url),
      aName: ACCOUNTS.student.username,
      bName: ACCOUNTS.student2.username,
    }),
    signOut: (token, username) => portalLogout(portal.url, token, username),
    redmineKey: key ?? '',
  }));
});
