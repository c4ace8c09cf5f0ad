import { useState } from 'react';
import { isApiError, payloadOf } from '@/api/api-error';
import { legacyReservePageUrl } from '@/api/endpoints';
import { getMyLoginToken } from '@/api/generated/rest/hooks/users/users';
import { loginAsTokenOf } from '@/lib/legacy-web';
import type { CartLine } from '@/lib/reserve-cart';
import { safeNavigationTarget } from '@/lib/safe-url';
import { useFormatters } from '@/ui/use-formatters';
import type { ReserveCart } from '@/ui/use-reserve-cart';
import { useSecondsLeft } from '@/ui/use-seconds-left';

/*
 * Checkout of the free-restaurant cart (platform.md 4): a one-time login token
 * (GET /rest/users/me/login-token), then the legacy reserve page with the token and the cart lines
 * as query parameters.
 *
 * The page's address comes from the runtime configuration (endpoints.legacyReserveUrl: the
 * deployment's page; the mock serves a stand-in). Assumption: each line is sent as the four repeated
 * parameters programId, foodTypeId, mealTypeId and selectedCount, in line order (URLSearchParams.getAll
 * of each gives aligned lists).
 */

export function legacyReserveUrl(page: string, loginToken: string, lines: readonly CartLine[]): string {
  const query = new URLSearchParams({ loginToken });
  for (const line of lines) {
    query.append('programId', String(line.food.programId));
    query.append('foodTypeId', String(line.food.foodTypeId));
    query.append('mealTypeId', String(line.food.mealTypeId));
    query.append('selectedCount', String(line.selectedCount));
  }
  return `${page}${page.includes('?') ? '&' : '?'}${query.toString()}`;
}

/**
 * Gets a login token and answers the legacy reserve page's address for the lines. A failure is
 * shown by the cart under its total (platform.md 8), not toasted.
 */
export async function checkoutUrl(lines: readonly CartLine[]): Promise<string> {
  const token = loginAsTokenOf(payloadOf(await getMyLoginToken({ suppressToast: true })));
  return legacyReserveUrl(legacyReservePageUrl(), token, lines);
}

/**
 * The cart's checkout button and countdown (the account cart page and the reserve page's panel):
 * the legacy page's address, followed only when it is http(s) or a path of this site,
 * the cart emptied first; a failure answers the server's message or `failedMessage`.
 */
export function useCartCheckout(cart: ReserveCart, onNavigate: (url: string) => void, failedMessage: string) {
  const { digits } = useFormatters();
  const secondsLeft = useSecondsLeft(cart.expiresAt);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const checkout = async () => {
    setBusy(true);
    setError(null);
    try {
      const url = safeNavigationTarget(await checkoutUrl(cart.cart.lines), window.location.origin);
      if (!url) throw new Error('The checkout address is not an http(s) URL');
      cart.clear();
      onNavigate(url);
    } catch (e) {
      setError(isApiError(e) && e.hasServerMessage ? e.messageFa : failedMessage);
    } finally {
      setBusy(false);
    }
  };

  /** mm:ss left before the cart expires ('' without a deadline). */
  const time =
    secondsLeft === null
      ? ''
      : `${digits(Math.floor(secondsLeft / 60))}:${digits(String(secondsLeft % 60).padStart(2, '0'))}`;
  return { busy, error, checkout: () => void checkout(), time };
}
