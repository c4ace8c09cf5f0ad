// @vitest-environment node
/**
 * Helpdesk access against the mock backend as the app reaches it (bearer token, the mock
 * enforcing the gateway's rules at /helpdesk, where no Redmine key counts), and through the helpdesk
 * gateway (server/helpdesk-gateway.ts) in front of the mock Redmine at /redmine (the gateway holds
 * the key; MSW's Node server answers its calls). The
 * same suite runs through the gateway against a real Redmine 5 (`npm run test:redmine`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '@mocks/world/accounts';
import { MOCK_REDMINE_KEYS } from '@mocks/world/helpdesk-store';
import { setRuntimeMode } from '@mocks/world/settings';
import { createHelpdeskGateway } from '../../server/helpdesk-gateway';
import { resetWorld } from '../msw-server';
import { login } from '../unit/mocks/mock-api';
import { portalLogout } from './helpdesk-call';
import { defineHelpdeskScopeSuite } from './helpdesk-scope';

const MOCK = 'http://localhost:3000';
const tokens = async () => ({
  a: await login(ACCOUNTS.student),
  b: await login(ACCOUNTS.student2),
  aName: ACCOUNTS.student.username,
  bName: ACCOUNTS.student2.username,
});

beforeAll(() => resetWorld());
const signOut = (token: string, username: string) => portalLogout(MOCK, token, username);
const redmineKey = MOCK_REDMINE_KEYS.student;

defineHelpdeskScopeSuite('the mock backend (bearer token)', () => ({
  send: (request) => {
    const url = new URL(request.url);
    return fetch(new Request(`${MOCK}${url.pathname}${url.search}`, request));
  },
  tokens,
  signOut,
  redmineKey,
}));

const gateway = createHelpdeskGateway({
  redmineUrl: `${MOCK}/redmine`,
  apiKey: MOCK_REDMINE_KEYS.student,
  portalUrl: MOCK,
});
defineHelpdeskScopeSuite('the helpdesk gateway in front of the mock Redmine', () => ({
  send: (request) => {
    const url = new URL(request.url);
    return gateway(request, `${url.pathname.slice('/helpdesk'.length)}${url.search}`);
  },
  tokens,
  signOut,
  redmineKey,
}));

describe('the mock Redmine at /redmine', () => {
  it('takes its key on Node (for a gateway in front of it), none in the in-browser mock (the page would hold the key)', async () => {
    const ask = () =>
      fetch(`${MOCK}/redmine/issues.json?status_id=*`, { headers: { 'X-Redmine-API-Key': MOCK_REDMINE_KEYS.student } });
    expect((await ask()).status).toBe(200);
    setRuntimeMode('browser');
    try {
      expect((await ask()).status).toBe(401);
    } finally {
      setRuntimeMode('node');
    }
  });
});
