import { Alert, Badge, Button, Card, Group, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '@/api/api-error';
import { getGetRoomsCapacityQueryOptions } from '@/api/generated/rest/hooks/dormitory/dormitory';
import type { RoomsCapacityEnvelope, ValidEntrance } from '@/api/generated/rest/model';
import { localizeDigits } from '@/lib/digits';
import { readableDate } from '@/lib/jalali';
import { paths } from '@/lib/paths';
import { useSession } from '@/session/session-provider';
import { AddInput } from '@/ui/add-input';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { useLanguage } from '@/ui/use-language';
import {
  canChooseRoom,
  canDeleteGroup,
  canInvite,
  canRemoveMember,
  isHead,
  type DormitoryGroupContext,
  type GroupView,
} from '@machines/dormitory-group.machine';
import { BackNotice } from '../shared/notice';
import { notify } from '../shared/notify';
import { acceptedRequest, usePreRegistrations, useValidEntrance } from '../shared/queries';
import { useGroupError } from './group-error';
import { useDormitoryGroup } from './use-dormitory-group';

/** /dormitory/register (modules.md 2.6 item 4): the solo room view, the group view, or a capacity chooser. */
export function RegisterPage() {
  const { t } = useTranslation('dormitory');
  const entrance = useValidEntrance();
  return (
    <PageContainer title={t('register.title')} data-testid="dormitory-register-page">
      {entrance.isPending || entrance.isError ? (
        <LoadingIndicator failed={entrance.isError} onRetry={() => void entrance.refetch()} />
      ) : !entrance.data ? (
        <BackNotice>{t('errors.notInRegistrationPeriod')}</BackNotice>
      ) : !entrance.data.inRegistrationPeriod ? (
        <BackNotice>{t('errors.notInRegistrationPeriod')}</BackNotice>
      ) : !entrance.data.registrationEnabled ? (
        <BackNotice>{t('errors.registrationNotActive')}</BackNotice>
      ) : (
        <Registration entrance={entrance.data} />
      )}
    </PageContainer>
  );
}

const DONE_KEYS = {
  created: 'group.done.created',
  invited: 'group.done.invited',
  accepted: 'group.done.accepted',
  rejected: 'group.done.rejected',
  memberRemoved: 'group.done.memberRemoved',
  roomChosen: 'group.done.roomChosen',
  roomRemoved: 'group.done.roomRemoved',
  groupRemoved: 'group.done.groupRemoved',
  left: 'group.done.left',
} as const;

function Registration({ entrance }: { entrance: ValidEntrance }) {
  const { t } = useTranslation('dormitory');
  const [snapshot, send] = useDormitoryGroup();
  const { context } = snapshot;
  const errorText = useGroupError(context.error);
  const lastDone = useRef<DormitoryGroupContext['done']>(null);
  useEffect(() => {
    if (context.done && context.done !== lastDone.current) notify(t(DONE_KEYS[context.done]));
    lastDone.current = context.done;
  }, [context.done, t]);

  if (snapshot.matches('loading') && !context.group) return <LoadingIndicator />;
  if (snapshot.matches('loadFailed'))
    return <LoadingIndicator failed failureText={errorText} onRetry={() => send({ type: 'user.retry' })} />;

  const busy = !(['noGroup', 'invited', 'forming', 'ready', 'placed', 'confirmingRoom'] as const).some((s) =>
    snapshot.matches(s),
  );
  return (
    <Stack gap="md">
      {errorText && (
        <Alert
          color="red"
          withCloseButton
          closeButtonLabel={t('dismiss')}
          onClose={() => send({ type: 'user.dismiss' })}
          data-testid="group-error"
        >
          {errorText}
        </Alert>
      )}
      {snapshot.matches('noGroup') || snapshot.matches('creating') ? (
        <NoGroup
          entrance={entrance}
          busy={busy}
          onCreate={(dormitoryId, roomSize) => send({ type: 'user.create', dormitoryId, roomSize })}
        />
      ) : context.group ? (
        <GroupPanel
          group={context.group}
          studentNumber={context.studentNumber}
          invited={snapshot.matches('invited') || snapshot.matches('answering')}
          busy={busy}
          entrance={entrance}
          send={send}
        />
      ) : (
        <LoadingIndicator />
      )}
    </Stack>
  );
}

/** Without a group: register alone (solitary room selector) or create a group of a chosen capacity. */
function NoGroup({
  entrance,
  busy,
  onCreate,
}: {
  entrance: ValidEntrance;
  busy: boolean;
  onCreate: (dormitoryId: number, roomSize: number | null) => void;
}) {
  const { t } = useTranslation('dormitory');
  const lng = useLanguage();
  const requests = usePreRegistrations();
  const accepted = acceptedRequest(requests.data?.payload);
  const dormitoryId = accepted?.destinationDormitory?.id ?? 0;
  const capacities = useQuery({
    ...getGetRoomsCapacityQueryOptions<RoomsCapacityEnvelope, ApiError>(dormitoryId),
    enabled: dormitoryId > 0,
  });
  const [size, setSize] = useState<string | null>(null);

  if (requests.isPending || requests.isError)
    return <LoadingIndicator failed={requests.isError} onRetry={() => void requests.refetch()} />;
  if (!entrance.havePreRegToCreateGroup || !accepted?.destinationDormitory) {
    return (
      <BackNotice
        data-testid="no-valid-pre-register"
        action={
          <Button component={Link} to={paths.DormitoryPreRegister} variant="light">
            {t('preRegister.title')}
          </Button>
        }
      >
        {t('errors.noValidPreRegister')}
      </BackNotice>
    );
  }
  return (
    <Stack gap="md">
      <Text>
        {t('register.destination')}: <b>{accepted.destinationDormitory.name}</b>
      </Text>
      {entrance.solitaryRegistration && (
        <Card withBorder>
          <Stack gap="xs">
            <Title order={4}>{t('register.solo')}</Title>
            <Text size="sm" c="dimmed">
              {t('register.soloHint')}
            </Text>
            <Button
              component={Link}
              to={paths.DormitorySolitaryRoomSelector}
              w="fit-content"
              data-testid="solo-register"
            >
              {t('register.chooseSoloRoom')}
            </Button>
          </Stack>
        </Card>
      )}
      <Card withBorder>
        <Stack gap="xs">
          <Title order={4}>{t('register.group')}</Title>
          {capacities.isPending || capacities.isError ? (
            <LoadingIndicator failed={capacities.isError} onRetry={() => void capacities.refetch()} mih={60} />
          ) : (
            <Radio.Group label={t('register.capacity')} value={size} onChange={setSize}>
              <Group mt="xs">
                {capacities.data.payload.map((c) => (
                  <Radio
                    key={c}
                    value={String(c)}
                    label={t('register.capacityOption', { n: localizeDigits(c, lng) })}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
          <Button
            w="fit-content"
            disabled={!size}
            loading={busy}
            onClick={() => onCreate(dormitoryId, size ? Number(size) : null)}
            data-testid="create-group"
          >
            {t('register.createGroup')}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}

const STATUS_COLORS: Record<string, string> = { WAITING: 'yellow', APPROVED: 'blue', FINAL: 'green', REJECTED: 'red' };

function StatusBadge({ status }: { status?: string | null }) {
  const { t } = useTranslation('dormitory');
  const key =
    status === 'WAITING' || status === 'APPROVED' || status === 'FINAL' || status === 'REJECTED' ? status : 'WAITING';
  return (
    <Badge color={STATUS_COLORS[key]} variant="light">
      {t(`group.status.${key}`)}
    </Badge>
  );
}

interface GroupPanelProps {
  group: GroupView;
  studentNumber: string;
  invited: boolean;
  busy: boolean;
  entrance: ValidEntrance;
  send: ReturnType<typeof useDormitoryGroup>[1];
}

function GroupPanel({ group, studentNumber, invited, busy, entrance, send }: GroupPanelProps) {
  const { t } = useTranslation('dormitory');
  const lng = useLanguage();
  const { profile } = useSession();
  const head = isHead(group, studentNumber);
  const room = group.dormitoryRoom as
    | (GroupView['dormitoryRoom'] & {
        dormitoryBlock?: { name?: string };
        dormitoryFloor?: { name?: string };
        dormitory?: { name?: string };
      })
    | null
    | undefined;
  const headName = group.head ? [group.head.firstName, group.head.lastName].filter(Boolean).join(' ') : '';
  const digits = (v: string | number | null | undefined) => localizeDigits(String(v ?? ''), lng);
  return (
    <Stack gap="md" data-testid="group-panel">
      {Boolean(group.solitary) !== Boolean(entrance.solitaryRegistration) && !group.solitary && (
        <Alert color="yellow">{t('group.soloMismatch')}</Alert>
      )}
      {invited && (
        <Card withBorder data-testid="invitation">
          <Stack gap="xs">
            <Text>{t('group.invitedBy', { name: headName, size: digits(group.roomSize) })}</Text>
            <Group>
              <Button loading={busy} onClick={() => send({ type: 'user.accept' })} data-testid="accept-invitation">
                {t('group.accept')}
              </Button>
              <Button variant="default" color="red" disabled={busy} onClick={() => send({ type: 'user.reject' })}>
                {t('group.reject')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={4}>
            {group.solitary ? t('register.solo') : t('group.title', { size: digits(group.roomSize) })}
          </Title>
          <StatusBadge status={group.status} />
        </Group>
        {room && (
          <Text data-testid="group-room">
            {t('group.room', {
              dormitory: room.dormitory?.name ?? '',
              block: room.dormitoryBlock?.name ?? '',
              floor: room.dormitoryFloor?.name ?? '',
              code: digits(room.code),
            })}
          </Text>
        )}
      </Group>
      {!group.solitary && (
        <Table.ScrollContainer minWidth={520}>
          <Table striped data-testid="group-members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('group.name')}</Table.Th>
                <Table.Th>{t('group.studentNumber')}</Table.Th>
                <Table.Th>{t('group.date')}</Table.Th>
                <Table.Th>{t('group.memberStatus')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.members.map((m) => (
                <Table.Tr key={m.studentNumber}>
                  <Table.Td>
                    {[m.firstName, m.lastName].filter(Boolean).join(' ')}
                    {group.head?.studentNumber === m.studentNumber && (
                      <Badge ml="xs" size="xs" variant="outline">
                        {t('group.head')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{digits(m.studentNumber)}</Table.Td>
                  <Table.Td>{readableDate(m.date, lng)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={m.status} />
                  </Table.Td>
                  <Table.Td>
                    {canRemoveMember(group, studentNumber, m) && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        disabled={busy}
                        aria-label={t('group.removeMemberOf', {
                          name: [m.firstName, m.lastName].filter(Boolean).join(' '),
                        })}
                        onClick={() => send({ type: 'user.removeMember', studentNumber: m.studentNumber })}
                      >
                        {t('group.removeMember')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canInvite(group, studentNumber) && (
        <AddInput
          label={t('group.invite')}
          placeholder={t('group.invitePlaceholder')}
          addLabel={t('group.inviteButton')}
          busy={busy}
          onSubmit={(text) => send({ type: 'user.invite', studentNumber: text })}
          data-testid="invite-input"
        />
      )}
      {head && group.status === 'WAITING' && !group.solitary && (
        <Alert color="blue">{t('errors.membersNotConfirmedYet')}</Alert>
      )}
      <Group>
        {!group.solitary && canChooseRoom(group, studentNumber) && (
          <Button component={Link} to={paths.DormitoryGroupRoomSelector} data-testid="choose-group-room">
            {room ? t('group.changeRoom') : t('group.chooseRoom')}
          </Button>
        )}
        {group.solitary && head && !group.transferStatus && (
          <Button component={Link} to={paths.DormitorySolitaryRoomSelector}>
            {room ? t('group.changeRoom') : t('group.chooseRoom')}
          </Button>
        )}
        {room && head && !group.transferStatus && (
          <Button
            variant="default"
            disabled={busy}
            onClick={() => send({ type: 'user.removeRoom' })}
            data-testid="remove-room"
          >
            {t('group.removeRoom')}
          </Button>
        )}
        {canDeleteGroup(group, studentNumber) && (
          <Button
            variant="light"
            color="red"
            disabled={busy}
            onClick={() => send({ type: 'user.deleteGroup' })}
            data-testid="delete-group"
          >
            {t('group.delete')}
          </Button>
        )}
        {!head && !invited && group.status !== 'FINAL' && !group.transferStatus && (
          <Button variant="light" color="red" disabled={busy} onClick={() => send({ type: 'user.leave' })}>
            {t('group.leave')}
          </Button>
        )}
      </Group>
      {profile?.student && !group.solitary && group.status === 'APPROVED' && !head && (
        <Text c="dimmed">{t('group.waitForHead')}</Text>
      )}
    </Stack>
  );
}
