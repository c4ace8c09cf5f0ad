/*
 * The tabs of a browser share one session (one token pair), so they share its idle time.
 * Activity in any tab (pointer, keys, typing in a field, wheel or scroll, focus) restarts the
 * auto-logout count of every tab: each tab tells the others through a BroadcastChannel (or, without
 * one, a local-storage key whose `storage` event the other tabs get). Before this, a tab where the
 * student was typing did not count at all (only route changes did), and an idle tab beside a busy
 * one signed every tab out.
 */

const CHANNEL = 'portal.activity';
/** The local-storage fallback's key: the time of the last activity, written by the active tab. */
export const ACTIVITY_KEY = 'portal.activity';
const EVENTS = ['pointerdown', 'keydown', 'input', 'wheel', 'scroll', 'touchstart', 'focusin'] as const;
/**
 * At most one report a second, the first at once and the last one too (leading and trailing): a
 * dropped last report would let another tab count from an earlier moment and sign out too soon.
 */
export const ACTIVITY_THROTTLE_MS = 1000;

/** Calls `onActive` on activity in this tab (throttled) and in the other tabs; answers the stop function. */
export function watchActivity(onActive: () => void, target: Window = window): () => void {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  let last = 0;
  let trailing: ReturnType<typeof setTimeout> | null = null;

  const report = () => {
    last = Date.now();
    onActive();
    if (channel) channel.postMessage(last);
    else {
      try {
        target.localStorage.setItem(ACTIVITY_KEY, String(last));
      } catch {
        // Storage blocked: this tab's own count still restarts.
      }
    }
  };
  const onLocal = () => {
    const since = Date.now() - last;
    if (since >= ACTIVITY_THROTTLE_MS) {
      if (trailing) clearTimeout(trailing);
      trailing = null;
      report();
    } else
      trailing ??= setTimeout(() => {
        trailing = null;
        report();
      }, ACTIVITY_THROTTLE_MS - since);
  };
  const onRemote = () => onActive();
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACTIVITY_KEY) onActive();
  };

  // Capture: a field's own scroll and a focus inside a dialog count as much as the page's.
  for (const type of EVENTS) target.addEventListener(type, onLocal, { capture: true, passive: true });
  channel?.addEventListener('message', onRemote);
  if (!channel) target.addEventListener('storage', onStorage);
  return () => {
    for (const type of EVENTS) target.removeEventListener(type, onLocal, { capture: true });
    if (trailing) clearTimeout(trailing);
    channel?.close();
    if (!channel) target.removeEventListener('storage', onStorage);
  };
}
