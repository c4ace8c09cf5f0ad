/** Cardex page role (modules.md 6). */
export const CARDEX_ROLE = 'ROLE_ESKAN_ALGORITM_STUDENT';

/** Institution key for which pre-registration is disabled (modules.md 2.6 item 10). */
export const NO_PRE_REGISTER_UNIKEY = 'URM';

/** The laundry service flag (platform.md 3 services.washer: a flag or an address). */
export function laundryEnabled(washer: unknown): boolean {
  return washer === true || (typeof washer === 'string' && washer.trim() !== '');
}

/** The laundry system's address when the flag is one (http or https only). */
export function laundryUrl(washer: unknown): string | null {
  if (typeof washer !== 'string') return null;
  try {
    const url = new URL(washer.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
