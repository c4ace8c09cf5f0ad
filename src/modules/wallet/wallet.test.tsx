import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addFault, clearFaults } from '@mocks/faults';
import { completePayment } from '@mocks/handlers/epayment';
import { signInToWorld } from '@tests/kits/sign-in';
import { processEpayment } from '@/api/generated/epayment/hooks/epayment/epayment';
import { RequireAuth } from '@/session/require-auth';
import { SessionProvider } from '@/session/session-provider';
import { resetWorld, server } from '@tests/msw-server';
import { renderApp } from '@tests/render';
import { SHOW_MORE_STEP } from '@/ui/show-more';
import { PENDING_PAYMENT_KEY, readPendingPayment, writePendingPayment } from './payment-storage';
import { PaymentResultPage } from './payment-result-page';
import { transferLimits, validateTransfer } from './transfer-rules';
import { WalletPage } from './wallet-page';

// Whole pages (session, queries, Mantine) take a moment to settle in jsdom on a busy machine.
configure({ asyncUtilTimeout: 8000 });

beforeAll(() => {
  // Embla (the amount chips' carousel) watches slides with IntersectionObserver, which jsdom lacks.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
});

beforeEach(() => {
  resetWorld();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

/** A real sign-in against the mock world (MSW), as the login page does. */
async function signIn(username = 'student') {
  return (await signInToWorld(username)).access_token;
}

function renderPage(ui: ReactElement, path: string, route = path) {
  return renderApp(
    <SessionProvider>
      <RequireAuth>{ui}</RequireAuth>
    </SessionProvider>,
    { path, route, routes: [{ path: '/login', element: <p>login</p> }] },
  );
}

describe('wallet page', () => {
  it('shows the cash and subsidy cards, subsidies with expiry (expired marked) and the paged history', async () => {
    await signIn();
    server.use(
      http.get('*/rest/users/nurture-profiles', () =>
        HttpResponse.json({
          type: 'SUCCESS',
          payload: {
            id: 6001,
            credit: 1_250_000,
            subsidyCredit: 450_000,
            subsidies: [
              { id: 1, credit: 450_000, expirationDate: '2999-01-01 23:59:59' },
              { id: 2, credit: 120_000, expirationDate: '2001-01-01 23:59:59' },
            ],
          },
        }),
      ),
    );
    await renderPage(<WalletPage />, '/user/wallet');
    await waitFor(() => expect(screen.getByTestId('cash-card')).toHaveTextContent('۱۲۵٬۰۰۰'));
    expect(screen.getByTestId('subsidy-card')).toHaveTextContent('۴۵٬۰۰۰');
    const entries = await screen.findAllByTestId('subsidy');
    expect(entries.map((e) => e.getAttribute('data-expired'))).toEqual(['false', 'true']);
    expect(within(entries[1]!).getByText('منقضی‌شده')).toBeInTheDocument();
    const history = await screen.findByTestId('payment-history');
    expect(within(history).getAllByRole('row')).toHaveLength(11); // header + 10 (platform.md 9)
    expect(screen.getByRole('tab', { name: 'افزایش اعتبار' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'انتقال اعتبار' })).toBeInTheDocument();
    // A server without creditChanges (the spec's shape): no credit-changes list.
    expect(screen.queryByTestId('credit-changes')).not.toBeInTheDocument();
  });

  it("reads the live server's nurture profile: credit changes signed with Jalali days, the owner from its user", async () => {
    await signIn();
    server.use(
      // foodie's NurtureProfileDto.kt: credit, creditChanges, user; no subsidy fields.
      http.get('*/rest/users/nurture-profiles', () =>
        HttpResponse.json({
          type: 'SUCCESS',
          code: 200,
          payload: {
            id: 6001,
            credit: 1_000_000,
            creditChanges: [
              { amount: 500_000, createDate: '1403-10-26 08:30:00' },
              { amount: -120_000, createDate: '2025-01-14 12:00:00' },
            ],
            user: { firstName: 'اصغر', lastName: 'فرهادی', username: '400100400' },
          },
        }),
      ),
      http.get('*/rest/users/me', () =>
        HttpResponse.json({ type: 'SUCCESS', payload: { id: 1001, username: '', group: { transferTypes: ['CASH'] } } }),
      ),
    );
    await renderPage(<WalletPage />, '/user/wallet');
    await waitFor(() => expect(screen.getByTestId('cash-card')).toHaveTextContent('۱۰۰٬۰۰۰'));
    expect(screen.getByTestId('cash-card')).toHaveTextContent('اصغر فرهادی');
    expect(screen.getByTestId('subsidy-card')).toHaveTextContent('۰');
    const rows = await screen.findAllByTestId('credit-change');
    expect(rows[0]).toHaveTextContent('افزایش ۵۰٬۰۰۰ تومان');
    expect(rows[0]).toHaveTextContent('۱۴۰۳/۱۰/۲۶');
    expect(rows[1]).toHaveTextContent('کاهش ۱۲٬۰۰۰ تومان');
    expect(rows[1]).toHaveTextContent('۱۴۰۳/۱۰/۲۵');
  });

  it("lists the mock wallet's credit changes (its activities that moved credit), newest first", async () => {
    await signIn();
    await renderPage(<WalletPage />, '/user/wallet');
    const rows = await screen.findAllByTestId('credit-change');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(50);
    expect(rows.every((r) => Number(r.getAttribute('data-amount')) !== 0)).toBe(true);
  });

  it('5,000 credit changes in the wallet answer show a step at a time, with "show more"', async () => {
    await signIn();
    addFault({
      method: 'GET',
      path: '/rest/users/nurture-profiles',
      kind: 'oversized-page',
      list: 'payload.creditChanges',
      count: 5000,
    });
    await renderPage(<WalletPage />, '/user/wallet');
    const more = await screen.findByTestId('credit-changes-more', {}, { timeout: 8000 });
    expect(screen.getAllByTestId('credit-change')).toHaveLength(SHOW_MORE_STEP);
    await userEvent.click(more);
    expect(screen.getAllByTestId('credit-change')).toHaveLength(2 * SHOW_MORE_STEP);
    clearFaults();
  });

  it("a server without the epayment module: the charge offers the university's own charge page, signed in with a login-as token (foodie)", async () => {
    await signIn();
    server.use(
      http.get('*/rest/modules/epayment/processing/gateways', () =>
        HttpResponse.json(
          {
            type: 'ERROR',
            code: 404,
            message: 'Not Found',
            messageFa: null,
            messageResource: 'NOT_FOUND',
            payload: null,
          },
          { status: 404 },
        ),
      ),
    );
    const { legacyNavigation } = await import('./legacy-charge');
    const assign = vi.spyOn(legacyNavigation, 'assign').mockImplementation(() => undefined);
    await renderPage(<WalletPage />, '/user/wallet');
    await screen.findByTestId('charge-load-failed');
    await userEvent.click(screen.getByTestId('legacy-charge-button'));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0]![0]);
    expect(url.pathname).toBe('/j_security_check');
    expect(url.searchParams.get('loginAsToken')).toMatch(/^[0-9a-f]{48}$/);
    expect(url.searchParams.get('redirect')).toBe('/nurture/user/credit/charge/view.rose');
  });

  it('hides the charge when the group forbids online charge', async () => {
    await signIn();
    server.use(
      http.get('*/rest/users/me', () =>
        HttpResponse.json({
          type: 'SUCCESS',
          payload: {
            id: 1001,
            username: 'student',
            firstName: 'سارا',
            lastName: 'محمدی',
            group: { onlineCreditChargeForbidden: true, transferTypes: ['CASH'] },
          },
        }),
      ),
    );
    await renderPage(<WalletPage />, '/user/wallet');
    expect(await screen.findByRole('tab', { name: 'انتقال اعتبار' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'افزایش اعتبار' })).not.toBeInTheDocument();
  });

  it('charge: choosing an amount and a gateway posts a real form to the bank, once, and persists the payment', async () => {
    await signIn();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    await renderPage(<WalletPage />, '/user/wallet');
    const form = await screen.findByTestId('charge-form');
    expect(within(form).getByTestId('charge-pay')).toBeDisabled();
    await userEvent.click(within(form).getByText('۵۰٬۰۰۰ تومان', { exact: true }));
    await userEvent.click(within(form).getByRole('radio', { name: /سداد/ }));
    const pay = within(form).getByTestId('charge-pay');
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    fireEvent.click(pay);
    await screen.findByTestId('charge-redirecting');
    expect(submit).toHaveBeenCalledTimes(1);
    const bankForm = document.querySelector<HTMLFormElement>('[data-testid="bank-form"]')!;
    expect(bankForm.method).toBe('post');
    expect(new URL(bankForm.action).pathname).toBe('/__mock/bank');
    expect((bankForm.elements.namedItem('amount') as HTMLInputElement).value).toBe('500000');
    expect(readPendingPayment('student')).toMatchObject({ step: 'atBank', amount: 500_000, gatewayId: 2 });
  });

  it('a gateway without URL says so and charges nothing', async () => {
    await signIn();
    await renderPage(<WalletPage />, '/user/wallet');
    const form = await screen.findByTestId('charge-form');
    await userEvent.click(within(form).getByText('۱۰٬۰۰۰ تومان', { exact: true }));
    await userEvent.click(within(form).getByRole('radio', { name: /تجارت/ }));
    await userEvent.click(within(form).getByTestId('charge-pay'));
    expect(await screen.findByTestId('charge-failed-detail')).toHaveTextContent('این درگاه پاسخ نمی‌دهد');
    expect(sessionStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
  });

  it('a gateway address outside this site and the configured gateway hosts is never followed (code 101)', async () => {
    // Bank forms of earlier tests stay in the body (the browser would have left the page).
    document.querySelectorAll('[data-testid="bank-form"]').forEach((f) => f.remove());
    await signIn();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    server.use(
      http.post('*/rest/modules/epayment/processing/v3/payment-gates/process-payment', () =>
        HttpResponse.json({
          type: 'SUCCESS',
          payload: {
            method: 'POST',
            url: 'https://pay.evil.example/ipg',
            formFields: { amount: '500000' },
            paymentCode: 'x1',
          },
        }),
      ),
    );
    await renderPage(<WalletPage />, '/user/wallet');
    const form = await screen.findByTestId('charge-form');
    await userEvent.click(within(form).getByText('۵۰٬۰۰۰ تومان', { exact: true }));
    await userEvent.click(within(form).getByRole('radio', { name: /سداد/ }));
    await userEvent.click(within(form).getByTestId('charge-pay'));
    expect(await screen.findByTestId('charge-failed-detail')).toHaveTextContent('کد ۱۰۱');
    expect(submit).not.toHaveBeenCalled();
    expect(document.querySelector('[data-testid="bank-form"]')).toBeNull();
    expect(readPendingPayment('student')).toBeNull();
  });

  it('redirectUrl false beside a javascript: url: the address that would be used is checked, nothing runs', async () => {
    document.querySelectorAll('[data-testid="bank-form"]').forEach((f) => f.remove());
    await signIn();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    server.use(
      http.post('*/rest/modules/epayment/processing/v3/payment-gates/process-payment', () =>
        HttpResponse.json({
          type: 'SUCCESS',
          payload: { redirectUrl: false, url: 'javascript:alert(document.cookie)', formFields: {}, paymentCode: 'x2' },
        }),
      ),
    );
    await renderPage(<WalletPage />, '/user/wallet');
    const form = await screen.findByTestId('charge-form');
    await userEvent.click(within(form).getByText('۵۰٬۰۰۰ تومان', { exact: true }));
    await userEvent.click(within(form).getByRole('radio', { name: /سداد/ }));
    await userEvent.click(within(form).getByTestId('charge-pay'));
    expect(await screen.findByTestId('charge-failed-detail')).toHaveTextContent('کد ۱۰۱');
    expect(submit).not.toHaveBeenCalled();
    expect(document.querySelector('[data-testid="bank-form"]')).toBeNull();
  });

  it('a payment under way left in this tab by another user is never offered: no "return to the bank page"', async () => {
    writePendingPayment(
      {
        step: 'atBank',
        gatewayId: 2,
        amount: 500_000,
        paymentCode: 'other-user',
        redirect: { kind: 'redirect', url: '/__mock/bank?ref=other-user' },
      },
      'student2',
    );
    await signIn();
    await renderPage(<WalletPage />, '/user/wallet');
    expect(await screen.findByTestId('charge-form')).toBeInTheDocument();
    expect(screen.queryByTestId('charge-interrupted')).toBeNull();
    expect(screen.queryByTestId('charge-resume')).toBeNull();
  });

  it('transfer: "۱٫۵" tomans is refused with "whole tomans" and stays as typed; nothing is looked up or sent', async () => {
    await signIn();
    await renderPage(<WalletPage />, '/user/wallet', '/user/wallet?tab=transfer');
    const panel = await screen.findByTestId('transfer-panel');
    await userEvent.type(within(panel).getByTestId('transfer-username'), 'student2');
    await userEvent.type(within(panel).getByTestId('transfer-amount'), '۱٫۵');
    await userEvent.click(within(panel).getByTestId('transfer-continue'));
    expect(await within(panel).findByText('مبلغ باید به تومانِ کامل باشد، بدون ممیز.')).toBeInTheDocument();
    expect(within(panel).getByTestId('transfer-amount')).toHaveValue('۱٫۵');
    expect(within(panel).queryByTestId('transfer-confirm')).toBeNull();
  });

  it('transfer: "1e20" keeps every character and says why as it is typed; nothing is looked up or sent', async () => {
    await signIn();
    await renderPage(<WalletPage />, '/user/wallet', '/user/wallet?tab=transfer');
    const panel = await screen.findByTestId('transfer-panel');
    await userEvent.type(within(panel).getByTestId('transfer-username'), 'student2');
    await userEvent.type(within(panel).getByTestId('transfer-amount'), '1e20');
    expect(within(panel).getByTestId('transfer-amount')).toHaveValue('۱e۲۰');
    expect(within(panel).getByText('مبلغ را با همهٔ رقم‌هایش بنویسید، بدون نماد e.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByTestId('transfer-continue'));
    expect(within(panel).queryByTestId('transfer-confirm')).toBeNull();
    // Thousands separators as people type them: the confirmation names the amount typed.
    await userEvent.clear(within(panel).getByTestId('transfer-amount'));
    await userEvent.type(within(panel).getByTestId('transfer-amount'), '2,000');
    await userEvent.click(within(panel).getByTestId('transfer-continue'));
    expect(await within(panel).findByTestId('transfer-confirm')).toHaveTextContent('۲٬۰۰۰');
  });

  it("transfer: rules first, the owner's name before confirming, the server's words after", async () => {
    await signIn();
    await renderPage(<WalletPage />, '/user/wallet', '/user/wallet?tab=transfer');
    const panel = await screen.findByTestId('transfer-panel');
    await userEvent.type(within(panel).getByTestId('transfer-username'), 'st');
    await userEvent.type(within(panel).getByTestId('transfer-amount'), '999999');
    await userEvent.click(within(panel).getByTestId('transfer-continue'));
    expect(await within(panel).findByText('نام کاربری باید دست‌کم ۳ نویسه باشد.')).toBeInTheDocument();
    expect(within(panel).getByText('اعتبار شما کافی نیست؛ حداکثر ۱۲۵٬۰۰۰ تومان قابل انتقال است.')).toBeInTheDocument();
    // What was typed stays.
    expect(within(panel).getByTestId('transfer-username')).toHaveValue('st');

    await userEvent.clear(within(panel).getByTestId('transfer-username'));
    await userEvent.type(within(panel).getByTestId('transfer-username'), 'student');
    await userEvent.clear(within(panel).getByTestId('transfer-amount'));
    await userEvent.type(within(panel).getByTestId('transfer-amount'), '2000');
    await userEvent.click(within(panel).getByTestId('transfer-continue'));
    // Oneself is refused in the form, never confirmed first.
    expect(await within(panel).findByText('نمی‌توانید به حساب خودتان اعتبار انتقال دهید.')).toBeInTheDocument();
    expect(within(panel).queryByTestId('transfer-confirm')).not.toBeInTheDocument();

    await userEvent.clear(within(panel).getByTestId('transfer-username'));
    await userEvent.type(within(panel).getByTestId('transfer-username'), 'student2');
    await userEvent.click(within(panel).getByTestId('transfer-continue'));
    expect(await within(panel).findByTestId('transfer-confirm')).toHaveTextContent('student2');
    await userEvent.click(within(panel).getByTestId('transfer-send'));
    expect(await within(panel).findByTestId('transfer-done')).toBeInTheDocument();
  });
});

describe('transfer: one click, one transfer; a lost answer is checked, not retried', () => {
  /** Counts the PUTs the mock receives (observed, not answered). */
  function countTransfers() {
    const seen = { puts: 0 };
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname === '/rest/credit-transfers') seen.puts += 1;
    });
    return seen;
  }

  async function confirmTransfer() {
    await renderPage(<WalletPage />, '/user/wallet', '/user/wallet?tab=transfer');
    const panel = await screen.findByTestId('transfer-panel');
    await userEvent.type(within(panel).getByTestId('transfer-username'), 'student2');
    await userEvent.type(within(panel).getByTestId('transfer-amount'), '2000');
    await userEvent.click(within(panel).getByTestId('transfer-continue'));
    await within(panel).findByTestId('transfer-confirm');
    return panel;
  }

  afterEach(() => {
    clearFaults();
    server.events.removeAllListeners();
  });

  it('a double click before the page re-renders, under latency, sends one PUT and moves the money once', async () => {
    await signIn();
    const seen = countTransfers();
    addFault({ method: 'PUT', path: '/rest/credit-transfers', kind: 'latency', delayMs: 400 });
    const panel = await confirmTransfer();
    const send = within(panel).getByTestId('transfer-send');
    // Two clicks in a row: the second lands before React shows the first as pending.
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await within(panel).findByTestId('transfer-done')).toBeInTheDocument();
    expect(seen.puts).toBe(1);
    // 125,000 - 2,000 tomans: once.
    await waitFor(() => expect(screen.getByTestId('cash-card')).toHaveTextContent('۱۲۳٬۰۰۰'));
  });

  it('a transfer pending when the page is left shows as pending when it is opened again, then its outcome', async () => {
    await signIn();
    const seen = countTransfers();
    addFault({ method: 'PUT', path: '/rest/credit-transfers', kind: 'latency', delayMs: 3000 });
    const first = await renderApp(
      <SessionProvider>
        <RequireAuth>
          <WalletPage />
        </RequireAuth>
      </SessionProvider>,
      { path: '/user/wallet', route: '/user/wallet?tab=transfer' },
    );
    const panel = await screen.findByTestId('transfer-panel');
    await userEvent.type(within(panel).getByTestId('transfer-username'), 'student2');
    await userEvent.type(within(panel).getByTestId('transfer-amount'), '2000');
    await userEvent.click(within(panel).getByTestId('transfer-continue'));
    fireEvent.click(await within(panel).findByTestId('transfer-send'));
    // The page is left (the same app: the same query client) and opened again.
    first.unmount();
    await renderApp(
      <SessionProvider>
        <RequireAuth>
          <WalletPage />
        </RequireAuth>
      </SessionProvider>,
      { path: '/user/wallet', route: '/user/wallet?tab=transfer', queryClient: first.queryClient },
    );
    const again = await screen.findByTestId('transfer-panel');
    expect(await within(again).findByTestId('transfer-pending')).toBeInTheDocument();
    expect(within(again).getByTestId('transfer-continue')).toBeDisabled();
    expect(await within(again).findByTestId('transfer-done')).toBeInTheDocument();
    expect(seen.puts).toBe(1);
  });

  it('the server moves the money and the answer is lost: the balance is re-read first, then "check before retrying"', async () => {
    await signIn();
    const seen = countTransfers();
    addFault({ method: 'PUT', path: '/rest/credit-transfers', kind: 'drop-after', times: 1 });
    const panel = await confirmTransfer();
    fireEvent.click(within(panel).getByTestId('transfer-send'));
    const unknown = await within(panel).findByTestId('transfer-error-unknown');
    expect(unknown).toHaveTextContent('پیش از تلاش دوباره');
    // Already the truth when the message shows: the money moved once, no retry is sent for the user.
    expect(screen.getByTestId('cash-card')).toHaveTextContent('۱۲۳٬۰۰۰');
    expect(within(panel).queryByTestId('transfer-send')).toBeNull();
    expect(seen.puts).toBe(1);
  });
});

