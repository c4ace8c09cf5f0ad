import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeDigits } from '@/lib/digits';
import { useLanguage } from '@/ui/use-language';
import { NoticePage } from './notice-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const mark = (
    <Text fz={64} fw={800} c="var(--mantine-color-darkTeal-text)" aria-hidden>
      {localizeDigits('404', lng)}
    </Text>
  );
  return (
    <NoticePage mark={mark} title={t('notFound.title')} description={t('notFound.description')} maw={480}>
      <Button component={Link} to="/" variant="light">
        {t('actions.home')}
      </Button>
    </NoticePage>
  );
}

export default NotFoundPage;
