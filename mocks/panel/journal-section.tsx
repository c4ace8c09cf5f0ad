import { Anchor, Button, Divider, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { CONTRACT_MODES, type ContractMode } from '../contract/request-check';
import { controlClient, type JournalEntry } from './control-client';
import { usePanelTranslation } from './panel-i18n';

/*
 * The panel's view of the request journal (the last requests with status, timing and persona,
 * refreshed while the drawer is open), the contract-check switch, and the link to the mock's index
 * page (the contract, the personas, the control API).
 */

const SHOWN = 30;
const REFRESH_MS = 2000;

export interface JournalSectionProps {
  opened: boolean;
  contract: ContractMode | undefined;
  /** Runs a control call and reloads the panel's state (the panel's error handling). */
  run: (action: () => Promise<unknown>) => Promise<void>;
}

export function JournalSection({ opened, contract, run }: JournalSectionProps) {
  const { t, i18n } = usePanelTranslation();
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const refresh = useCallback(() => {
    controlClient.requests(SHOWN).then(
      (journal) => setEntries(journal.requests.slice().reverse()),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (!opened) return undefined;
    refresh();
    const timer = window.setInterval(refresh, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [opened, refresh]);

  const number = new Intl.NumberFormat(i18n.language === 'fa' ? 'fa-IR' : i18n.language === 'ar' ? 'ar' : 'en');
  return (
    <Stack gap="xs">
      <Divider label={t('contract.title')} labelPosition="left" />
      <Anchor href="/__mock/" target="_blank" size="sm">
        {t('contract.docs')}
      </Anchor>
      <SegmentedControl
        aria-label={t('contract.mode')}
        value={contract ?? 'strict'}
        onChange={(mode) => void run(() => controlClient.setContract(mode as ContractMode))}
        data={CONTRACT_MODES.map((mode) => ({ value: mode, label: t(`contract.modes.${mode}`) }))}
      />
      <Divider label={t('journal.title')} labelPosition="left" />
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('journal.empty')}
        </Text>
      ) : (
        <Table fz="xs" striped aria-label={t('journal.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('journal.request')}</Table.Th>
              <Table.Th>{t('journal.status')}</Table.Th>
              <Table.Th>{t('journal.time')}</Table.Th>
              <Table.Th>{t('journal.persona')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.id} title={e.violation}>
                <Table.Td dir="ltr" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {e.method} {e.path}
                </Table.Td>
                <Table.Td c={e.status >= 400 || e.status === 0 ? 'red' : undefined}>
                  {e.status === 0 ? t('journal.lost') : number.format(e.status)}
                </Table.Td>
                <Table.Td>{t('journal.ms', { ms: number.format(e.durationMs) })}</Table.Td>
                <Table.Td dir="ltr">{e.persona}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button size="compact-sm" variant="subtle" onClick={refresh}>
          {t('journal.refresh')}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={() => void run(() => controlClient.clearRequests()).then(refresh)}
        >
          {t('journal.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
