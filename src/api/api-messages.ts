import fa from '@/i18n/locales/fa/api.json';

/** An i18n key of the transport's own texts (namespace `api`, src/i18n/locales/<lng>/api.json). */
export type ApiMessageKey = `api:${keyof typeof fa}`;

/**
 * The Persian text of a key. The transport has no i18n instance (it runs outside React), yet
 * ApiError.messageFa must always hold Persian text (platform.md 8), so it reads the fa bundle,
 * which ships in the main chunk anyway. Screens translate `messageKey` for en and ar.
 */
export function persianText(key: ApiMessageKey): string {
  return fa[key.slice('api:'.length) as keyof typeof fa];
}
