import { expect, type APIRequestContext } from '@playwright/test';
import { MOCK_REDMINE_KEYS } from '@mocks/world/helpdesk-store';
import { resetMock } from './auth';
import { accountLogin, apiLogin } from './session';

/*
 * The helpdesk in mock mode (no HELPDESK_TARGET: the preview, `npm run serve`) with the mock Redmine's
 * own key, which anyone can read in the mock's code: alone (header, `key=`, Basic) it is a 401; beside a
 * student's token it shows that student's requests only. Run through the preview
 * (tests/e2e/helpdesk-client-key.spec.ts) and through nginx (tests/e2e/helpdesk-client-key.nginx.spec.ts).
 */
export async function expectNoClientKey(request: APIRequestContext): Promise<void> {
  await resetMock(request, 'student');
  const key = MOCK_REDMINE_KEYS.student;
  const bearer = (t: { access_token: string }) => ({ Authorization: `Bearer ${t.access_token}` });
  const list = async (headers: Record<string, string>, query = '') => {
    const answer = await request.get(`/helpdesk/issues.json?status_id=*&limit=100${query}`, { headers });
    return { status: answer.status(), answer };
  };
  const ids = async (headers: Record<string, string>, query = '') => {
    const { status, answer } = await list(headers, query);
    expect(status).toBe(200);
    return ((await answer.json()) as { issues: { id: number }[] }).issues.map((i) => i.id);
  };
  const theirs = await ids(bearer(await accountLogin(request, 'student2')));
  expect(theirs.length).toBeGreaterThan(0);

  for (const [headers, query] of [
    [{ 'X-Redmine-API-Key': key }, ''],
    [{ 'x-redmine-api-key': key }, ''],
    [{}, `&key=${key}`],
    [{ Authorization: `Basic ${Buffer.from(`${key}:x`).toString('base64')}` }, ''],
  ] as [Record<string, string>, string][]) {
    const { status, answer } = await list(headers, query);
    expect(status, JSON.stringify(headers) + query).toBe(401);
    expect(answer.headers()['www-authenticate']).toBeUndefined();
  }
  const mine = await ids({ ...bearer(await apiLogin(request)), 'X-Redmine-API-Key': key }, `&key=${key}`);
  expect(mine.length).toBeGreaterThan(0);
  for (const id of theirs) expect(mine).not.toContain(id);
  // The mock Redmine that takes the key is not reachable through this site.
  const direct = await request.get(`/redmine/issues.json?status_id=*&key=${key}`, {
    headers: { 'X-Redmine-API-Key': key, Accept: 'application/json' },
  });
  expect(direct.headers()['content-type'] ?? '').not.toContain('application/json');
}
