import { HttpResponse } from 'msw';
import { isSession, requireUser, requireUserAndBody } from '../auth';
import { anyOrigin, asInt, asString, badRequest, epaymentHttp, failure, ok, untypedHttp } from '../http';
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
 * The bank page lets the tester pay, cancel or let the payment time out and returns the user to
 * `callBackAppUrl` with `ref`, `status` and `amount`; the bank's verdict alone changes no balance:
 * `verify-payment` credits the wallet, once per payment code (a reload verifies again harmlessly).
 * Callbacks must be same-origin (a relative path, or the app's own origin): the mock never sends a
 * user to a third site.
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
    return response('default').json(
      badRequest('EPAYMENT_CONSUMER_NOT_FOUND', 'نوع پرداخت نامعتبر است.', 'Unknown consumer'),
      { status: 400 },
    );
  }
  const banks = consumer.gatewayIds
    .map((id) => db.gateway.findFirst({ where: { id: { equals: id } } }))
    .filter((g) => g !== null)
    .map((g) => ({ id: g.id, displayName: g.displayName }));
  return response(200).json(
    ok({
      active: consumer.active && !chargeForbidden(session.user.id),
      authzAmounts: [...consumer.authzAmounts],
      authzBanks: banks,
      canCustomAmountPay: consumer.canCustomAmountPay,
    }),
  );
});

const processPayment = epaymentHttp.post(
  '/rest/modules/epayment/processing/v3/payment-gates/process-payment',
  async ({ request, response }) => {
    const input = await requireUserAndBody(request);
    if (input instanceof Response) return response.untyped(input);
    const { session, body } = input;
    const amount = asInt(body.amount);
    const gatewayId = asInt(body.gatewayId);
    const callBackAppUrl = asString(body.callBackAppUrl).trim();
    const consumer = db.consumer.findFirst({ where: { name: { equals: asString(body.consumer) } } });
    if (!consumer || !consumer.active)
      return response(400).json(badRequest('EPAYMENT_CONSUMER_NOT_FOUND', 'نوع پرداخت نامعتبر است.'));
    if (chargeForbidden(session.user.id))
      return response(400).json(badRequest('ONLINE_CHARGE_FORBIDDEN', 'شارژ آنلاین اعتبار برای گروه شما مجاز نیست.'));
    const gateway =
      gatewayId === null || !consumer.gatewayIds.includes(gatewayId)
        ? null
        : db.gateway.findFirst({ where: { id: { equals: gatewayId } } });
    if (!gateway)
      return response(400).json(badRequest('EPAYMENT_GATEWAY_NOT_FOUND', 'درگاه پرداخت انتخاب‌شده معتبر نیست.'));
    if (!callBackAppUrl)
      return response(400).json(badRequest('EPAYMENT_CALLBACK_REQUIRED', 'نشانی بازگشت از بانک ارسال نشده است.'));
    if (!sameOriginCallback(callBackAppUrl, request)) {
      return response(400).json(
        badRequest(
          'EPAYMENT_CALLBACK_FOREIGN',
          'نشانی بازگشت از بانک باید در همین سامانه باشد.',
          'callBackAppUrl must be same-origin',
        ),
      );
    }
    const presets = consumer.authzAmounts;
    const smallest = presets.length ? Math.min(...presets) : 1;
    if (amount === null || amount < 1)
      return response(400).json(badRequest('EPAYMENT_AMOUNT_INVALID', 'مبلغ پرداخت نامعتبر است.'));
    if (!presets.includes(amount)) {
      if (!consumer.canCustomAmountPay)
        return response(400).json(
          badRequest('EPAYMENT_CUSTOM_AMOUNT_NOT_ALLOWED', 'فقط مبالغ پیشنهادی قابل پرداخت است.'),
        );
      if (amount < smallest) {
        return response(400).json(
          badRequest(
            'EPAYMENT_AMOUNT_TOO_SMALL',
            `حداقل مبلغ پرداخت ${faNumber(Math.floor(smallest / 10))} تومان است.`,
          ),
        );
      }
    }
    if (amount > MAX_AMOUNT)
      return response(400).json(badRequest('EPAYMENT_AMOUNT_TOO_LARGE', 'مبلغ پرداخت بیش از سقف مجاز است.'));

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
    const fields = {
      ref: paymentCode,
      amount: String(amount),
      bank: gateway.displayName,
      callback: callBackAppUrl,
      token: randomHex(8),
    };
    if (gateway.kind === 'redirect') {
      return response(200).json(
        ok({ redirectUrl: `${bankPath()}?${new URLSearchParams(fields).toString()}`, paymentCode }),
      );
    }
    if (gateway.kind === 'form') {
      // The browser's static bank page cannot receive a POST, so mock mode submits it with GET.
      return response(200).json(
        ok({ method: runtimeMode() === 'browser' ? 'GET' : 'POST', url: bankPath(), formFields: fields, paymentCode }),
      );
    }
    return response(200).json(ok({ method: 'POST', url: '', formFields: {} }));
  },
);

