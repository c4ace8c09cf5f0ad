import { ThemeIcon } from '@mantine/core';
import { IconApps } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoticePage } from './notice-page';

/** /modules/inactive (platform.md 2.6): the shell sends users here when no module is enabled. */
export function ModuleInactivePage() {
  const { t } = useTranslation();
  const mark = (
    <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
      <IconApps size={40} />
    </ThemeIcon>
  );
  return <NoticePage mark={mark} title={t('moduleInactive.title')} description={t('moduleInactive.description')} maw={520} />;
}

export default ModuleInactivePage;
