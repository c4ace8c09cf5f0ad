import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** "<page> | <app name>" in the browser tab while the page is shown. */
export function useDocumentTitle(title: string | null): void {
  const { t } = useTranslation(['common']);
  const app = t('common:app.name');
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = `${title} | ${app}`;
    return () => {
      document.title = previous;
    };
  }, [title, app]);
}

/*
 * The title of the screen on show (its PageContainer's), for the phone's header bar: a sub-page
 * without a route label of its own (a survey, a request) is named by its page, not by the portal.
 */
let shown: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function publish(title: string | null): void {
  if (shown === title) return;
  shown = title;
  for (const listener of listeners) listener();
}

/** Names the browser tab and the phone's header after the page while it is shown. */
export function usePageTitle(title: string | null): void {
  useDocumentTitle(title);
  useEffect(() => {
    if (!title) return undefined;
    publish(title);
    return () => {
      if (shown === title) publish(null);
    };
  }, [title]);
}

/** The title of the page on show, or null. */
export function useShownPageTitle(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
}
