import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "<page> | <app name>" in the browser tab while the page is shown. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation(['common']);
  const app = t('common:app.name');
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${app}`;
    return () => {
      document.title = previous;
    };
  }, [title, app]);
}
