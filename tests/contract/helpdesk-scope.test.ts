// @vitest-environment node
/**
 * Helpdesk access (issue 40) against the mock backend as the app reaches it (bearer token, the mock
 * enforcing the gateway's rules), and through the helpdesk gateway (scripts/helpdesk-gateway.ts) in
 * front of the mock Redmine (the gateway holds the key; MSW's Node server answers its calls). The
 * same suite runs through the gateway against a real Redmine 5 (`npm run test:redmine`).
 */
import { beforeAll } from 'vitest';
import { ACCOUNTS } from '@mocks/world/accounts';
import { MOCK_REDMINE_KEYS } from '@mocks/world/helpdesk-store';
import { createHelpdeskGateway } from '../../scripts/helpdesk-gateway';
import { resetWorld } from '../msw-server';
import { login } from '../unit/mocks/mock-api';
import { defineHelpdeskScopeSuite } from './helpdesk-scope';

const MOCK = 'http://localhost:3000';
const tokens = async () => ({
  a: await login(ACCOUNTS.student),
  b: await login(ACCOUNTS.student2),
  aName: ACCOUNTS.student.username,
  bName: ACCOUNTS.student2.username,
});

beforeAll(() => resetWorld());

defineHelpdeskScopeSuite('the mock backend (bearer token)', () => ({
  send: (request) => {
    const url = new URL(request.url);
    return fetch(new Request(`${MOCK}${url.pathname}${url.search}`, request));
  },
  tokens,
}));

const gateway = createHelpdeskGateway({
  redmineUrl: `${MOCK}/helpdesk`,
  apiKey: MOCK_REDMINE_KEYS.student,
  portalUrl: MOCK,
  identityCacheMs: 0,
});
defineHelpdeskScopeSuite('the helpdesk gateway in front of the mock Redmine', () => ({
  send: (request) => {
    const url = new URL(request.url);
    return gateway(request, `${url.pathname.slice('/helpdesk'.length)}${url.search}`);
  },
  tokens,
}));
