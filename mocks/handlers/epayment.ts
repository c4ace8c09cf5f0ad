import { HttpResponse } from 'msw';
import { isSession, requireUser } from '../auth';
import { anyOrigin, asInt, asString, badRequest, epaymentHttp, failure, invalidBody, ok, readJson, untypedHttp } from '../http';
import { logActivity } from '../world/activity';
import { randomHex } from '../world/bytes';
import { nowMs } from '../world/clock';
import { db, nextId, type PaymentRow } from '../world/db';
import { faNumber } from '../world/format';
import { runtimeMode } from '../world/settings';
import { walletOf } from '../world/views';

/*
 * Online credit charge (platform.md 2.8, 4, 7; openapi epayment.yaml): consumers, gateways with
 * preset amounts, and process-payment, which starts a PENDING transaction and answers either a
 * redirect (gateway kind `redirect`) or a form to post (kind `form`) to the in-mock bank page;
 * a gateway of kind `offline` answers a form without URL ("this gateway does not respond").
 * The bank page lets the tester pay or cancel; paying credits the wallet and returns the user to
 * `callBackAppUrl` with `ref`, `status` and `amount`.
 *
 * The bank page: the standalone server and MSW's Node server serve it at /__mock/bank; the browser
 * worker cannot answer a page navigation, so mock mode uses the static mocks/public/mock-bank.html,
 * which hands its result back through localStorage (applied by mocks/browser.ts on the next start).
 */

const MAX_AMOUNT = 500_000_000;
export const BANK_RESULTS_KEY = 'samad-mock.bank-results';

function bankPath(): string {
  return runtimeMode() === 'browser' ? '/mock-bank.html' : '/__mock/bank';
}

const consumers = epaymentHttp.get('/rest/modules/epayment/processing/consumers', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const rows = db.consumer.findMany({ where: { active: { equals: true } } });
  return response(200).json(ok(rows.map((c) => ({ name: c.name, displayName: c.displayName }))));
});

function chargeForbidden(userId: number): boolean {
  return db.profile.findFirst({ where: { userId: { equals: userId } } })?.group.onlineCreditChargeForbidden ?? false;
}

