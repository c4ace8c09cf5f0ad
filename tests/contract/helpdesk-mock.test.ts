// @vitest-environment node
/**
 * The helpdesk contract against the mock Redmine (mocks/handlers/helpdesk.ts through MSW's Node
 * server): the same suite `npm run test:redmine` runs against a real Redmine 5.
 */
import { MOCK_REDMINE_KEYS } from '@mocks/world/helpdesk-store';
import { defineHelpdeskContract } from './helpdesk-contract';

defineHelpdeskContract('mock Redmine', () => ({
  baseUrl: 'http://localhost:3000/redmine',
  apiKey: MOCK_REDMINE_KEYS.student,
}));
