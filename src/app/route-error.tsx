import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { FullPageError } from '@/ui/full-page-error';

/** Router error element: a failed lazy chunk or a render error gets the error screen with retry. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <FullPageError description={t('errors.pageDescription')} onRetry={() => window.location.reload()} />
  );
}
