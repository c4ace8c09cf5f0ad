// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { nowMs } from '@mocks/world/clock';
import { db } from '@mocks/world/db';
import { dateOfEpochDay, epochDayAt, weekStartOf } from '@mocks/world/program-calendar';
import { call, login } from './mock-api';

/* Teammates (modules.md 2.3, 4, 7) in the mock server. */

const { student, student2, staff } = ACCOUNTS;
const LIST = '/rest/nurtures/users/teammates?page=0&size=999';

beforeEach(() => resetWorld());

interface Row {
  id: number;
  user: { username: string; firstName: string | null; lastName: string | null };
  status: 'WAITING' | 'FINAL';
  reserveCount: number;
  direction: 'SENT' | 'RECEIVED';
  invitedBy: { username: string };
}

async function list(token: string): Promise<Row[]> {
  const r = await call('GET', LIST, { token });
  expect(r.status, r.text).toBe(200);
  expect(r.body.payload.totalElements).toBe(r.body.payload.content.length);
  return r.body.payload.content;
}

const crowd = (n: number) => {
  const user = db.user.findFirst({ where: { id: { equals: 1100 + n } } })!;
  const profile = db.profile.findFirst({ where: { userId: { equals: user.id } } })!;
  return { username: user.username, password: 'student123', studentNumber: profile.student!.studentNumber! };
};

describe('the student-teammates persona', () => {
  beforeEach(async () => {
    await call('POST', '/__mock/persona', { json: { id: 'student-teammates' } });
  });

  it('has one FINAL teammate and one WAITING invitation from someone else; teammate reserves show in the week', async () => {
    const token = await login(student);
    const rows = await list(token);
    expect(rows.map((r) => [r.user.username, r.status, r.direction])).toEqual([
      [student2.username, 'FINAL', 'SENT'],
      [student.username, 'WAITING', 'RECEIVED'],
    ]);
    expect(rows[1]!.invitedBy.username).toBe(crowd(0).username);
    expect(rows[0]!.reserveCount).toBeGreaterThan(0);

    const week = await call('GET', `/rest/reserves?weekStartDate=${dateOfEpochDay(weekStartOf(epochDayAt(nowMs())))}`, {
      token,
    });
    const mates = week.body.payload.weekDays.flatMap(
      (d: { mealTypes: Array<{ teammateReserve: Array<{ username: string; firstName: string }> }> }) =>
        d.mealTypes.flatMap((m) => m.teammateReserve),
    );
    expect(mates.length).toBeGreaterThan(0);
    expect(mates[0]).toMatchObject({ username: student2.username, firstName: 'امیرحسین', selectedCount: 1 });
  });

  it('only the invited side confirms; confirming makes it FINAL', async () => {
    const token = await login(student);
    const [sent, received] = await list(token);
    const notMine = await call('PUT', `/rest/nurtures/users/teammates/${sent!.id}`, {
      token,
      json: { confirmation: true },
    });
    expect([notMine.status, notMine.body.messageResource]).toEqual([400, 'TEAMMATE_CONFIRM_NOT_ALLOWED']);
    expect(
      (await call('PUT', `/rest/nurtures/users/teammates/${received!.id}`, { token, json: { confirmation: true } }))
        .status,
    ).toBe(200);
    const after = await list(token);
    expect(after[1]).toMatchObject({ id: received!.id, status: 'FINAL', user: { username: crowd(0).username } });
    // The inviter sees the student as FINAL.
    const inviter = await list(await login(crowd(0)));
    expect(inviter).toEqual([
      expect.objectContaining({
        status: 'FINAL',
        direction: 'SENT',
        user: expect.objectContaining({ username: student.username }),
      }),
    ]);
  });

  it('either side deletes (leave, remove, reject)', async () => {
    const [sent, received] = await list(await login(student));
    // The teammate leaves.
    expect(
      (await call('DELETE', `/rest/nurtures/users/teammates/${sent!.id}`, { token: await login(student2) })).status,
    ).toBe(200);
    // The student rejects the invitation.
    const token = await login(student);
    expect((await call('DELETE', `/rest/nurtures/users/teammates/${received!.id}`, { token })).status).toBe(200);
    expect(await list(token)).toEqual([]);
    const gone = await call('DELETE', `/rest/nurtures/users/teammates/${received!.id}`, { token });
    expect([gone.status, gone.body.messageResource]).toEqual([404, 'TEAMMATE_NOT_FOUND']);
  });
});

describe('inviting', () => {
  it('invites by student number; the invitee accepts; unknown, self, staff and duplicates are refused', async () => {
    const token = await login(student);
    expect(await list(token)).toEqual([]);
    const invite = (username: string) => call('POST', '/rest/nurtures/users/teammates', { token, json: { username } });

    const unknown = await invite('4099999999');
    expect([unknown.status, unknown.body.type, unknown.body.messageResource]).toEqual([404, 'ERROR', 'USER_NOT_FOUND']);
    expect(unknown.body.messageFa).toBeTruthy();
    expect((await invite(student.username)).status).toBe(400);
    expect((await invite(staff.username)).body.messageResource).toBe('TEAMMATE_NOT_STUDENT');
    expect((await invite('   ')).body.messageResource).toBe('TEAMMATE_USERNAME_REQUIRED');

    const mate = crowd(1);
    const r = await invite(mate.studentNumber);
    expect(r.status, r.text).toBe(200);
    expect((await invite(mate.username)).body.messageResource).toBe('TEAMMATE_ALREADY_EXISTS');
    const [row] = await list(token);
    expect(row).toMatchObject({ status: 'WAITING', direction: 'SENT', user: { username: mate.username } });

    const other = await login(mate);
    const [own] = await list(other);
    expect(own).toMatchObject({
      id: row!.id,
      status: 'WAITING',
      direction: 'RECEIVED',
      user: { username: mate.username },
      invitedBy: { username: student.username },
    });
    expect(
      (await call('PUT', `/rest/nurtures/users/teammates/${own!.id}`, { token: other, json: { confirmation: true } }))
        .status,
    ).toBe(200);
    expect((await list(token))[0]!.status).toBe('FINAL');
  });

  it('a group without checkTeammate is refused', async () => {
    const r = await call('GET', LIST, { token: await login(staff) });
    expect([r.status, r.body.messageResource]).toEqual([403, 'TEAMMATE_NOT_ALLOWED']);
  });
});
