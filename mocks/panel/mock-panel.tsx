import {
  ActionIcon,
  Affix,
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  Divider,
  Drawer,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import type { FaultKind } from '../faults';
import { controlClient, type MockState, type PersonaInfo } from './control-client';
import { JournalSection } from './journal-section';
import { usePanelTranslation } from './panel-i18n';

/**
 * The mock panel (mock mode only): a drawer to switch persona, set the clock, inject latency and
 * faults, and reset the world, through the control API. Toggle: the corner button or Alt+Shift+M.
 */

/** The app's token keys (src/api/tokens.ts): a persona switch reseeds the world, so the session ends. */
const APP_TOKEN_KEYS = ['portal.accessToken', 'portal.refreshToken'];

export interface MockPanelProps {
  /** Reloads the page (tests pass a spy). */
  reload?: () => void;
  /** Where the drawer renders (its own DOM node, not the app's). */
  portalTarget?: HTMLElement;
}

const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export function MockPanel({ reload = () => window.location.reload(), portalTarget }: MockPanelProps) {
  const { t, i18n } = usePanelTranslation();
  const [opened, setOpened] = useState(false);
  const [state, setState] = useState<MockState | null>(null);
  const [personas, setPersonas] = useState<PersonaInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [persona, setPersona] = useState<string | null>(null);
  const [clock, setClockInput] = useState('');
  const [frozen, setFrozen] = useState(false);
  const [reseed, setReseed] = useState(false);
  const [latency, setLatency] = useState<number | string>(0);
  const [method, setMethod] = useState<string | null>('*');
  const [path, setPath] = useState('');
  const [kind, setKind] = useState<FaultKind>('error');
  const [status, setStatus] = useState<number | string>(500);
  const [messageResource, setMessageResource] = useState('');
  const [times, setTimes] = useState<number | string>(1);
  const [delayMs, setDelayMs] = useState<number | string>(3000);

  const run = useCallback(async (action: () => Promise<unknown>, after?: () => void) => {
    setError(null);
    try {
      await action();
      const next = await controlClient.state();
      setState(next);
      setLatency(next.faults.latencyMs);
      setClockInput((current) => current || toLocalInput(next.clock.now));
      after?.();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, []);

  /** Opening (button or Alt+Shift+M) loads the personas and the current state. */
  const toggle = () => {
    if (opened) {
      setOpened(false);
      return;
    }
    setOpened(true);
    void run(async () => {
      const list = await controlClient.personas();
      setPersonas(list.personas);
      setPersona(list.current);
    });
  };

  useHotkeys([['alt+shift+M', toggle]]);

  const selected = personas.find((p) => p.id === persona);
  const lng = i18n.language;
  const describe = (p: PersonaInfo) => (lng === 'fa' ? p.descriptionFa : p.description);
  const clockText = state
    ? new Date(state.clock.now).toLocaleString(lng === 'fa' ? 'fa-IR' : lng === 'ar' ? 'ar' : 'en-GB')
    : '';
  const endSession = () => {
    for (const key of APP_TOKEN_KEYS) window.localStorage.removeItem(key);
    reload();
  };

  return (
    <>
      <Affix
        position={{ bottom: 16, left: 16 }}
        zIndex={10000}
        portalProps={portalTarget ? { target: portalTarget } : undefined}
      >
        <ActionIcon
          size="xl"
          radius="xl"
          variant="filled"
          color="grape"
          aria-label={t('toggle')}
          aria-expanded={opened}
          title={`${t('toggle')} (Alt+Shift+M)`}
          onClick={toggle}
        >
          <Text size="xs" fw={700} c="white">
            {t('toggleShort')}
          </Text>
        </ActionIcon>
      </Affix>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('title')}
        position="left"
        size="md"
        zIndex={10001}
        portalProps={portalTarget ? { target: portalTarget } : undefined}
      >
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert">
              {t('error', { message: error })}
            </Alert>
          )}
          {!state ? (
            <Text>{t('loading')}</Text>
          ) : (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('summary', { persona: state.persona, now: clockText })}
              </Text>
              <Badge size="xs" variant="light">
                {state.clock.real ? t('clock.real') : state.clock.frozen ? t('clock.frozen') : t('clock.flowing')}
              </Badge>
            </Group>
          )}

          <Divider label={t('persona.title')} labelPosition="left" />
          <Select
            label={t('persona.label')}
            data={personas.map((p) => ({ value: p.id, label: p.id }))}
            value={persona}
            onChange={setPersona}
            allowDeselect={false}
            comboboxProps={{ zIndex: 10002, portalProps: portalTarget ? { target: portalTarget } : undefined }}
          />
          {selected && (
            <Stack gap={2}>
              <Text size="sm">{describe(selected)}</Text>
              <Text size="sm">
                {t('persona.username')}: <Code>{selected.username}</Code> · {t('persona.password')}:{' '}
                <Code>{selected.password}</Code>
              </Text>
            </Stack>
          )}
          <Text size="xs" c="dimmed">
            {t('persona.hint')}
          </Text>
          <Button
            disabled={!persona}
            onClick={() => persona && void run(() => controlClient.switchPersona(persona), endSession)}
          >
            {t('persona.switch')}
          </Button>

          <Divider label={t('clock.title')} labelPosition="left" />
          <TextInput
            type="datetime-local"
            label={t('clock.label')}
            value={clock}
            onChange={(e) => setClockInput(e.currentTarget.value)}
            dir="ltr"
          />
          <Checkbox label={t('clock.freeze')} checked={frozen} onChange={(e) => setFrozen(e.currentTarget.checked)} />
          <Checkbox label={t('clock.reseed')} checked={reseed} onChange={(e) => setReseed(e.currentTarget.checked)} />
          <Group>
            <Button
              variant="light"
              disabled={!clock}
              onClick={() => void run(() => controlClient.setClock(new Date(clock).toISOString(), frozen, reseed))}
            >
              {t('clock.set')}
            </Button>
            <Button variant="subtle" onClick={() => void run(() => controlClient.realTime())}>
              {t('clock.useReal')}
            </Button>
          </Group>

          <Divider label={t('faults.title')} labelPosition="left" />
          <Group align="end">
            <NumberInput
              label={t('faults.latency')}
              value={latency}
              onChange={setLatency}
              min={0}
              step={100}
              style={{ flex: 1 }}
            />
            <Button variant="light" onClick={() => void run(() => controlClient.setLatency(Number(latency) || 0))}>
              {t('faults.applyLatency')}
            </Button>
          </Group>
          <Group grow align="start">
            <Select
              label={t('faults.method')}
              data={[{ value: '*', label: t('faults.anyMethod') }, 'GET', 'POST', 'PUT', 'DELETE']}
              value={method}
              onChange={setMethod}
              allowDeselect={false}
              comboboxProps={{ zIndex: 10002, portalProps: portalTarget ? { target: portalTarget } : undefined }}
            />
            <TextInput
              label={t('faults.path')}
              placeholder="/rest/users/me"
              description={t('faults.pathHint')}
              value={path}
              onChange={(e) => setPath(e.currentTarget.value)}
              dir="ltr"
            />
          </Group>
          <SegmentedControl
            aria-label={t('faults.kind')}
            value={kind}
            onChange={(v) => setKind(v as FaultKind)}
            data={(['error', 'timeout', 'malformed', 'malformed-item', 'latency', 'drop-after'] as const).map((k) => ({
              value: k,
              label: t(`faults.kinds.${k}`),
            }))}
          />
          <Group grow align="start">
            {(kind === 'error' || kind === 'malformed') && (
              <NumberInput label={t('faults.status')} value={status} onChange={setStatus} min={100} max={599} />
            )}
            {kind === 'latency' && (
              <NumberInput label={t('faults.delay')} value={delayMs} onChange={setDelayMs} min={0} step={500} />
            )}
            <NumberInput
              label={t('faults.times')}
              description={t('faults.timesHint')}
              value={times}
              onChange={setTimes}
              min={1}
            />
          </Group>
          {kind === 'error' && (
            <TextInput
              label={t('faults.messageResource')}
              placeholder="USER_FORCE_CHANGE_PASSWORD"
              value={messageResource}
              onChange={(e) => setMessageResource(e.currentTarget.value)}
              dir="ltr"
            />
          )}
          <Button
            variant="light"
            color="orange"
            disabled={!path.startsWith('/')}
            onClick={() =>
              void run(() =>
                controlClient.addFault({
                  method: method ?? '*',
                  path,
                  kind,
                  ...(kind === 'error' || kind === 'malformed' ? { status: Number(status) || 500 } : {}),
                  ...(kind === 'latency' ? { delayMs: Number(delayMs) || 0 } : {}),
                  ...(kind === 'error' && messageResource ? { messageResource } : {}),
                  times: times === '' ? null : Number(times),
                }),
              )
            }
          >
            {t('faults.add')}
          </Button>
          <Text fw={500} size="sm">
            {t('faults.active')}
          </Text>
          {state && state.faults.rules.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('faults.none')}
            </Text>
          )}
          {state?.faults.rules.map((rule) => (
            <Group key={rule.id} justify="space-between" wrap="nowrap">
              <Text size="sm" ff="monospace" dir="ltr">
                {rule.method} {rule.path} → {rule.kind}{' '}
                {rule.kind === 'error' || rule.kind === 'malformed' ? rule.status : ''}
                {rule.messageResource ? ` ${rule.messageResource}` : ''}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Badge size="xs" variant="outline">
                  {rule.remaining === null ? t('faults.always') : t('faults.remaining', { count: rule.remaining })}
                </Badge>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('faults.remove', { id: rule.id })}
                  onClick={() => void run(() => controlClient.removeFault(rule.id))}
                >
                  ×
                </Button>
              </Group>
            </Group>
          ))}
          <Button variant="subtle" color="red" onClick={() => void run(() => controlClient.clearFaults())}>
            {t('faults.clear')}
          </Button>

          <JournalSection opened={opened} contract={state?.contract} run={run} />

          <Divider label={t('world.title')} labelPosition="left" />
          <Text size="xs" c="dimmed">
            {t('world.hint')}
          </Text>
          <Button color="red" onClick={() => void run(() => controlClient.reset(), endSession)}>
            {t('world.reset')}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