const gateways = epaymentHttp.get('/rest/modules/epayment/processing/gateways', ({ request, query, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const consumer = db.consumer.findFirst({ where: { name: { equals: query.get('consumer') ?? '' } } });
  if (!consumer) {
    return response('default').json(badRequest('EPAYMENT_CONSUMER_NOT_FOUND', 'نوع پرداخت نامعتبر است.', 'Unknown consumer'), { status: 400 });
  }
  const banks = consumer.gatewayIds
    .map((id) => db.gateway.findFirst({ where: { id: { equals: id } } }))
    .filter((g) => g !== null)
    .map((g) => ({ id: g.id, displayName: g.displayName }));
  return response(200).json(
    ok({ active: consumer.active && !chargeForbidden(session.user.id), authzAmounts: [...consumer.authzAmounts], authzBanks: banks, canCustomAmountPay: consumer.canCustomAmountPay }),
  );
});

const processPayment = epaymentHttp.post('/rest/modules/epayment/processing/v3/payment-gates/process-payment', async ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const body = await readJson(request);
  if (!body) return response(400).json(invalidBody());
  const amount = asInt(body.amount);
  const gatewayId = asInt(body.gatewayId);
  const callBackAppUrl = asString(body.callBackAppUrl).trim();
  const consumer = db.consumer.findFirst({ where: { name: { equals: asString(body.consumer) } } });
  if (!consumer || !consumer.active) return response(400).json(badRequest('EPAYMENT_CONSUMER_NOT_FOUND', 'نوع پرداخت نامعتبر است.'));
  if (chargeForbidden(session.user.id)) return response(400).json(badRequest('ONLINE_CHARGE_FORBIDDEN', 'شارژ آنلاین اعتبار برای گروه شما مجاز نیست.'));
  const gateway = gatewayId === null || !consumer.gatewayIds.includes(gatewayId) ? null : db.gateway.findFirst({ where: { id: { equals: gatewayId } } });
  if (!gateway) return response(400).json(badRequest('EPAYMENT_GATEWAY_NOT_FOUND', 'درگاه پرداخت انتخاب‌شده معتبر نیست.'));
  if (!callBackAppUrl) return response(400).json(badRequest('EPAYMENT_CALLBACK_REQUIRED', 'نشانی بازگشت از بانک ارسال نشده است.'));
  const presets = consumer.authzAmounts;
  const smallest = presets.length ? Math.min(...presets) : 1;
  if (amount === null || amount < 1) return response(400).json(badRequest('EPAYMENT_AMOUNT_INVALID', 'مبلغ پرداخت نامعتبر است.'));
  if (!presets.includes(amount)) {
    if (!consumer.canCustomAmountPay) return response(400).json(badRequest('EPAYMENT_CUSTOM_AMOUNT_NOT_ALLOWED', 'فقط مبالغ پیشنهادی قابل پرداخت است.'));
    if (amount < smallest) {
      return response(400).json(badRequest('EPAYMENT_AMOUNT_TOO_SMALL', `حداقل مبلغ پرداخت ${faNumber(Math.floor(smallest / 10))} تومان است.`));
    }
  }
  if (amount > MAX_AMOUNT) return response(400).json(badRequest('EPAYMENT_AMOUNT_TOO_LARGE', 'مبلغ پرداخت بیش از سقف مجاز است.'));

  if (gateway.kind === 'offline') return response(200).json(ok({ method: 'POST', url: '', formFields: {} }));

  const paymentCode = String(200000000000 + nextId('paymentCode', 1));
  db.paymentTransaction.create({
    id: nextId('payment', 8001),
    userId: session.user.id,
    paymentCode,
    gatewayId: gateway.id,
    bankName: gateway.displayName,
    consumer: consumer.name,
    amount,
    status: 'PENDING',
    startedAt: nowMs(),
    callBackAppUrl,
  });
  const fields = { ref: paymentCode, amount: String(amount), bank: gateway.displayName, callback: callBackAppUrl, token: randomHex(8) };
  if (gateway.kind === 'redirect') {
    return response(200).json(ok({ redirectUrl: `${bankPath()}?${new URLSearchParams(fields).toString()}` }));
  }
  if (gateway.kind === 'form') {
    // The browser's static bank page cannot receive a POST, so mock mode submits it with GET.
    return response(200).json(ok({ method: runtimeMode() === 'browser' ? 'GET' : 'POST', url: bankPath(), formFields: fields }));
  }
  return response(200).json(ok({ method: 'POST', url: '', formFields: {} }));
});

export type BankStatus = 'SUCCESS' | 'CANCELED' | 'FAILED';

/** The bank's verdict on a pending payment; a success credits the wallet. Answers the row or an error text. */
export function completePayment(ref: string, status: BankStatus): PaymentRow | string {
  const tx = db.paymentTransaction.findFirst({ where: { paymentCode: { equals: ref } } });
  if (!tx) return 'unknown payment';
  if (tx.status !== 'PENDING') return `payment already ${tx.status}`;
  const updated = db.paymentTransaction.update({ where: { id: { equals: tx.id } }, data: { status } })!;
  if (status === 'SUCCESS') {
    const wallet = walletOf(tx.userId);
    if (wallet) db.nurtureProfile.update({ where: { id: { equals: wallet.id } }, data: { credit: wallet.credit + tx.amount } });
    logActivity(tx.userId, 'OnlineCreditChargeActivity', { amount: tx.amount, diff: tx.amount, bankName: tx.bankName, paymentCode: tx.paymentCode });
  }
  return updated;
}

/**
 * Where the bank sends the user back: the app's callback with the verdict. A relative callback
 * stays relative, so behind the dev/preview proxy the browser resolves it against the app.
 */
