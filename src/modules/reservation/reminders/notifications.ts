/*
 * The browser's Notification API, read defensively: it is missing in some browsers (and in
 * iOS Safari outside an installed web app), and asking for permission is allowed only from a click.
 * The reminders never depend on it: the in-app banner shows the same reminder either way.
 */

export type NotifyPermission = NotificationPermission | 'unsupported';

function api(): typeof Notification | null {
  return typeof globalThis.Notification === 'function' ? globalThis.Notification : null;
}

export function notificationPermission(): NotifyPermission {
  return api()?.permission ?? 'unsupported';
}

/** Asks for permission (call it only from the click that turns reminders on). */
export async function requestNotificationPermission(): Promise<NotifyPermission> {
  const Api = api();
  if (!Api) return 'unsupported';
  if (Api.permission !== 'default') return Api.permission;
  try {
    return await Api.requestPermission();
  } catch {
    return Api.permission;
  }
}

/** Shows a notification when permitted; false when it could not be shown. */
export function showNotification(title: string, body: string, tag: string): boolean {
  const Api = api();
  if (!Api || Api.permission !== 'granted') return false;
  try {
    new Api(title, { body, tag, lang: document.documentElement.lang || undefined, dir: 'auto' });
    return true;
  } catch {
    // Chrome on Android allows notifications only through a service worker: the banner still shows.
    return false;
  }
}
