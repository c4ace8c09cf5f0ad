import { Button, Group, ThemeIcon } from '@mantine/core';
import { IconApps, IconHome, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { NoticePage } from './notice-page';

/**
 * /modules/inactive (platform.md 2.6): the shell sends users here when no module is enabled. Not a
 * dead end (issue 41): home again (a module may have been enabled since) or sign out.
 */
export function ModuleInactivePage() {
  const { t } = useTranslation();
  const mark = (
    <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
      <IconApps size={40} />
    </ThemeIcon>
  );
  return (
    <NoticePage mark={mark} title={t('moduleInactive.title')} description={t('moduleInactive.description')} maw={520}>
      <Group justify="center" gap="sm">
        <Button component={Link} to={paths.Home} variant="light" leftSection={<IconHome size={18} aria-hidden />}>
          {t('actions.home')}
        </Button>
        <Button
          component={Link}
          to={paths.Logout}
          variant="default"
          leftSection={<IconLogout size={18} aria-hidden />}
          data-testid="module-inactive-logout"
        >
          {t('actions.signOut')}
        </Button>
      </Group>
    </NoticePage>
  );
}

export default ModuleInactivePage;
