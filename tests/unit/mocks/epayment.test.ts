import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { nowMs } from '@mocks/world/clock';
import { call, login } from './mock-api';

beforeEach(() => resetWorld());

const BASE = '/rest/modules/epayment/processing';

async function credit(token: string): Promise<number> {
  return (await call('GET', '/rest/users/nurture-profiles', { token })).body.payload.credit as number;
}

describe('epayment', () => {
  it('lists consumers and gateways with preset amounts', async () => {
    const token = await login(ACCOUNTS.student);
    const consumers = (await call('GET', `${BASE}/consumers`, { token })).body.payload;
    expect(consumers[0]).toEqual({ name: 'NURTURE_CREDIT', displayName: 'افزایش اعتبار تغذیه' });
    const g = (await call('GET', `${BASE}/gateways?consumer=NURTURE_CREDIT`, { token })).body.payload;
    expect(g).toMatchObject({
      active: true,
      canCustomAmountPay: true,
      authzAmounts: [100_000, 200_000, 500_000, 1_000_000, 2_000_000],
    });
    expect(g.authzBanks.map((b: { id: number }) => b.id)).toEqual([1, 2, 3]);
    expect((await call('GET', `${BASE}/gateways?consumer=NOPE`, { token })).status).toBe(400);
  });

  it('a redirect gateway sends to the in-mock bank; paying returns to the callback and verify credits the wallet once', async () => {
    const token = await login(ACCOUNTS.student);
    const before = await credit(token);
    const r = await call('POST', `${BASE}/v3/payment-gates/process-payment`, {
      token,
      json: {
        amount: 200_000,
        callBackAppUrl: 'http://localhost:3000/payment-result',
        consumer: 'NURTURE_CREDIT',
        gatewayId: 1,
        currentPhase: null,
      },
    });
    expect(r.status).toBe(200);
    const redirect = r.body.payload.redirectUrl as string;
    expect(redirect).toMatch(/^\/__mock\/bank\?ref=\d+/);
    const page = await call('GET', redirect);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(page.text).toContain('درگاه پرداخت آزمایشی');
    const ref = new URL(redirect, 'http://x').searchParams.get('ref')!;
    const pending = (await call('GET', '/rest/payment-transactions/current', { token })).body.payload.content[0];
    expect(pending).toMatchObject({ paymentCode: ref, successful: false, amount: 200_000 });

    const done = await fetch(`http://localhost:3000/__mock/bank/complete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ref, status: 'SUCCESS' }).toString(),
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe(
      `http://localhost:3000/payment-result?ref=${ref}&status=SUCCESS&amount=200000`,
    );
    // The bank's word alone changes nothing: only the server's verification does.
    expect(await credit(token)).toBe(before);
    const verify = () =>
      call('POST', `${BASE}/v3/payment-gates/verify-payment`, { token, json: { paymentCode: ref, status: 'SUCCESS' } });
    const first = (await verify()).body.payload;
    expect(first).toMatchObject({
      paymentCode: ref,
      status: 'SUCCESS',
      amount: 200_000,
      credit: before + 200_000,
      bankCode: null,
    });
    // Verifying again (a reload of /payment-result) answers the same and credits nothing more.
    expect((await verify()).body.payload).toMatchObject({ status: 'SUCCESS', credit: before + 200_000 });
    expect(await credit(token)).toBe(before + 200_000);
    expect(
      (await call('GET', '/rest/payment-transactions/current', { token })).body.payload.content[0].successful,
    ).toBe(true);
    // A finished payment cannot be finished again, and its bank page says so.
    expect((await call('POST', '/__mock/bank/complete', { form: { ref, status: 'SUCCESS' } })).status).toBe(400);
    expect((await call('GET', redirect)).text).toContain('پیش‌تر به پایان رسیده');
  });

  it('a form gateway answers method, url and fields; an offline one has no URL; a cancel does not credit', async () => {
    const token = await login(ACCOUNTS.student);
    const pay = (gatewayId: number, amount = 500_000) =>
      call('POST', `${BASE}/v3/payment-gates/process-payment`, {
        token,
        json: { amount, callBackAppUrl: '/payment-result', consumer: 'NURTURE_CREDIT', gatewayId },
      });
    const form = (await pay(2)).body.payload;
    expect(form).toMatchObject({ method: 'POST', url: '/__mock/bank' });
    expect(form.formFields.ref).toMatch(/^\d+$/);
    const before = await credit(token);
    const cancel = await call('POST', '/__mock/bank/complete', {
      form: { ref: form.formFields.ref, status: 'CANCELED' },
      headers: { Accept: 'application/json' },
    });
    expect(cancel.body.payload.status).toBe('CANCELED');
    const verified = await call('POST', `${BASE}/v3/payment-gates/verify-payment`, {
      token,
      json: { paymentCode: form.formFields.ref },
    });
    expect(verified.body.payload).toMatchObject({
      status: 'CANCELED',
      bankCode: '17',
      bankMessage: 'تراکنش توسط کاربر در درگاه بانک لغو شد.',
    });
    expect(await credit(token)).toBe(before);
    expect((await pay(3)).body.payload).toEqual({ method: 'POST', url: '', formFields: {} });
  });

  it('checks the amount against presets, custom amounts and the gateway', async () => {
    const token = await login(ACCOUNTS.student);
    const pay = (json: Record<string, unknown>) =>
      call('POST', `${BASE}/v3/payment-gates/process-payment`, {
        token,
        json: { amount: 100_000, callBackAppUrl: '/payment-result', consumer: 'NURTURE_CREDIT', gatewayId: 1, ...json },
      });
    expect((await pay({ amount: 150_000 })).status).toBe(200);
    expect((await pay({ amount: 50_000 })).body.messageResource).toBe('EPAYMENT_AMOUNT_TOO_SMALL');
    expect((await pay({ gatewayId: 9 })).body.messageResource).toBe('EPAYMENT_GATEWAY_NOT_FOUND');
    expect((await pay({ consumer: 'DORMITORY_FEE', amount: 6_000_000, gatewayId: 2 })).body.messageResource).toBe(
      'EPAYMENT_CUSTOM_AMOUNT_NOT_ALLOWED',
    );
    // Same-origin callbacks only.
    expect((await pay({ callBackAppUrl: 'https://evil.example/payment-result' })).body.messageResource).toBe(
      'EPAYMENT_CALLBACK_FOREIGN',
    );
    expect((await pay({ callBackAppUrl: '//evil.example/payment-result' })).body.messageResource).toBe(
      'EPAYMENT_CALLBACK_FOREIGN',
    );
  });

  it("verify: a payment left at the bank stays pending, then times out; another user's payment is not found", async () => {
    const token = await login(ACCOUNTS.student);
    const started = await call('POST', `${BASE}/v3/payment-gates/process-payment`, {
      token,
      json: { amount: 100_000, callBackAppUrl: '/payment-result', consumer: 'NURTURE_CREDIT', gatewayId: 2 },
    });
    const ref = started.body.payload.paymentCode as string;
    expect(ref).toBe(started.body.payload.formFields.ref);
    const verify = (t: string) =>
      call('POST', `${BASE}/v3/payment-gates/verify-payment`, { token: t, json: { paymentCode: ref } });
    expect((await verify(token)).body.payload.status).toBe('PENDING');
    const other = await login(ACCOUNTS.student2);
    expect((await verify(other)).body.messageResource).toBe('EPAYMENT_PAYMENT_NOT_FOUND');
    await call('POST', '/__mock/clock', { json: { now: new Date(nowMs() + 16 * 60_000).toISOString() } });
    // (the access token has expired by then too: sign in again)
    expect((await verify(await login(ACCOUNTS.student))).body.payload).toMatchObject({
      status: 'TIMEOUT',
      bankCode: '51',
    });
  });
});
