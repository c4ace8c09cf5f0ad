import { expect, test } from '@playwright/test';

/*
 * The mock's control API through the preview: the preview proxies /rest, /helpdesk... to
 * the mock server, whose control handlers once matched any path ending in /__mock/..., while the
 * guard checked only paths starting with /__mock. A page of another site could then reset a
 * developer's mock through http://127.0.0.1:<preview>/rest/__mock/reset. Now the preview and the
 * mock refuse a control path anywhere but the root, and any call a browser marks as another site's.
 */

test('the preview forwards the mock control API only at /__mock/, and only for this machine', async ({ request }) => {
  expect((await request.post('/__mock/reset', { data: { persona: 'student' } })).ok()).toBe(true);
  for (const path of [
    '/rest/__mock/persona',
    '/helpdesk/__mock/persona',
    '/oauth/x/__mock/persona',
    '/face-service/__mock/persona',
    '/rest/%5F%5Fmock/persona',
  ]) {
    const answer = await request.post(path, { data: { id: 'cloud' } });
    expect([403, 404], path).toContain(answer.status());
  }
  // A page of another site: with its Origin, or a request without one that the browser marks cross-site (an <img>).
  expect(
    (
      await request.post('/__mock/persona', { headers: { Origin: 'https://evil.example' }, data: { id: 'cloud' } })
    ).status(),
  ).toBe(403);
  expect((await request.get('/__mock/state', { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status()).toBe(403);
  expect((await (await request.get('/__mock/persona')).json()).id).toBe('student');
  // This machine's tools still work (the e2e suite sets its cases up this way).
  expect((await request.get('/__mock/state', { headers: { 'Sec-Fetch-Site': 'same-origin' } })).ok()).toBe(true);
});
