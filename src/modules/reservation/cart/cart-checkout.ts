import { payloadOf } from '@/api/api-error';
import { universityBaseUrl } from '@/api/endpoints';
import { getMyLoginToken } from '@/api/generated/rest/hooks/users/users';
import type { CartLine } from './reserve-cart';

/*
 * Checkout of the free-restaurant cart (platform.md 4): a one-time login token
 * (GET /rest/users/me/login-token), then the legacy reserve page with the token and the cart lines
 * as query parameters.
 *
 * Assumption (the spec gives no address): the legacy page is `${universityURL}/reserve`, and each
 * line is sent as the four repeated parameters programId, foodTypeId, mealTypeId and selectedCount,
 * in line order (URLSearchParams.getAll of each gives aligned lists).
 */

const LEGACY_RESERVE_PATH = '/reserve';

export function legacyReserveUrl(base: string, loginToken: string, lines: readonly CartLine[]): string {
  const query = new URLSearchParams({ loginToken });
  for (const line of lines) {
    query.append('programId', String(line.food.programId));
    query.append('foodTypeId', String(line.food.foodTypeId));
    query.append('mealTypeId', String(line.food.mealTypeId));
    query.append('selectedCount', String(line.selectedCount));
  }
  return `${base.replace(/\/+$/, '')}${LEGACY_RESERVE_PATH}?${query.toString()}`;
}

/**
 * Gets a login token and answers the legacy reserve page's address for the lines. A failure is
 * shown by the cart under its total (platform.md 8), not toasted.
 */
export async function checkoutUrl(lines: readonly CartLine[]): Promise<string> {
  const token = payloadOf(await getMyLoginToken({ suppressToast: true }));
  return legacyReserveUrl(universityBaseUrl(), token, lines);
}
