import { setupWorker } from 'msw/browser';
import { loadContractDocuments } from './contract/documents-browser';
import { handlers } from './handlers';
import { BANK_RESULTS_KEY, completePayment, type BankStatus } from './handlers/epayment';
import { flushSave, loadWorld, saveWorld, scheduleSave } from './world/persistence';
import { setRuntimeMode } from './world/settings';
import { resetWorld } from './world/world';

/**
 * Starts the in-browser mock backend (npm start): restores the world saved in localStorage (or
 * seeds a fresh one at real time), applies payments finished on the static bank page, starts the
 * service worker with every handler, saves the world after each mocked answer, and mounts the
 * mock panel in its own DOM node.
 */
export async function startMockWorker(): Promise<void> {
  setRuntimeMode('browser');
  loadContractDocuments();
  if (!loadWorld()) resetWorld();
  applyBankResults();
  saveWorld();

  const worker = setupWorker(...handlers);
  worker.events.on('response:mocked', ({ request }) => {
    // Control calls (persona, reset...) are usually followed by a reload: save them at once.
    if (new URL(request.url).pathname.startsWith('/__mock/') && request.method !== 'GET') saveWorld();
    else scheduleSave();
  });
  window.addEventListener('pagehide', flushSave);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });

  // The panel is a dev tool beside the app, never part of its tree; it loads after the app starts.
  void import('./panel/mount').then(({ mountMockPanel }) => mountMockPanel());
}

/** Verdicts the static bank page (mocks/public/mock-bank.html) left in localStorage. */
function applyBankResults(): void {
  try {
    const text = localStorage.getItem(BANK_RESULTS_KEY);
    if (!text) return;
    localStorage.removeItem(BANK_RESULTS_KEY);
    const results = JSON.parse(text) as Array<{ ref: string; status: BankStatus }>;
    for (const r of Array.isArray(results) ? results : []) completePayment(String(r.ref), r.status);
  } catch (error) {
    console.warn('[mock] could not apply bank results', error);
  }
}
