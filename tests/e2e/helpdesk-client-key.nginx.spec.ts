import { test } from '@playwright/test';
import { expectNoClientKey } from './helpers/helpdesk-client-key';

/* `npm run serve` in mock mode (nginx's /helpdesk/ to the mock server, no HELPDESK_TARGET): no client Redmine key counts. */
test('npm run serve without HELPDESK_TARGET honours no Redmine key the client sends (header, key=, Basic)', async ({
  request,
}) => {
  await expectNoClientKey(request);
});
