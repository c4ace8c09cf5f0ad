import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { advanceClock } from '@mocks/world/clock';
import { call, contractMode, login } from './mock-api';

const { student, student2, staff } = ACCOUNTS;

beforeEach(() => resetWorld());

async function wallet(token: string) {
  const r = await call('GET', '/rest/users/nurture-profiles', { token });
  expect(r.status).toBe(200);
  return r.body.payload as {
    id: number;
    credit: number;
    subsidyCredit: number;
    subsidies: { id: number; credit: number; expirationDate: string }[];
  };
}

describe('wallet', () => {
  it('answers cash credit, live subsidies (expired ones excluded) and their sum', async () => {
    const token = await login(student);
    const w = await wallet(token);
    expect(w.credit).toBe(1_250_000);
    expect(w.subsidies.map((s) => s.credit)).toEqual([450_000, 300_000]);
    expect(w.subsidyCredit).toBe(750_000);
    // Pinned clock 2025-01-15 (Tehran): the first subsidy ends 12 days later at 23:59:59.
    expect(w.subsidies[0]!.expirationDate).toBe('2025-01-27 23:59:59');
  });

  it("answers the owner and the credit changes as the live server does (foodie's NurtureProfileDto.kt); a transfer is the newest change", async () => {
    const token = await login(student);
    const before = (await call('GET', '/rest/users/nurture-profiles', { token })).body.payload;
    expect(before.user).toMatchObject({ firstName: 'سارا', lastName: 'محمدی', username: 'student' });
    expect(before.creditChanges.length).toBeGreaterThan(0);
    expect(before.creditChanges.length).toBeLessThanOrEqual(50);
    for (const c of before.creditChanges) {
      expect(Number.isInteger(c.amount) && c.amount !== 0).toBe(true);
      // Jalali, as foodie's samples write it.
      expect(c.createDate).toMatch(/^14\d\d-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
    const sent = await call('PUT', '/rest/credit-transfers', {
      token,
      json: { username: 'student2', creditTransferAmount: 30_000, nurtureProfileId: before.id },
    });
    expect(sent.status).toBe(200);
    const after = (await call('GET', '/rest/users/nurture-profiles', { token })).body.payload;
    // The pinned clock: 2025-01-15 08:30 Tehran is 1403/10/26.
    expect(after.creditChanges[0]).toEqual({ amount: -30_000, createDate: '1403-10-26 08:30:00' });
  });

  it('a subsidy disappears when the mock clock passes its expiry', async () => {
    const token = await login(student);
    advanceClock(13 * 24 * 60 * 60 * 1000);
    const fresh = await login(student);
    const w = await wallet(fresh);
    expect(w.subsidies.map((s) => s.credit)).toEqual([300_000]);
    expect(w.subsidyCredit).toBe(300_000);
    expect(token).not.toBe(fresh);
  });
});

describe('credit transfer', () => {
  it('a cash transfer deducts from the sender and credits the receiver; both see it', async () => {
    const a = await login(student);
    const b = await login(student2);
    const before = await wallet(b);
    const from = await wallet(a);
    const r = await call('PUT', '/rest/credit-transfers', {
      token: a,
      json: { username: student2.username, creditTransferAmount: 250_000, nurtureProfileId: from.id },
    });
    expect(r.status).toBe(200);
    expect(r.body.messageFa).toContain('۲۵٬۰۰۰');
    expect((await wallet(a)).credit).toBe(from.credit - 250_000);
    expect((await wallet(b)).credit).toBe(before.credit + 250_000);
    const logs = await call('GET', '/rest/users/activity-logs?page=0&size=1', { token: b });
    expect(logs.body.payload.items[0].activityTypeClassName).toBe('CreditTransferReceiveActivity');
  });

  it('enforces the bounds, the balance and the destination', async () => {
    const token = await login(student);
    const { id } = await wallet(token);
    const transfer = (json: Record<string, unknown>) =>
      call('PUT', '/rest/credit-transfers', {
        token,
        json: { nurtureProfileId: id, username: student2.username, ...json },
      });
    const info = (await call('GET', '/rest/credit-transfers', { token })).body.payload;
    expect(info).toMatchObject({ minCreditTransferAmount: 10_000, maxCreditTransferAmount: 5_000_000 });

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ creditTransferAmount: 9_990 }, 'CREDIT_TRANSFER_MIN_AMOUNT'],
      [{ creditTransferAmount: 5_000_010 }, 'CREDIT_TRANSFER_MAX_AMOUNT'],
      [{ creditTransferAmount: 2_000_000 }, 'CREDIT_NOT_ENOUGH'],
      [{ creditTransferAmount: 50_000, username: 'nobody' }, 'CREDIT_TRANSFER_RECEIVER_NOT_FOUND'],
      [{ creditTransferAmount: 50_000, username: student.username }, 'CREDIT_TRANSFER_TO_SELF'],
      [{ creditTransferAmount: 50_000, username: 'ab' }, 'CREDIT_TRANSFER_USERNAME_INVALID'],
      [{ creditTransferAmount: 50_000, nurtureProfileId: 1 }, 'NURTURE_PROFILE_MISMATCH'],
      [{ creditTransferAmount: 0 }, 'CREDIT_TRANSFER_AMOUNT_INVALID'],
    ];
    expect((await transfer({ creditTransferAmount: 50_000, username: 'ab' })).body.payload).toMatchObject({
      field: 'body.username',
      rule: 'minLength',
    });
    // The handler's own rules, behind the contract check.
    await contractMode('off');
    for (const [body, resource] of cases) {
      const r = await transfer(body);
      expect([r.status, r.body.messageResource], JSON.stringify(body)).toEqual([400, resource]);
      expect(r.body.messageFa).toBeTruthy();
    }
    expect((await wallet(token)).credit).toBe(1_250_000);
  });

  it('a subsidy transfer moves part of one entry, up to its credit, keeping its expiry', async () => {
    const a = await login(student);
    const w = await wallet(a);
    const first = w.subsidies[0]!;
    const over = await call('PUT', '/rest/credit-transfers', {
      token: a,
      json: {
        username: student2.username,
        creditTransferAmount: first.credit + 10,
        nurtureProfileId: w.id,
        transferType: 'SUBSIDY',
        subsidyId: first.id,
      },
    });
    expect(over.body.messageResource).toBe('CREDIT_TRANSFER_MAX_AMOUNT');
    const r = await call('PUT', '/rest/credit-transfers', {
      token: a,
      json: {
        username: student2.username,
        creditTransferAmount: 100_000,
        nurtureProfileId: w.id,
        transferType: 'SUBSIDY',
        subsidyId: first.id,
      },
    });
    expect(r.status).toBe(200);
    expect((await wallet(a)).subsidies[0]!.credit).toBe(first.credit - 100_000);
    const received = (await wallet(await login(student2))).subsidies.find(
      (s) => s.expirationDate === first.expirationDate,
    );
    expect(received?.credit).toBe(100_000);
  });

  it('a group without SUBSIDY in transferTypes cannot send subsidy', async () => {
    const token = await login(staff);
    const w = await wallet(token);
    const r = await call('PUT', '/rest/credit-transfers', {
      token,
      json: {
        username: student.username,
        creditTransferAmount: 10_000,
        nurtureProfileId: w.id,
        transferType: 'SUBSIDY',
        subsidyId: 1,
      },
    });
    expect(r.body.messageResource).toBe('CREDIT_TRANSFER_TYPE_NOT_ALLOWED');
  });

  it('the low-credit persona cannot transfer', async () => {
    await call('POST', '/__mock/persona', { json: { id: 'low-credit' } });
    const token = await login(student);
    const w = await wallet(token);
    expect(w.credit).toBe(5_000);
    expect(w.subsidyCredit).toBe(3_000);
    const r = await call('PUT', '/rest/credit-transfers', {
      token,
      json: { username: student2.username, creditTransferAmount: 10_000, nurtureProfileId: w.id },
    });
    expect(r.body.messageResource).toBe('CREDIT_NOT_ENOUGH');
  });
});