function callbackUrl(tx: PaymentRow): string {
  const url = new URL(tx.callBackAppUrl, 'http://relative.invalid');
  url.searchParams.set('ref', tx.paymentCode);
  url.searchParams.set('status', tx.status);
  url.searchParams.set('amount', String(tx.amount));
  return url.origin === 'http://relative.invalid' ? url.pathname + url.search + url.hash : url.toString();
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function bankPage(tx: PaymentRow): string {
  const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const form = (status: BankStatus, label: string, primary: boolean) =>
    `<form method="post" action="/__mock/bank/complete">${field('ref', tx.paymentCode)}${field('status', status)}<button type="submit" class="${primary ? 'pay' : 'cancel'}">${label}</button></form>`;
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>درگاه پرداخت آزمایشی</title>
<style>body{font-family:Vazirmatn,Tahoma,sans-serif;background:#eef3f3;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:12px;padding:32px;box-shadow:0 4px 24px #0002;min-width:300px}h1{font-size:20px;color:#0b5d5b}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#666}.actions{display:flex;gap:12px;margin-top:24px}button{font:inherit;padding:10px 20px;border-radius:8px;border:0;cursor:pointer}.pay{background:#0b5d5b;color:#fff}.cancel{background:#e9ecef}</style></head>
<body><main><h1>درگاه پرداخت آزمایشی (سرور ماک)</h1><dl><dt>بانک</dt><dd>${escapeHtml(tx.bankName)}</dd><dt>مبلغ</dt><dd>${faNumber(tx.amount)} ریال</dd><dt>شمارهٔ پیگیری</dt><dd>${tx.paymentCode}</dd></dl>
<div class="actions">${form('SUCCESS', 'پرداخت', true)}${form('CANCELED', 'انصراف', false)}</div></main></body></html>`;
}

function htmlResponse(html: string, status = 200) {
  return new HttpResponse(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

async function refOf(request: Request): Promise<string> {
  const url = new URL(request.url);
  if (request.method === 'GET') return url.searchParams.get('ref') ?? '';
  const form = new URLSearchParams(await request.clone().text());
  return form.get('ref') ?? '';
}

/** The in-mock bank (server and Node modes). */
export const bankHandlers = [
  untypedHttp.all(anyOrigin('/__mock/bank'), async ({ request }) => {
    const tx = db.paymentTransaction.findFirst({ where: { paymentCode: { equals: await refOf(request) } } });
    if (!tx) return htmlResponse('<!doctype html><html lang="fa" dir="rtl"><body><p>تراکنش یافت نشد.</p></body></html>', 404);
    return htmlResponse(bankPage(tx));
  }),
  untypedHttp.all(anyOrigin('/__mock/bank/complete'), async ({ request }) => {
    const url = new URL(request.url);
    const form = request.method === 'GET' ? url.searchParams : new URLSearchParams(await request.clone().text());
    const status = form.get('status');
    if (status !== 'SUCCESS' && status !== 'CANCELED' && status !== 'FAILED') {
      return HttpResponse.json(failure({ status: 400, messageResource: 'BANK_STATUS_INVALID', message: 'status must be SUCCESS, CANCELED or FAILED' }), { status: 400 });
    }
    const result = completePayment(form.get('ref') ?? '', status);
    if (typeof result === 'string') return HttpResponse.json(failure({ status: 400, messageResource: 'BANK_PAYMENT_INVALID', message: result }), { status: 400 });
    // A browser form post follows the redirect back to the app; a script can read the JSON instead.
    if ((request.headers.get('Accept') ?? '').includes('application/json')) return HttpResponse.json(ok({ ref: result.paymentCode, status: result.status }));
    return new HttpResponse(null, { status: 303, headers: { Location: callbackUrl(result) } });
  }),
];

export const epaymentHandlers = [consumers, gateways, processPayment];
