import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconEye, IconLogout, IconTrash, IconUserX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/api-error';
import {
  getListTeammatesQueryOptions,
  useAddTeammate,
  useConfirmTeammate,
  useDeleteTeammate,
} from '@/api/generated/rest/hooks/teammates/teammates';
import type { Teammate, TeammatePageEnvelope } from '@/api/generated/rest/model';
import { isAllDigits } from '@/lib/digits';
import { useSession } from '@/session/session-provider';
import { AddInput } from '@/ui/add-input';
import { ListTable, type ListTableColumn } from '@/ui/list-table';
import { PageContainer } from '@/ui/page-container';
import { useReservationAccess } from '../access';
import { EmptyNotice, QueryState } from '../shared/query-state';
import { useFormatters } from '@/ui/use-formatters';
import { useIsMobile } from '@/ui/use-is-mobile';
import { useVariant, variantPage } from '../shared/variant-scope';
import {
  shownTeammate,
  teammateActions,
  teammateName,
  TEAMMATE_LIST_PARAMS,
  type TeammateAction,
} from './teammate-model';
import { TeammateReservesModal } from './teammate-reserves-modal';
import { notify } from '../shared/notify';

/** /food/teammate (modules.md 2.3). */
export const TeammatesPage = variantPage(TeammatesScreen);

function TeammatesScreen() {
  const variant = useVariant();
  const { t } = useTranslation('reservation');
  const access = useReservationAccess(variant);
  return (
    <PageContainer title={t('teammates.title')} data-testid="teammates-page">
      {access.teammates ? <TeammatesList /> : <EmptyNotice>{t('teammates.notAllowed')}</EmptyNotice>}
    </PageContainer>
  );
}

const ACTION_ICONS: Record<TeammateAction, typeof IconEye> = {
  view: IconEye,
  accept: IconCheck,
  delete: IconTrash,
  leave: IconLogout,
  reject: IconUserX,
};

function TeammatesList() {
  const variant = useVariant();
  const { t } = useTranslation('reservation');
  const { digits } = useFormatters();
  const isMobile = useIsMobile();
  const { profile } = useSession();
  const queryClient = useQueryClient();
  const options = getListTeammatesQueryOptions<TeammatePageEnvelope, ApiError>(TEAMMATE_LIST_PARAMS);
  const list = useQuery(options);
  const [viewing, setViewing] = useState<Teammate | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: options.queryKey });

  const add = useAddTeammate({ mutation: { onSuccess: () => (notify(t('teammates.added')), refresh()) } });
  const confirm = useConfirmTeammate({ mutation: { onSuccess: () => (notify(t('teammates.accepted')), refresh()) } });
  const remove = useDeleteTeammate({ mutation: { onSuccess: () => (notify(t('teammates.removed')), refresh()) } });

  const rows = list.data?.payload.content ?? [];
  const viewer = { username: profile?.username ?? null, canDeleteTeammates: Boolean(profile?.canDeleteTeammates) };

  const run = (action: TeammateAction, row: Teammate) => {
    if (action === 'view') setViewing(row);
    else if (action === 'accept') confirm.mutate({ id: row.id, data: { confirmation: true } });
    else remove.mutate({ id: row.id });
  };
  const busy = confirm.isPending || remove.isPending;

  const actions = (row: Teammate) => (
    <Group gap={6} wrap="nowrap">
      {teammateActions(row, viewer).map((action) => {
        const Icon = ACTION_ICONS[action];
        return (
          <Button
            key={action}
            size="compact-sm"
            variant={action === 'accept' ? 'filled' : 'light'}
            color={action === 'view' || action === 'accept' ? undefined : 'red'}
            leftSection={<Icon size={14} aria-hidden />}
            onClick={() => run(action, row)}
            disabled={busy}
            aria-label={t('teammates.actionLabel', {
              action: t(`teammates.actions.${action}`),
              name: teammateName(shownTeammate(row, viewer)),
            })}
          >
            {t(`teammates.actions.${action}`)}
          </Button>
        );
      })}
    </Group>
  );
  const status = (row: Teammate) => (
    <Badge variant="light" color={row.status === 'FINAL' ? 'green' : 'yellow'}>
      {t(`teammates.status.${row.status}`)}
    </Badge>
  );
  // A student number reads in the language's digits; a username with letters stays as typed.
  const username = (row: Teammate) => {
    const { user } = shownTeammate(row, viewer);
    return isAllDigits(user.username) ? digits(user.username) : user.username;
  };
  const name = (row: Teammate) => {
    const shown = shownTeammate(row, viewer);
    return (
      <>
        {teammateName(shown)}
        {(shown.invitation || row.user.username === viewer.username) && (
          <Text component="span" c="dimmed" size="xs" ms={4}>
            {t(shown.invitation ? 'teammates.invitedYou' : 'teammates.you')}
          </Text>
        )}
      </>
    );
  };

  const columns: ListTableColumn<Teammate>[] = [
    { key: 'username', title: t('teammates.columns.username'), render: (row) => username(row) },
    { key: 'name', title: t('teammates.columns.name'), render: name },
    { key: 'status', title: t('teammates.columns.status'), render: status },
    { key: 'reserveCount', title: t('teammates.columns.reserveCount'), render: (row) => digits(row.reserveCount ?? 0) },
    { key: 'actions', title: t('teammates.columns.actions'), render: actions },
  ];

  return (
    <Stack gap="md">
      <AddInput
        label={t('teammates.add')}
        placeholder={t('teammates.addPlaceholder')}
        addLabel={t('teammates.addButton')}
        inputMode="numeric"
        onSubmit={(username) => add.mutateAsync({ data: { username } })}
        busy={add.isPending}
        maw={420}
        data-testid="teammate-add"
      />
      <QueryState
        loading={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        backTo={variant.paths.home}
      />
      {list.isSuccess &&
        (rows.length === 0 ? (
          <EmptyNotice>{t('teammates.empty')}</EmptyNotice>
        ) : isMobile ? (
          <Stack gap="sm" data-testid="teammate-cards">
            {rows.map((row) => (
              <Card key={row.id} withBorder radius="md" padding="sm" data-testid={`teammate-${row.id}`}>
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700}>{name(row)}</Text>
                    {status(row)}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('teammates.columns.username')}: {username(row)}
                  </Text>
                  <Text size="sm">
                    {t('teammates.columns.reserveCount')}: {digits(row.reserveCount ?? 0)}
                  </Text>
                  {actions(row)}
                </Stack>
              </Card>
            ))}
          </Stack>
        ) : (
          <ListTable
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            minWidth={760}
            data-testid="teammate-table"
          />
        ))}
      {viewing && <TeammateReservesModal teammate={viewing} onClose={() => setViewing(null)} />}
    </Stack>
  );
}

export default TeammatesPage;