/** What the bank page can answer: pay, cancel, a refusal, or the time limit running out. */
export type BankStatus = 'SUCCESS' | 'CANCELED' | 'FAILED' | 'TIMEOUT';
export const BANK_STATUSES: readonly BankStatus[] = ['SUCCESS', 'CANCELED', 'FAILED', 'TIMEOUT'];

/** A payment the bank has not answered within this time (mock clock) times out on verification. */
export const BANK_TIMEOUT_MS = 15 * 60_000;

/**
 * The gateway's result codes and texts (Assumption: a Shaparak-like table; the spec names none).
 * PAID is the bank's "paid" before the server's verification.
 */
const BANK_RESULTS: Record<string, { code: string; message: string }> = {
  CANCELED: { code: '17', message: 'تراکنش توسط کاربر در درگاه بانک لغو شد.' },
  FAILED: { code: '11', message: 'پرداخت توسط بانک رد شد؛ مبلغی از حساب شما کسر نشده است.' },
  TIMEOUT: { code: '51', message: 'مهلت پرداخت در درگاه بانک به پایان رسید.' },
};

/**
 * The bank's verdict on a pending payment (a success becomes PAID: the wallet changes only when the
 * server verifies it). Answers the row or an error text.
 */
export function completePayment(ref: string, status: BankStatus): PaymentRow | string {
  const tx = db.paymentTransaction.findFirst({ where: { paymentCode: { equals: ref } } });
  if (!tx) return 'unknown payment';
  if (tx.status !== 'PENDING') return `payment already ${tx.status}`;
  return db.paymentTransaction.update({
    where: { id: { equals: tx.id } },
    data: { status: status === 'SUCCESS' ? 'PAID' : status },
  })!;
}

/**
 * The server's verification: credits a PAID payment once (it becomes SUCCESS); a PENDING one past
 * the bank's time limit becomes TIMEOUT; anything else is answered as it stands. Idempotent.
 */
export function verifyPayment(tx: PaymentRow): PaymentRow {
  if (tx.status === 'PAID') {
    const wallet = walletOf(tx.userId);
    if (wallet)
      db.nurtureProfile.update({ where: { id: { equals: wallet.id } }, data: { credit: wallet.credit + tx.amount } });
    logActivity(tx.userId, 'OnlineCreditChargeActivity', {
      amount: tx.amount,
      diff: tx.amount,
      bankName: tx.bankName,
      paymentCode: tx.paymentCode,
    });
    return db.paymentTransaction.update({ where: { id: { equals: tx.id } }, data: { status: 'SUCCESS' } })!;
  }
  if (tx.status === 'PENDING' && nowMs() - tx.startedAt > BANK_TIMEOUT_MS) {
    return db.paymentTransaction.update({ where: { id: { equals: tx.id } }, data: { status: 'TIMEOUT' } })!;
  }
  return tx;
}

/** A relative path, or an absolute URL on the app's own origin (the request's Origin, or its URL's). */
export function sameOriginCallback(callback: string, request: Request): boolean {
  if (callback.startsWith('/') && !callback.startsWith('//')) return true;
  let target: URL;
  try {
    target = new URL(callback);
  } catch {
    return false;
  }
  const allowed = [request.headers.get('Origin'), new URL(request.url).origin].filter(Boolean);
  return allowed.includes(target.origin);
}

const verify = epaymentHttp.post(
  '/rest/modules/epayment/processing/v3/payment-gates/verify-payment',
  async ({ request, response }) => {
    const input = await requireUserAndBody(request);
    if (input instanceof Response) return response.untyped(input);
    const { session, body } = input;
    const code = asString(body.paymentCode).trim();
    const tx = code ? db.paymentTransaction.findFirst({ where: { paymentCode: { equals: code } } }) : null;
    // Someone else's payment is "not found" too: codes are not secrets, payments are.
    if (!tx || tx.userId !== session.user.id) {
      return response(400).json(
        badRequest('EPAYMENT_PAYMENT_NOT_FOUND', 'پرداختی با این شمارهٔ پیگیری یافت نشد.', 'Unknown payment'),
      );
    }
    const row = verifyPayment(tx);
    const status =
      row.status === 'PAID' ? 'PENDING' : (row.status as 'PENDING' | 'SUCCESS' | 'CANCELED' | 'FAILED' | 'TIMEOUT');
    const result = BANK_RESULTS[row.status];
    return response(200).json(
      ok({
        paymentCode: row.paymentCode,
        status,
        amount: row.amount,
        credit: walletOf(row.userId)?.credit ?? null,
        bankCode: result?.code ?? null,
        bankMessage: result?.message ?? null,
        bankName: row.bankName,
      }),
    );
  },
);

