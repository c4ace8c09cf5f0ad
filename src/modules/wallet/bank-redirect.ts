import type { BankRedirect } from '@machines/payment.machine';

/**
 * Sends the browser to the bank (platform.md 4): a redirect is a navigation, a form is a real form
 * submitted by the browser (GET or POST) so the bank receives it as a top-level request; never a fetch.
 */
export function submitToBank(redirect: BankRedirect, doc: Document = document): void {
  if (redirect.kind === 'redirect') {
    doc.defaultView?.location.assign(redirect.url);
    return;
  }
  const form = doc.createElement('form');
  form.method = redirect.method;
  form.action = redirect.url;
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
