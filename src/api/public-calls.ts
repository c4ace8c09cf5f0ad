import { operationTable } from './operations';

/**
 * Calls sent without a bearer token (platform.md 6): the operations that declare `security: []`
 * in openapi/rest.yaml. tests/unit/api/public-calls.test.ts keeps this list equal to the contract.
 * /oauth/token is not here: it uses HTTP Basic client auth instead (see auth-headers.ts).
 */
export const publicCalls = operationTable<true>({
  'POST /rest/captcha': true,
  'POST /rest/users/reset-password/init': true,
  'GET /rest/announcements': true,
  'GET /rest/universities': true,
});
