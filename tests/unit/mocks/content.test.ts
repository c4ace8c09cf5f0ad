import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { advanceClock } from '@mocks/world/clock';
import { base64ToUtf8, utf8ToBase64 } from '@mocks/world/bytes';
import { call, login } from './mock-api';

const { student, student2, staff } = ACCOUNTS;

beforeEach(() => resetWorld());

describe('messages', () => {
  it('the inbox holds one unread force-read message with an attachment, newest first', async () => {
    const token = await login(student);
    const r = await call('GET', '/rest/users/me/messages/inbox?page=0&size=20', { token });
    const content = r.body.payload.content as Array<{
      id: number;
      read: boolean;
      forceRead: boolean;
      message: { date: string; body: string; fileInfoIds: number[]; subject: string };
    }>;
    expect(r.body.payload.totalElements).toBe(6);
    const forced = content.filter((m) => m.forceRead && !m.read);
    expect(forced).toHaveLength(1);
    expect(forced[0]!.message.fileInfoIds).toEqual([501]);
    expect(base64ToUtf8(forced[0]!.message.body)).toContain('<b>لغو رزرو</b>');
    const dates = content.map((m) => m.message.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('an unread force-read message cannot be deleted until it is read', async () => {
    const token = await login(student);
    const inbox = (await call('GET', '/rest/users/me/messages/inbox', { token })).body.payload.content as Array<{
      id: number;
      forceRead: boolean;
    }>;
    const forced = inbox.find((m) => m.forceRead)!;
    expect((await call('DELETE', `/rest/users/me/messages/${forced.id}`, { token })).body.messageResource).toBe(
      'MESSAGE_FORCE_READ_NOT_DELETABLE',
    );
    expect((await call('PUT', `/rest/users/me/messages/${forced.id}`, { token })).status).toBe(200);
    expect((await call('GET', `/rest/users/me/messages/${forced.id}`, { token })).body.payload.read).toBe(true);
    expect((await call('DELETE', `/rest/users/me/messages/${forced.id}`, { token })).status).toBe(200);
    expect((await call('GET', `/rest/users/me/messages/${forced.id}`, { token })).status).toBe(404);
  });

  it("another user's message is not found", async () => {
    const token = await login(student2);
    const theirs = (await call('GET', '/rest/users/me/messages/inbox', { token: await login(student) })).body.payload
      .content[0].id as number;
    expect((await call('GET', `/rest/users/me/messages/${theirs}`, { token })).status).toBe(404);
  });

  it("sending puts the message in the outbox and each receiver's inbox", async () => {
    const token = await login(student);
    const body = utf8ToBase64('<p>سلام</p>');
    const r = await call('POST', '/rest/users/me/messages', {
      token,
      json: { receiverUsernames: ['staff', 'student2'], subject: 'پرسش دربارهٔ یارانه', body },
    });
    expect(r.status).toBe(200);
    expect(
      (await call('GET', '/rest/users/me/messages/outbox', { token })).body.payload.content[0].message.subject,
    ).toBe('پرسش دربارهٔ یارانه');
    const staffInbox = (await call('GET', '/rest/users/me/messages/inbox', { token: await login(staff) })).body.payload
      .content;
    expect(staffInbox[0]).toMatchObject({ read: false, message: { subject: 'پرسش دربارهٔ یارانه', body } });
    const bad = await call('POST', '/rest/users/me/messages', {
      token,
      json: { receiverUsernames: ['ghost'], subject: 'موضوع', body },
    });
    expect(bad.body.messageResource).toBe('MESSAGE_RECEIVER_NOT_FOUND');
  });

  it('downloads an attachment as binary', async () => {
    const token = await login(student);
    const response = await fetch('http://localhost:3000/rest/file/download/501', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain("filename*=UTF-8''");
    const text = new TextDecoder().decode(await response.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect((await call('GET', '/rest/file/download/1', { token })).status).toBe(404);
  });
});

describe('activity logs', () => {
  it("pages the user's logs newest first, with the total", async () => {
    const token = await login(student);
    const first = (await call('GET', '/rest/users/activity-logs?page=0&size=10', { token })).body.payload;
    expect(first.total).toBe(42);
    expect(first.items).toHaveLength(10);
    const last = (await call('GET', '/rest/users/activity-logs?page=4&size=10', { token })).body.payload;
    expect(last.items).toHaveLength(2);
    expect(typeof JSON.parse(first.items[0].activityTypeJson)).toBe('object');
    expect(first.items[0].occurDate >= first.items[9].occurDate).toBe(true);
  });

  it('filters by a date range of whole Tehran days', async () => {
    const token = await login(student);
    const all = (await call('GET', '/rest/users/activity-logs?size=200', { token })).body.payload.items as Array<{
      occurDate: string;
    }>;
    const r = (await call('GET', '/rest/users/activity-logs?size=200&fromDate=2025-01-01&toDate=2025-01-10', { token }))
      .body.payload;
    const expected = all.filter((i) => i.occurDate >= '2025-01-01' && i.occurDate <= '2025-01-10 23:59:59');
    expect(r.total).toBe(expected.length);
    expect(r.total).toBeGreaterThan(0);
    expect(r.items.every((i: { occurDate: string }) => i.occurDate.startsWith('2025-01'))).toBe(true);
    expect((await call('GET', '/rest/users/activity-logs?fromDate=1403/10/01', { token })).body.messageResource).toBe(
      'INVALID_DATE',
    );
    expect(
      (await call('GET', '/rest/users/activity-logs?fromDate=2025-02-01&toDate=2025-01-01', { token })).body
        .messageResource,
    ).toBe('INVALID_DATE_RANGE');
  });
});

describe('announcements', () => {
  it("are public and show only what is published by the mock clock's now", async () => {
    const now = (await call('GET', '/rest/announcements?page=0&size=10')).body.payload;
    expect(now.totalElements).toBe(6);
    expect(now.content[0].title).toBe('آغاز رزرو غذای نیمسال دوم');
    advanceClock(3 * 24 * 60 * 60 * 1000);
    const later = (await call('GET', '/rest/announcements')).body.payload;
    expect(later.totalElements).toBe(7);
  });
});

describe('payment transactions', () => {
  it("pages the user's payments (size 10) and needs ROLE_USER_VIEW_OWN_PAYMENTS", async () => {
    const token = await login(student);
    const p0 = (await call('GET', '/rest/payment-transactions/current?page=0&size=10', { token })).body.payload;
    expect(p0).toMatchObject({ totalElements: 23, number: 0, size: 10 });
    expect(p0.content).toHaveLength(10);
    expect(p0.content[0].startDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const p2 = (await call('GET', '/rest/payment-transactions/current?page=2&size=10', { token })).body.payload;
    expect(p2.content).toHaveLength(3);
    expect((await call('GET', '/rest/payment-transactions/current?page=-1', { token })).status).toBe(400);

    const other = await login({
      username: (await call('GET', '/__mock/personas')).body.accounts.find((a: { key: string }) => a.key === 'student2')
        .username,
      password: 'student123',
    });
    expect((await call('GET', '/rest/payment-transactions/current', { token: other })).status).toBe(200);
  });
});
