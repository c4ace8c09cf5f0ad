import { beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '@/config/load-config';
import { resetWorld, TEST_NOW } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { PERSONA_IDS } from '@mocks/world/personas';
import { call, login } from './mock-api';

beforeEach(() => resetWorld());

describe('fault injection', () => {
  it('a 500 with a messageResource on one route for one call; the next call succeeds', async () => {
    const token = await login(ACCOUNTS.student);
    const added = await call('POST', '/__mock/faults', {
      json: {
        faults: [
          {
            method: 'GET',
            path: '/rest/users/me',
            status: 500,
            messageResource: 'SERVER_DOWN',
            messageFa: 'سرور در دسترس نیست',
            times: 1,
          },
        ],
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.rules).toHaveLength(1);
    const failed = await call('GET', '/rest/users/me', { token });
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({
      type: 'ERROR',
      code: 500,
      messageResource: 'SERVER_DOWN',
      messageFa: 'سرور در دسترس نیست',
    });
    const next = await call('GET', '/rest/users/me', { token });
    expect(next.status).toBe(200);
    expect((await call('GET', '/__mock/faults')).body.rules).toEqual([]);
  });

  it('matches method and path patterns, answers malformed JSON, and is cleared by DELETE', async () => {
    const token = await login(ACCOUNTS.student);
    await call('POST', '/__mock/faults', {
      json: { method: '*', path: '/rest/users/me/messages/:id', kind: 'malformed' },
    });
    const broken = await call('GET', '/rest/users/me/messages/601', { token });
    expect(broken.status).toBe(200);
    expect(() => JSON.parse(broken.text)).toThrow();
    // Other routes are untouched; the rule stays until cleared.
    expect((await call('GET', '/rest/users/me/messages/inbox', { token })).status).toBe(200);
    expect((await call('GET', '/rest/users/me/messages/602', { token })).status).toBe(200);
    expect((await call('DELETE', '/__mock/faults')).body.rules).toEqual([]);
    expect((await call('GET', '/rest/users/me/messages/601', { token })).body.payload.id).toBe(601);
  });

  it('malformed-item: the real answer with one element of one list made malformed', async () => {
    const token = await login(ACCOUNTS.student);
    const before = (await call('GET', '/rest/users/me/messages/inbox?page=0&size=100', { token })).body;
    await call('POST', '/__mock/faults', {
      json: { path: '/rest/users/me/messages/inbox', kind: 'malformed-item', times: 1 },
    });
    const broken = (await call('GET', '/rest/users/me/messages/inbox?page=0&size=100', { token })).body;
    const [first, ...rest] = broken.payload.content;
    // By default every field but the id is null; the rest of the answer is the real one.
    expect(first).toEqual({ id: before.payload.content[0].id, read: null, forceRead: null, message: null });
    expect(rest).toEqual(before.payload.content.slice(1));
    expect(broken.payload.totalElements).toBe(before.payload.totalElements);
    // A named list, element and patch.
    await call('POST', '/__mock/faults', {
      json: {
        path: '/rest/announcements',
        kind: 'malformed-item',
        list: 'payload.content',
        index: 1,
        item: { title: 42 },
      },
    });
    const announcements = (await call('GET', '/rest/announcements?page=0&size=20')).body.payload.content;
    expect(announcements[1].title).toBe(42);
    expect(typeof announcements[0].title).toBe('string');
    expect(
      (await call('POST', '/__mock/faults', { json: { path: '/rest/x', kind: 'malformed-item', index: -1 } })).status,
    ).toBe(400);
  });

  it('oversized-page: the real list grown to `count` items whatever size was asked, ids unique', async () => {
    const token = await login(ACCOUNTS.student);
    const before = (await call('GET', '/rest/users/me/messages/inbox?page=0&size=2', { token })).body;
    await call('POST', '/__mock/faults', {
      json: { path: '/rest/users/me/messages/inbox', kind: 'oversized-page', count: 300, times: 1 },
    });
    const big = (await call('GET', '/rest/users/me/messages/inbox?page=0&size=2', { token })).body;
    const content = big.payload.content as { id: number }[];
    expect(content).toHaveLength(300);
    expect(content.slice(0, before.payload.content.length)).toEqual(before.payload.content);
    expect(new Set(content.map((m) => m.id)).size).toBe(300);
    // A named list; a count out of bounds is refused.
    await call('POST', '/__mock/faults', {
      json: { path: '/rest/announcements', kind: 'oversized-page', list: 'payload.content', count: 50 },
    });
    expect((await call('GET', '/rest/announcements?page=0&size=20')).body.payload.content).toHaveLength(50);
    expect(
      (await call('POST', '/__mock/faults', { json: { path: '/rest/x', kind: 'oversized-page', count: 0 } })).status,
    ).toBe(400);
  });

  it('drop-after: the route acts, then the answer is lost (a network error); once', async () => {
    const token = await login(ACCOUNTS.student);
    const wallet = async () =>
      (await call('GET', '/rest/users/nurture-profiles', { token })).body.payload as { id: number; credit: number };
    const credit = async () => (await wallet()).credit;
    const before = await credit();
    await call('POST', '/__mock/faults', {
      json: { method: 'PUT', path: '/rest/credit-transfers', kind: 'drop-after', times: 1 },
    });
    const transfer = {
      username: 'student2',
      creditTransferAmount: 20_000,
      nurtureProfileId: (await wallet()).id,
      transferType: 'CASH',
    };
    await expect(call('PUT', '/rest/credit-transfers', { token, json: transfer })).rejects.toThrow();
    // The transfer was made although its answer never came.
    expect(await credit()).toBe(before - 20_000);
    expect((await call('GET', '/__mock/faults')).body.rules).toEqual([]);
  });

  it('a timeout fault holds the answer past the client timeout (the client aborts)', async () => {
    await call('POST', '/__mock/faults', { json: { path: '/rest/announcements', kind: 'timeout', times: 1 } });
    const controller = new AbortController();
    let answered = false;
    const pending = fetch('http://localhost:3000/rest/announcements', { signal: controller.signal }).finally(() => {
      answered = true;
    });
    // A call after it (the fault was for one) has its answer; the held one still has none.
    expect((await call('GET', '/rest/announcements')).status).toBe(200);
    expect(answered).toBe(false);
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  it('adds latency to every API call; oauth faults answer the OAuth error shape', async () => {
    await call('POST', '/__mock/faults', { json: { latencyMs: 150 } });
    const started = performance.now();
    await call('GET', '/rest/announcements');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    await call('POST', '/__mock/faults', { json: { latencyMs: 0, path: '/oauth/token', status: 503 } });
    const r = await call('POST', '/oauth/token', { form: { grant_type: 'password' } });
    expect([r.status, r.body.error]).toEqual([503, 'server_error']);
  });

  it('rejects an invalid fault', async () => {
    const r = await call('POST', '/__mock/faults', { json: { path: 'rest/x', status: 42 } });
    expect(r.status).toBe(400);
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/rest/no-such-module/items?page=0'],
    ['POST', '/rest/nothing/here'],
    ['GET', '/oauth/authorize'],
    ['POST', '/face-service/face/other'],
    ['GET', '/helpdesk/no-such-resource.json'],
    ['GET', '/__mock/nothing'],
  ])('%s %s answers 404 with the error envelope', async (method, path) => {
    const r = await call(method, path);
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ type: 'ERROR', code: 404, messageResource: 'NOT_FOUND', payload: null });
    expect(r.body.message).toContain(path.split('?')[0]);
  });
});

describe('control API', () => {
  it('answers at the root only: /rest/__mock/... and /helpdesk/__mock/... are not the control API', async () => {
    for (const path of ['/rest/__mock/persona', '/helpdesk/issues/__mock/persona', '/face-service/x__mock/persona']) {
      expect((await call('POST', path, { json: { id: 'cloud' } })).status, path).toBe(404);
    }
    expect((await call('GET', '/__mock/persona')).body.id).toBe('student');
  });

  it('lists personas with credentials and the OAuth client', async () => {
    const r = (await call('GET', '/__mock/personas')).body;
    expect(r.personas.map((p: { id: string }) => p.id)).toEqual([...PERSONA_IDS]);
    expect(r.oauthClient).toEqual({ id: 'samad-web', secret: 'samad-web-secret' });
    for (const p of r.personas)
      expect(p).toMatchObject({
        username: expect.any(String),
        password: expect.any(String),
        description: expect.any(String),
      });
    // Every persona's credentials log in (switching first, as QA would).
    for (const p of r.personas as Array<{ id: string; username: string; password: string }>) {
      if (p.id === 'student-captcha') continue;
      await call('POST', '/__mock/persona', { json: { id: p.id } });
      expect(
        (
          await call('POST', '/oauth/token', {
            headers: { Authorization: `Basic ${btoa('samad-web:samad-web-secret')}` },
            form: { grant_type: 'password', username: p.username, password: p.password },
          })
        ).status,
        p.id,
      ).toBe(200);
    }
  });

  it("GET /config.json answers each persona's runtime config, valid for src/config/schema.ts", async () => {
    for (const id of PERSONA_IDS) {
      await call('POST', '/__mock/persona', { json: { id } });
      const answer = await call('GET', '/config.json');
      // Served to anyone before sign-in: no helpdesk key, no client password.
      expect(answer.text, id).not.toMatch(/helpdeskApiKey|oauthClientSecret|mock-redmine|secret/i);
      const config = parseConfig(answer.body);
      if (id === 'cloud') expect(config.serveMode).toBe('cloud');
      else expect(config.university?.unikey).toBe('sbu');
      if (id === 'student-captcha') expect(config.university?.captchaEnable).toBe(1);
      if (id === 'auto-logout') expect(config.university?.autoLogoutTime).toBe(30);
      if (id === 'staff') expect(config.ui.showModalOnLogin).toBe(true);
      if (id === 'student')
        expect(config.university).toMatchObject({ captchaEnable: -1, autoLogoutTime: -1, samad: { nurture: true } });
    }
    const cloud = await call('GET', '/rest/universities?version=2.0.7');
    expect(cloud.body.map((u: { unikey: string }) => u.unikey)).toEqual(['sbu', 'ut', 'sharif']);
  });

  it('sets and reads the clock; reset returns to the seed', async () => {
    expect((await call('GET', '/__mock/clock')).body.now).toBe(new Date(TEST_NOW).toISOString());
    const set = await call('POST', '/__mock/clock', { json: { now: '2025-03-01T10:00:00+03:30', frozen: true } });
    expect(set.body).toEqual({ now: '2025-03-01T06:30:00.000Z', real: false, frozen: true });
    expect((await call('POST', '/__mock/clock', { json: { now: 'yesterday' } })).status).toBe(400);

    const token = await login(ACCOUNTS.student);
    const wallet = (await call('GET', '/rest/users/nurture-profiles', { token })).body.payload;
    await call('PUT', '/rest/credit-transfers', {
      token,
      json: { username: 'student2', creditTransferAmount: 100_000, nurtureProfileId: wallet.id },
    });
    expect((await call('GET', '/rest/users/nurture-profiles', { token })).body.payload.credit).toBe(1_150_000);

    const reset = await call('POST', '/__mock/reset');
    expect(reset.body.persona).toBe('student');
    expect(reset.body.clock.now).toBe(new Date(TEST_NOW).toISOString());
    // The old session is gone with the old world.
    expect((await call('GET', '/rest/users/nurture-profiles', { token })).status).toBe(401);
    const fresh = await login(ACCOUNTS.student);
    expect((await call('GET', '/rest/users/nurture-profiles', { token: fresh })).body.payload.credit).toBe(1_250_000);
  });

  it('reseeding around a new clock moves the seeded dates with it', async () => {
    await call('POST', '/__mock/clock', { json: { now: '2025-06-01T09:00:00+03:30', frozen: true, reseed: true } });
    const token = await login(ACCOUNTS.student);
    const w = (await call('GET', '/rest/users/nurture-profiles', { token })).body.payload;
    expect(w.subsidies[0].expirationDate).toBe('2025-06-13 23:59:59');
  });

  it('changes token lifetimes through settings', async () => {
    const r = await call('POST', '/__mock/settings', { json: { accessTokenSeconds: 30 } });
    expect(r.body.accessTokenSeconds).toBe(30);
    const t = await call('POST', '/oauth/token', {
      headers: { Authorization: `Basic ${btoa('samad-web:samad-web-secret')}` },
      form: { grant_type: 'password', username: 'student', password: 'student123' },
    });
    expect(t.body.expires_in).toBe(30);
    expect((await call('POST', '/__mock/settings', { json: { accessTokenSeconds: -1 } })).status).toBe(400);
  });
});
