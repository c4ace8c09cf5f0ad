// @vitest-environment node
/**
 * Helpdesk access (issue 40) against the mock backend as the app reaches it (bearer token, the mock
 * enforcing the gateway's rules at /helpdesk, where no Redmine key counts), and through the helpdesk
 * gateway (scripts/helpdesk-gateway.ts) in front of the mock Redmine at /redmine (the gateway holds
 * the key; MSW's Node server answers its calls). The
 * same suite runs through the gateway against a real Redmine 5 (`npm run test:redmine`).
 */
import { beforeAll } from 'vitest';
import { ACCOUNTS } from '@mocks/world/accounts';
import { MOCK_REDMINE_KEYS } from '@mocks/world/helpdesk-store';
import { createHelpdeskGateway } from '../../scripts/helpdesk-gateway';
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
