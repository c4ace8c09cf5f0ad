import { classifyCreated, type BankRedirect, type CreatePaymentOutput } from '@machines/payment.machine';
import { safeNavigationTarget } from '@/lib/safe-url';

/*
 * The card details go wherever the bank redirect points, so the address checked is the one that will
 * be used: the redirect's or the form's URL as the payment machine reads the answer, not a
 * field picked by its type (`redirectUrl: false` with a foreign `url` is a form to that `url`). It
 * must be this site or one of the configured gateway hosts, http(s), never `javascript:` or `data:`.
 */

/** The redirect's address when it is this site or one of `hosts`, else null. */
export function allowedBankTarget(
  redirect: BankRedirect,
  hosts: readonly string[],
  origin = window.location.origin,
): string | null {
  return safeNavigationTarget(redirect.url, origin, [...hosts, new URL(origin).hostname]);
}

/** Whether process-payment's answer is safe to follow: what it will be followed to is allowed (an answer followed nowhere is the machine's failure). */
export function gatewayTargetAllowed(
  created: CreatePaymentOutput | null | undefined,
  hosts: readonly string[],
  origin = window.location.origin,
): boolean {
  const used = classifyCreated(created);
  if (used.kind !== 'redirect' && used.kind !== 'form') return true;
  return allowedBankTarget(used, hosts, origin) !== null;
}

/**
 * Sends the browser to the bank (platform.md 4): a redirect is a navigation, a form is a real form
 * submitted by the browser (GET or POST) so the bank receives it as a top-level request; never a fetch.
 */
export function submitToBank(redirect: BankRedirect, hosts: readonly string[], doc: Document = document): void {
  // The last gate: a redirect read back from storage (resume) is checked as a fresh answer is.
  const url = allowedBankTarget(redirect, hosts, doc.defaultView?.location.origin);
  if (!url) return;
  if (redirect.kind === 'redirect') {
    doc.defaultView?.location.assign(url);
    return;
  }
  const form = doc.createElement('form');
  form.method = redirect.method;
  form.action = url;
  form.style.display = 'none';
  form.setAttribute('data-testid', 'bank-form');
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
