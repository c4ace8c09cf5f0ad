import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Kbd,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useDirection,
  type ScrollAreaAutosizeProps,
} from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import {
  IconActivityHeartbeat,
  IconArrowLeft,
  IconArrowRight,
  IconCircleCheck,
  IconCircleX,
  IconRefresh,
  IconRoute,
  IconSearch,
} from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatInteger, localizeDigits } from '@/lib/digits';
import { paths, type RouteName } from '@/lib/paths';
import { useLanguage } from '@/ui/use-language';
import { isEnabled, useManifests } from './modules';
import { useRouteChecker } from './route-availability';
import { checkService, SERVICE_IDS, serviceUrl, type ServiceId, type ServiceStatus } from './service-status';
import { paletteMounted, paletteStore } from './palette-store';
import { PUBLIC_ROUTE_NAMES, routeLabel, useModuleContext } from './use-shell-navigation';

interface Command {
  id: string;
  label: string;
  path: string;
}

/**
 * One navigation command per named route that exists (the scope variant for "change password"),
 * then the commands the enabled modules' manifests declare.
 */
function useNavigationCommands(): Command[] {
  const { i18n } = useTranslation('shell');
  const routed = useRouteChecker();
  const manifests = useManifests();
  const ctx = useModuleContext();
  return useMemo(() => {
    const commands: Command[] = [];
    for (const [name, path] of Object.entries(paths) as [RouteName, string][]) {
      if (PUBLIC_ROUTE_NAMES.has(name) || !routed(path)) continue;
      commands.push({ id: name, label: routeLabel(i18n, name) ?? name, path });
      if (name === 'UserProfile') {
        commands.push({
          id: 'UserProfilePassword',
          label: i18n.t('shell:userMenu.changePassword'),
          path: `${path}?scope=password`,
        });
      }
    }
    for (const manifest of manifests) {
      if (!isEnabled(manifest, ctx)) continue;
      for (const command of manifest.commands ?? []) {
        if (!routed(command.to) || commands.some((c) => c.id === command.id)) continue;
        commands.push({
          id: command.id,
          label: String(i18n.t(command.labelKey as 'shell:palette.title')),
          path: command.to,
        });
      }
    }
    return commands;
    // i18n.language: the labels follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routed, i18n, i18n.language, manifests, ctx]);
}

/** Results tagged with the round that produced them: a service without a result of this round is being checked. */
type Checks = Partial<Record<ServiceId, ServiceStatus & { round: number }>>;

/** The service status view: each configured server, its address and whether it answers. */
export function ServiceStatusView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('shell');
  const lng = useLanguage();
  const { dir } = useDirection();
  const [checks, setChecks] = useState<Checks>({});
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    for (const id of SERVICE_IDS) {
      void checkService(id, controller.signal).then((status) => {
        if (!controller.signal.aborted) setChecks((prev) => ({ ...prev, [id]: { ...status, round } }));
      });
    }
    return () => controller.abort();
  }, [round]);

  const resultOf = (id: ServiceId): ServiceStatus | 'checking' => {
    const result = checks[id];
    return result && result.round === round ? result : 'checking';
  };
  const busy = SERVICE_IDS.some((id) => resultOf(id) === 'checking');
  const BackIcon = dir === 'rtl' ? IconArrowRight : IconArrowLeft;

  return (
    <Box p="md" data-testid="service-status">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label={t('palette.back')}>
            <BackIcon size={18} />
          </ActionIcon>
          <Title order={2} size="h4" id="service-status-title">
            {t('palette.serviceStatus')}
          </Title>
        </Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          onClick={() => setRound((r) => r + 1)}
          loading={busy}
        >
          {t('palette.recheck')}
        </Button>
      </Group>
      <Stack
        gap="xs"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-labelledby="service-status-title"
        aria-live="polite"
      >
        {SERVICE_IDS.map((id) => {
          const check = resultOf(id);
          const url = check !== 'checking' ? check.url : serviceUrl(id);
          return (
            <Group
              key={id}
              component="li"
              wrap="nowrap"
              gap="sm"
              p="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
              data-service={id}
              data-state={check === 'checking' ? 'checking' : check.state}
            >
              {check === 'checking' ? (
                <Loader size={22} type="oval" aria-hidden />
              ) : (
                <ThemeIcon
                  radius="xl"
                  size={26}
                  variant="light"
                  color={check.state === 'answers' ? 'green' : 'red'}
                  aria-hidden
                >
                  {check.state === 'answers' ? <IconCircleCheck size={18} /> : <IconCircleX size={18} />}
                </ThemeIcon>
              )}
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {t(`servers.${id}`)}
                </Text>
                <Text size="xs" c="dimmed" dir="ltr" truncate="end" ta={dir === 'rtl' ? 'right' : 'left'}>
                  {url}
                </Text>
              </Box>
              {check === 'checking' ? (
                <Text size="xs" c="dimmed">
                  {t('palette.checking')}
                </Text>
              ) : check.state === 'answers' ? (
                <Badge color="green" variant="light" title={t('palette.httpStatus', { status: check.httpStatus })}>
                  {t('palette.answers', { ms: formatInteger(check.ms, lng) })}
                </Badge>
              ) : (
                <Badge color="red" variant="light">
                  {check.reason === 'timeout' ? t('palette.timeout') : t('palette.noAnswer')}
                </Badge>
              )}
            </Group>
          );
        })}
      </Stack>
      <Text size="xs" c="dimmed" mt="sm">
        {t('palette.statusHint', { seconds: localizeDigits(8, lng) })}
      </Text>
    </Box>
  );
}

