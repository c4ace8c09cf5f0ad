import { classifyCreated, type CreatePaymentOutput } from '@machines/payment.machine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowedBankTarget, gatewayTargetAllowed, submitToBank } from './bank-redirect';

const HOSTS = ['*.shaparak.ir'];
const ORIGIN = window.location.origin;
const odd = (answer: Record<string, unknown>) => answer as unknown as CreatePaymentOutput;

afterEach(() => {
  vi.restoreAllMocks();
  document.querySelectorAll('[data-testid="bank-form"]').forEach((f) => f.remove());
});

describe('the gateway address checked is the one used', () => {
  it('redirectUrl false, 0 or null does not hide a foreign or javascript: url the form would go to', () => {
    for (const redirectUrl of [false, 0, null, undefined]) {
      for (const url of [
        'https://pay.evil.example/ipg',
        'javascript:alert(document.cookie)',
        'data:text/html,<script>alert(1)</script>',
        '//evil.example/x',
      ]) {
        const answer = odd({ redirectUrl, url, method: 'POST', formFields: { amount: '10' } });
        // What the machine will follow: a form to `url`.
        expect(classifyCreated(answer)).toMatchObject({ kind: 'form', url });
        expect(gatewayTargetAllowed(answer, HOSTS, ORIGIN)).toBe(false);
      }
    }
  });

  it("a redirect or a form to a gateway host or this site passes; an answer followed nowhere is the machine's to report", () => {
    expect(gatewayTargetAllowed({ redirectUrl: 'https://sep.shaparak.ir/pay?t=1' }, HOSTS, ORIGIN)).toBe(true);
    expect(
      gatewayTargetAllowed(
        odd({ redirectUrl: false, method: 'POST', url: 'https://bpm.shaparak.ir/pgw' }),
        HOSTS,
        ORIGIN,
      ),
    ).toBe(true);
    expect(gatewayTargetAllowed({ method: 'POST', url: '/__mock/bank' }, HOSTS, ORIGIN)).toBe(true);
    expect(gatewayTargetAllowed({ redirectUrl: 'https://pay.evil.example/' }, HOSTS, ORIGIN)).toBe(false);
    expect(gatewayTargetAllowed({ redirectUrl: 'javascript:alert(1)' }, HOSTS, ORIGIN)).toBe(false);
    // An empty redirectUrl is "no response": the url beside it is never followed.
    const empty = odd({ redirectUrl: '', url: 'javascript:alert(1)' });
    expect(classifyCreated(empty)).toEqual({ kind: 'noResponse' });
    expect(gatewayTargetAllowed(empty, HOSTS, ORIGIN)).toBe(true);
  });

  it('submitting to the bank re-checks the address: a stored javascript: or foreign form is never submitted', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    submitToBank({ kind: 'form', method: 'POST', url: 'javascript:alert(1)', fields: {} }, HOSTS);
    submitToBank({ kind: 'form', method: 'POST', url: 'https://pay.evil.example/ipg', fields: {} }, HOSTS);
    expect(submit).not.toHaveBeenCalled();
    expect(document.querySelector('[data-testid="bank-form"]')).toBeNull();
    submitToBank({ kind: 'form', method: 'POST', url: 'https://sep.shaparak.ir/pay', fields: { a: '1' } }, HOSTS);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(allowedBankTarget({ kind: 'redirect', url: '/__mock/bank?ref=1' }, HOSTS)).toBe(
      `${ORIGIN}/__mock/bank?ref=1`,
    );
  });
});