/** The gateway's word for a payment: PAID and SUCCESS (verified) are both "SUCCESS" to the bank. */
export function bankVerdict(tx: PaymentRow): string {
  return tx.status === 'PAID' ? 'SUCCESS' : tx.status;
}

/**
 * Where the bank sends the user back: the app's callback with the verdict. A relative callback
 * stays relative, so behind the dev/preview proxy the browser resolves it against the app.
 */
function callbackUrl(tx: PaymentRow): string {
  const url = new URL(tx.callBackAppUrl, 'http://relative.invalid');
  url.searchParams.set('ref', tx.paymentCode);
  url.searchParams.set('status', bankVerdict(tx));
  url.searchParams.set('amount', String(tx.amount));
  return url.origin === 'http://relative.invalid' ? url.pathname + url.search + url.hash : url.toString();
}

/** The bank page's own countdown: left alone, it answers TIMEOUT (QA's "let it time out"). */
const BANK_PAGE_SECONDS = 120;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function bankPage(tx: PaymentRow): string {
  const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const form = (status: BankStatus, label: string, primary: boolean) =>
    `<form method="post" action="/__mock/bank/complete">${field('ref', tx.paymentCode)}${field('status', status)}<button type="submit" class="${primary ? 'pay' : 'cancel'}">${label}</button></form>`;
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>درگاه پرداخت آزمایشی</title>
<style>body{font-family:Vazirmatn,Tahoma,sans-serif;background:#eef3f3;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:12px;padding:32px;box-shadow:0 4px 24px #0002;min-width:300px}h1{font-size:20px;color:#0b5d5b}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#666}.actions{display:flex;gap:12px;margin-top:24px}button{font:inherit;padding:10px 20px;border-radius:8px;border:0;cursor:pointer}.pay{background:#0b5d5b;color:#fff}.cancel{background:#e9ecef}.timer{color:#666;font-size:14px}</style></head>
<body><main><h1>درگاه پرداخت آزمایشی (سرور ماک)</h1><dl><dt>بانک</dt><dd>${escapeHtml(tx.bankName)}</dd><dt>مبلغ</dt><dd>${faNumber(tx.amount)} ریال</dd><dt>شمارهٔ پیگیری</dt><dd>${tx.paymentCode}</dd></dl>
<div class="actions">${form('SUCCESS', 'پرداخت', true)}${form('CANCELED', 'انصراف', false)}${form('TIMEOUT', 'پایان مهلت', false)}</div>
<p class="timer">مهلت پرداخت: <span id="left">${BANK_PAGE_SECONDS}</span> ثانیه</p></main>
<script>(function(){var left=${BANK_PAGE_SECONDS};var el=document.getElementById('left');var t=setInterval(function(){left-=1;el.textContent=String(left);if(left<=0){clearInterval(t);document.querySelector('input[value=TIMEOUT]').form.submit();}},1000);})();</script></body></html>`;
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
    if (!tx)
      return htmlResponse('<!doctype html><html lang="fa" dir="rtl"><body><p>تراکنش یافت نشد.</p></body></html>', 404);
    // Back at the bank after its verdict (the back button, "return to the bank"): nothing to pay twice.
    if (tx.status !== 'PENDING') {
      return htmlResponse(
        `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>درگاه پرداخت آزمایشی</title></head><body><main><p>این تراکنش پیش‌تر به پایان رسیده است.</p><p><a href="${escapeHtml(callbackUrl(tx))}">بازگشت به سامانه</a></p></main></body></html>`,
      );
    }
    return htmlResponse(bankPage(tx));
  }),
  untypedHttp.all(anyOrigin('/__mock/bank/complete'), async ({ request }) => {
    const url = new URL(request.url);
    const form = request.method === 'GET' ? url.searchParams : new URLSearchParams(await request.clone().text());
    const status = form.get('status');
    if (!BANK_STATUSES.includes(status as BankStatus)) {
      return HttpResponse.json(
        failure({
          status: 400,
          messageResource: 'BANK_STATUS_INVALID',
          message: 'status must be SUCCESS, CANCELED, FAILED or TIMEOUT',
        }),
        { status: 400 },
      );
    }
    const result = completePayment(form.get('ref') ?? '', status as BankStatus);
    if (typeof result === 'string')
      return HttpResponse.json(failure({ status: 400, messageResource: 'BANK_PAYMENT_INVALID', message: result }), {
        status: 400,
      });
    // A browser form post follows the redirect back to the app; a script can read the JSON instead.
    if ((request.headers.get('Accept') ?? '').includes('application/json'))
      return HttpResponse.json(ok({ ref: result.paymentCode, status: bankVerdict(result) }));
    return new HttpResponse(null, { status: 303, headers: { Location: callbackUrl(result) } });
  }),
];

export const epaymentHandlers = [consumers, gateways, processPayment, verify];
