import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
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
    expect(g).toMatchObject({ active: true, canCustomAmountPay: true, authzAmounts: [100_000, 200_000, 500_000, 1_000_000, 2_000_000] });
    expect(g.authzBanks.map((b: { id: number }) => b.id)).toEqual([1, 2, 3]);
    expect((await call('GET', `${BASE}/gateways?consumer=NOPE`, { token })).status).toBe(400);
  });

  it('a redirect gateway sends to the in-mock bank; paying credits the wallet and returns to the callback', async () => {
    const token = await login(ACCOUNTS.student);
    const before = await credit(token);
    const r = await call('POST', `${BASE}/v3/payment-gates/process-payment`, {
      token,
      json: { amount: 200_000, callBackAppUrl: 'http://localhost:3000/payment-result', consumer: 'NURTURE_CREDIT', gatewayId: 1, currentPhase: null },
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
    expect(done.headers.get('Location')).toBe(`http://localhost:3000/payment-result?ref=${ref}&status=SUCCESS&amount=200000`);
    expect(await credit(token)).toBe(before + 200_000);
    expect((await call('GET', '/rest/payment-transactions/current', { token })).body.payload.content[0].successful).toBe(true);
    // A finished payment cannot be finished again.
    expect((await call('POST', '/__mock/bank/complete', { form: { ref, status: 'SUCCESS' } })).status).toBe(400);
  });

  it('a form gateway answers method, url and fields; an offline one has no URL; a cancel does not credit', async () => {
    const token = await login(ACCOUNTS.student);
    const pay = (gatewayId: number, amount = 500_000) =>
      call('POST', `${BASE}/v3/payment-gates/process-payment`, { token, json: { amount, callBackAppUrl: '/payment-result', consumer: 'NURTURE_CREDIT', gatewayId } });
    const form = (await pay(2)).body.payload;
    expect(form).toMatchObject({ method: 'POST', url: '/__mock/bank' });
    expect(form.formFields.ref).toMatch(/^\d+$/);
    const before = await credit(token);
    const cancel = await call('POST', '/__mock/bank/complete', { form: { ref: form.formFields.ref, status: 'CANCELED' }, headers: { Accept: 'application/json' } });
    expect(cancel.body.payload.status).toBe('CANCELED');
    expect(await credit(token)).toBe(before);
    expect((await pay(3)).body.payload).toEqual({ method: 'POST', url: '', formFields: {} });
  });

  it('checks the amount against presets, custom amounts and the gateway', async () => {
    const token = await login(ACCOUNTS.student);
    const pay = (json: Record<string, unknown>) =>
      call('POST', `${BASE}/v3/payment-gates/process-payment`, { token, json: { amount: 100_000, callBackAppUrl: '/payment-result', consumer: 'NURTURE_CREDIT', gatewayId: 1, ...json } });
    expect((await pay({ amount: 150_000 })).status).toBe(200);
    expect((await pay({ amount: 50_000 })).body.messageResource).toBe('EPAYMENT_AMOUNT_TOO_SMALL');
    expect((await pay({ gatewayId: 9 })).body.messageResource).toBe('EPAYMENT_GATEWAY_NOT_FOUND');
    expect((await pay({ consumer: 'DORMITORY_FEE', amount: 6_000_000, gatewayId: 2 })).body.messageResource).toBe('EPAYMENT_CUSTOM_AMOUNT_NOT_ALLOWED');
  });
});
