import { test } from '@playwright/test';
import { expectNoClientKey } from './helpers/helpdesk-client-key';

/* The preview in mock mode (API_PROXY_TARGET the mock server, no HELPDESK_TARGET): no client Redmine key counts. */
test.skip(!!process.env.HELPDESK_TARGET, 'mock mode only (no HELPDESK_TARGET)');

test('the helpdesk in mock mode honours no Redmine key the client sends (header, key=, Basic)', async ({ request }) => {
  await expectNoClientKey(request);
});