/**
 * The list scrolls, and its actions never take focus (the search keeps it): its scroll box does, so
 * keyboard users can scroll it (axe scrollable-region-focusable), named as a region. ActionsList
 * renders a ScrollArea.Autosize and hands it its other props; its own type does not list them.
 */
const listViewport = (label: string): Pick<ScrollAreaAutosizeProps, 'viewportProps'> => ({
  viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label },
});

/**
 * The command palette (Mantine Spotlight): navigation to every screen that exists, and the service
 * status view, a lazy chunk (palette-host.tsx mounts it, palette-store.ts opens it). Escape closes it.
 */
export function CommandPalette() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const commands = useNavigationCommands();
  const [view, setView] = useState<'commands' | 'status'>('commands');
  const [query, setQuery] = useState('');

  useEffect(paletteMounted, []);

  const q = query.trim().toLowerCase();
  const shown = q
    ? commands.filter((c) => c.label.toLowerCase().includes(q) || c.path.toLowerCase().includes(q))
    : commands;
  const statusLabel = t('palette.serviceStatus');
  const statusShown = !q || statusLabel.toLowerCase().includes(q) || 'status'.includes(q);

  return (
    <Spotlight.Root
      store={paletteStore}
      shortcut={null}
      query={query}
      onQueryChange={setQuery}
      onSpotlightClose={() => setView('commands')}
      scrollable
      maxHeight={440}
      size={620}
    >
      {view === 'status' ? (
        <ServiceStatusView onBack={() => setView('commands')} />
      ) : (
        <>
          <Spotlight.Search
            placeholder={t('palette.placeholder')}
            aria-label={t('palette.placeholder')}
            leftSection={<IconSearch size={18} stroke={1.6} />}
          />
          <Spotlight.ActionsList {...listViewport(t('palette.title'))}>
            {statusShown && (
              <Spotlight.ActionsGroup label={t('palette.tools')}>
                <Spotlight.Action
                  label={statusLabel}
                  description={t('palette.serviceStatusDescription')}
                  leftSection={<IconActivityHeartbeat size={20} stroke={1.6} />}
                  closeSpotlightOnTrigger={false}
                  onClick={() => setView('status')}
                  data-command="service-status"
                />
              </Spotlight.ActionsGroup>
            )}
            {shown.length > 0 && (
              <Spotlight.ActionsGroup label={t('palette.navigation')}>
                {shown.map((command) => (
                  <Spotlight.Action
                    key={command.id}
                    label={command.label}
                    leftSection={<IconRoute size={20} stroke={1.6} />}
                    rightSection={
                      <Text size="xs" c="dimmed" component="span">
                        <bdi dir="ltr">{command.path}</bdi>
                      </Text>
                    }
                    onClick={() => void navigate(command.path)}
                    data-command={command.id}
                  />
                ))}
              </Spotlight.ActionsGroup>
            )}
            {!statusShown && shown.length === 0 && <Spotlight.Empty>{t('palette.nothingFound')}</Spotlight.Empty>}
          </Spotlight.ActionsList>
          <Group justify="space-between" px="md" py={8} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <Text size="xs" c="dimmed">
              {t('palette.footer')}
            </Text>
            <Group gap={4} dir="ltr">
              <Kbd size="xs">Ctrl</Kbd>
              <Kbd size="xs">/</Kbd>
            </Group>
          </Group>
        </>
      )}
    </Spotlight.Root>
  );
}
