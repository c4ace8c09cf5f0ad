import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoticePage } from './notice-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  const mark = (
    <Text fz={64} fw={800} c="var(--mantine-color-darkTeal-text)" aria-hidden>
      404
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