describe('low credit', () => {
  it('when the cash cannot pay for a usual week, offers a one-click charge of the missing amount', async () => {
    await signIn();
    const at = new Date(Date.now() - 3 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const occurDate = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} 12:00:00`;
    server.use(
      http.get('*/rest/users/activity-logs', () =>
        HttpResponse.json({
          type: 'SUCCESS',
          payload: {
            items: [{ activityTypeClassName: 'ReserveActivity', activityTypeJson: '{"diff":-8000000}', occurDate }],
            total: 1,
          },
        }),
      ),
    );
    await renderPage(<WalletPage />, '/user/wallet');
    // Usual week 2,000,000 rials, cash 1,250,000: 750,000 missing.
    const notice = await screen.findByTestId('low-credit');
    expect(within(notice).getByTestId('low-credit-charge')).toHaveAttribute('href', '/user/wallet?charge=750000');
    expect(within(notice).getByTestId('low-credit-charge')).toHaveTextContent('۷۵٬۰۰۰ تومان');
  });
});

describe('/payment-result', () => {
  it('verifies the payment the bank returned, shows the new balance, and a reload credits nothing more', async () => {
    await signIn();
    const started = await processEpayment({
      amount: 500_000,
      callBackAppUrl: '/payment-result',
      consumer: 'NURTURE_CREDIT',
      gatewayId: 2,
    });
    const ref = started.payload.paymentCode!;
    // The user pays on the bank's page (the mock bank's verdict).
    expect(completePayment(ref, 'SUCCESS')).toMatchObject({ status: 'PAID' });
    writePendingPayment({ step: 'atBank', gatewayId: 2, amount: 500_000, paymentCode: ref, redirect: null }, 'student');
    const route = `/payment-result?ref=${ref}&status=SUCCESS&amount=500000`;
    const first = await renderPage(<PaymentResultPage />, '/payment-result/*', route);
    expect(await screen.findByTestId('charge-new-balance')).toHaveTextContent('۱۷۵٬۰۰۰');
    expect(readPendingPayment('student')).toBeNull();
    first.unmount();
    await renderPage(<PaymentResultPage />, '/payment-result/*', route);
    expect(await screen.findByTestId('charge-new-balance')).toHaveTextContent('۱۷۵٬۰۰۰');
  });

  it('shows the route parameters, the query and the location, titled "transaction result"', async () => {
    await signIn();
    await renderPage(<PaymentResultPage />, '/payment-result/*', '/payment-result/ok/123?status=OK&refId=987654#done');
    expect(await screen.findByRole('heading', { name: 'نتیجه تراکنش' })).toBeInTheDocument();
    // No ref and no payment of ours: nothing to verify.
    expect(await screen.findByTestId('charge-failed-detail')).toHaveTextContent('اطلاعات پرداخت از بانک دریافت نشد');
    await userEvent.click(screen.getByRole('button', { name: 'جزئیات بازگشت از درگاه' }));
    const route = within(screen.getByTestId('payment-route-params'));
    expect(route.getByText('ok/123')).toBeInTheDocument();
    const query = within(screen.getByTestId('payment-query-params'));
    expect(query.getByText('status')).toBeInTheDocument();
    expect(query.getByText('987654')).toBeInTheDocument();
    const location = within(screen.getByTestId('payment-location'));
    expect(location.getByText('/payment-result/ok/123')).toBeInTheDocument();
    expect(location.getByText('#done')).toBeInTheDocument();
  });
});

describe('transfer rules and storage', () => {
  const rules = { minCreditTransferAmount: 10_000, maxCreditTransferAmount: 5_000_000 };
  it('cash within min and max and the balance; subsidy from 1 toman to the entry', () => {
    const cash = transferLimits({ kind: 'CASH', rules, cash: 1_000_000, subsidy: null });
    expect(cash).toEqual({ min: 10_000, max: 1_000_000, cappedByBalance: true });
    const check = (amountText: string, limits = cash, kind: 'CASH' | 'SUBSIDY' = 'CASH', subsidyChosen = true) =>
      validateTransfer({ kind, username: 'student2', amountText, limits, subsidyChosen }).amount?.key;
    expect(check('')).toBe('amountRequired');
    // Whole tomans: refused with the reason, never read as another number (1.5 is not 15,
    // 1e20 not 120); thousands separators every three digits are what people type.
    const problem = (amountText: string) =>
      validateTransfer({ kind: 'CASH', username: 'student2', amountText, limits: cash, subsidyChosen: true }).amount
        ?.problem;
    for (const [typed, why] of [
      ['1.5', 'fraction'],
      ['1٫5', 'fraction'],
      ['1,5', 'grouping'],
      ['1e20', 'exponent'],
      ['-5000', 'sign'],
      ['12a', 'notDigits'],
      ['1000000000000', 'tooLarge'],
    ] as const) {
      expect(check(typed)).toBe('amountProblem');
      expect(problem(typed)).toBe(why);
    }
    for (const grouped of ['1,500', '۱٬۵۰۰', '1 500']) expect(check(grouped)).toBeUndefined();
    expect(check('0')).toBe('amountInvalid');
    expect(check('999')).toBe('minError');
    expect(check('1000')).toBeUndefined();
    expect(check('100001')).toBe('notEnough');
    const rich = transferLimits({ kind: 'CASH', rules, cash: 90_000_000, subsidy: null });
    expect(check('500001', rich)).toBe('maxError');
    const sub = transferLimits({ kind: 'SUBSIDY', rules, cash: 0, subsidy: { credit: 50_000 } });
    expect(check('1', sub, 'SUBSIDY')).toBeUndefined();
    expect(check('5001', sub, 'SUBSIDY')).toBe('maxError');
    expect(
      validateTransfer({ kind: 'SUBSIDY', username: 'ab', amountText: '1', limits: sub, subsidyChosen: false }),
    ).toEqual({
      username: { key: 'usernameShort' },
      subsidy: { key: 'subsidyRequired' },
    });
  });

  it('a pending payment survives as JSON; garbage reads as nothing', () => {
    writePendingPayment(
      { step: 'atBank', gatewayId: 1, amount: 10, paymentCode: 'P', redirect: { kind: 'redirect', url: '/bank' } },
      'student',
    );
    expect(readPendingPayment('student')).toEqual({
      step: 'atBank',
      gatewayId: 1,
      amount: 10,
      paymentCode: 'P',
      redirect: { kind: 'redirect', url: '/bank' },
    });
    // Someone else's, or one without an owner, is nothing.
    expect(readPendingPayment('student2')).toBeNull();
    expect(readPendingPayment(null)).toBeNull();
    sessionStorage.setItem(PENDING_PAYMENT_KEY, '{"step":"elsewhere"}');
    expect(readPendingPayment('student')).toBeNull();
    sessionStorage.setItem(PENDING_PAYMENT_KEY, 'not json');
    expect(readPendingPayment('student')).toBeNull();
    writePendingPayment(null, 'student');
    expect(sessionStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
  });
});
