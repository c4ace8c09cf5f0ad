import { Button, Group, ThemeIcon } from '@mantine/core';
import { IconApps, IconHome, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MODULE_KEYS, type ModuleKey } from '@/lib/module-manifest';
import { paths } from '@/lib/paths';
import { enabledModules, moduleTitleKey, shellModulesOf, useManifests } from '../shell/modules';
import { useModuleContext } from '../shell/use-shell-navigation';
import { NoticePage } from './notice-page';

/** What the page says: one module switched off, none on at all, some on, or every one on. */
type Verdict = { kind: 'off'; module: ModuleKey } | { kind: 'none' } | { kind: 'someOn' } | { kind: 'allOn' };

function useVerdict(): Verdict {
  const [search] = useSearchParams();
  const manifests = useManifests();
  const enabled = enabledModules(useModuleContext(), manifests).map((m) => m.key);
  const asked = search.get('module');
  const module = MODULE_KEYS.find((key) => key === asked);
  if (module && !enabled.includes(module)) return { kind: 'off', module };
  if (!enabled.length) return { kind: 'none' };
  return enabled.length === shellModulesOf(manifests).length ? { kind: 'allOn' } : { kind: 'someOn' };
}

/**
 * /modules/inactive (platform.md 2.6): the shell sends users here when no module is enabled, and a
 * disabled module's address names its module (`?module=<key>`). Opened while every module is on,
 * it says so rather than "no module is active". Not a dead end: home again or sign out.
 */
export function ModuleInactivePage() {
  const { t } = useTranslation(['common', 'shell']);
  const verdict = useVerdict();
  const mark = (
    <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
      <IconApps size={40} />
    </ThemeIcon>
  );
  const [title, description] =
    verdict.kind === 'off'
      ? [
          t('shell:moduleInactive.offTitle', { module: t(`shell:${moduleTitleKey(verdict.module)}`) }),
          t('shell:moduleInactive.offDescription'),
        ]
      : verdict.kind === 'none'
        ? [t('moduleInactive.title'), t('moduleInactive.description')]
        : [t(`shell:moduleInactive.${verdict.kind}Title`), t(`shell:moduleInactive.${verdict.kind}Description`)];
  return (
    <NoticePage mark={mark} title={title} description={description} maw={520}>
      <Group justify="center" gap="sm">
        <Button
          component={Link}
          to={paths.Home}
          variant={verdict.kind === 'allOn' || verdict.kind === 'someOn' ? 'filled' : 'light'}
          leftSection={<IconHome size={18} aria-hidden />}
        >
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
