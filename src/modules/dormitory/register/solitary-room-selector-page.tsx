import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiError } from '@/api/api-error';
import {
  createStudentGroup,
  getListSolitaryBlocksQueryOptions,
  getListSolitaryFloorsQueryOptions,
  getListSolitaryRoomMembersQueryOptions,
  updateStudentGroup,
} from '@/api/generated/rest/hooks/dormitory/dormitory';
import type { BlockListEnvelope, FloorListEnvelope, Room, RoomMemberListEnvelope } from '@/api/generated/rest/model';
import { localizeDigits } from '@/lib/digits';
import { paths } from '@/lib/paths';
import { AppModal } from '@/ui/app-modal';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { useLanguage } from '@/ui/use-language';
import { classifyGroupError } from '@machines/dormitory-group.machine';
import { notify } from '../shared/notify';
import { acceptedRequest, GROUP_QUERY_KEY, usePreRegistrations, useStudentGroup } from '../shared/queries';
import { useGroupError } from './group-error';
import { freePlaces, RoomCard, RoomGrid } from './room-card';

type GroupRoomPlace = {
  id: number;
  code: string;
  dormitory?: { id: number; name: string };
  dormitoryBlock?: { id?: number; name?: string };
};

/**
 * /dormitory/register/solitary-room-selector (modules.md 2.6 item 9): a block from a dropdown (the
 * current room's block preselected), floors and rooms sorted by id, members of a room, and the
 * choice: create the solitary registration with its room when there is no group, otherwise update.
 */
export function SolitaryRoomSelectorPage() {
  const { t } = useTranslation('dormitory');
  const requests = usePreRegistrations();
  const group = useStudentGroup(false);
  const loading = requests.isPending || group.isPending;
  const failed = requests.isError || group.isError;
  const current = (group.data?.dormitoryRoom ?? null) as GroupRoomPlace | null;
  const dormitoryId = current?.dormitory?.id ?? acceptedRequest(requests.data?.payload)?.destinationDormitory?.id ?? 0;
  return (
    <PageContainer title={t('soloRooms.title')} data-testid="solitary-room-selector">
      {loading || failed ? (
        <LoadingIndicator
          failed={failed}
          onRetry={() => void (requests.isError ? requests.refetch() : group.refetch())}
        />
      ) : !dormitoryId ? (
        <Alert color="yellow">{t('errors.noValidPreRegister')}</Alert>
      ) : (
        <Selector dormitoryId={dormitoryId} current={current} hasGroup={group.data !== null} />
      )}
    </PageContainer>
  );
}

function Selector({
  dormitoryId,
  current,
  hasGroup,
}: {
  dormitoryId: number;
  current: GroupRoomPlace | null;
  hasGroup: boolean;
}) {
  const { t } = useTranslation('dormitory');
  const lng = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const blocks = useQuery(getListSolitaryBlocksQueryOptions<BlockListEnvelope, ApiError>(dormitoryId));
  const [picked, setPicked] = useState<string | null>(null);
  const blockId = Number(picked ?? current?.dormitoryBlock?.id ?? blocks.data?.payload[0]?.id ?? 0);
  const floors = useQuery({
    ...getListSolitaryFloorsQueryOptions<FloorListEnvelope, ApiError>(dormitoryId, blockId),
    enabled: blockId > 0,
  });
  const [confirming, setConfirming] = useState<Room | null>(null);
  const [membersOf, setMembersOf] = useState<{ floorId: number; room: Room } | null>(null);
  const choose = useMutation({
    mutationFn: (room: Room) =>
      hasGroup
        ? updateStudentGroup({ roomId: room.id })
        : createStudentGroup({ dormitoryId, roomSize: 1, solitary: true, dormitoryRoomId: room.id }),
    onSuccess: async () => {
      setConfirming(null);
      notify(t('group.done.roomChosen'));
      await queryClient.invalidateQueries({ queryKey: GROUP_QUERY_KEY });
      void navigate(paths.DormitoryRegister);
    },
    onError: () => {
      setConfirming(null);
      void floors.refetch();
    },
  });
  const errorText = useGroupError(choose.error ? classifyGroupError(choose.error) : null);

  if (blocks.isPending || blocks.isError)
    return <LoadingIndicator failed={blocks.isError} onRetry={() => void blocks.refetch()} />;
  const sortedFloors = [...(floors.data?.payload ?? [])].sort((a, b) => a.id - b.id);
  return (
    <Stack gap="md">
      <Select
        label={t('soloRooms.block')}
        data={blocks.data.payload.map((b) => ({ value: String(b.id), label: b.name }))}
        value={String(blockId)}
        onChange={setPicked}
        allowDeselect={false}
        w={240}
        data-testid="block-select"
      />
      {errorText && (
        <Alert
          color="red"
          withCloseButton
          closeButtonLabel={t('dismiss')}
          onClose={() => choose.reset()}
          data-testid="solo-error"
        >
          {errorText}
        </Alert>
      )}
      {floors.isPending || floors.isError ? (
        <LoadingIndicator failed={floors.isError} onRetry={() => void floors.refetch()} />
      ) : sortedFloors.length === 0 ? (
        <Alert color="yellow" data-testid="not-eligible">
          {t('errors.notEligibleInDormitory')}
        </Alert>
      ) : (
        sortedFloors.map((floor) => (
          <Stack key={floor.id} gap={4}>
            <Text fw={600}>{floor.name}</Text>
            <RoomGrid>
              {[...(floor.rooms ?? [])]
                .sort((a, b) => a.id - b.id)
                .map((room) => (
                  <RoomCard
                    key={room.id}
                    room={room}
                    selected={current?.id === room.id}
                    disabled={freePlaces(room) <= 0 || current?.id === room.id}
                    onSelect={() => setConfirming(room)}
                    onMembers={
                      (room.personCount ?? 0) >= 1 ? () => setMembersOf({ floorId: floor.id, room }) : undefined
                    }
                  />
                ))}
            </RoomGrid>
          </Stack>
        ))
      )}
      <AppModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('groupRooms.confirmTitle')}
        size="sm"
      >
        <Stack>
          <Text>{t('groupRooms.confirm', { code: localizeDigits(confirming?.code ?? '', lng) })}</Text>
          <Group justify="flex-end">
            <Button variant="default" disabled={choose.isPending} onClick={() => setConfirming(null)}>
              {t('cancel')}
            </Button>
            <Button
              loading={choose.isPending}
              onClick={() => confirming && choose.mutate(confirming)}
              data-testid="confirm-room"
            >
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
      <AppModal
        opened={membersOf !== null}
        onClose={() => setMembersOf(null)}
        title={t('rooms.membersTitle', { code: localizeDigits(membersOf?.room.code ?? '', lng) })}
      >
        {membersOf && (
          <RoomMembers
            dormitoryId={dormitoryId}
            blockId={blockId}
            floorId={membersOf.floorId}
            roomId={membersOf.room.id}
          />
        )}
      </AppModal>
    </Stack>
  );
}

function RoomMembers({
  dormitoryId,
  blockId,
  floorId,
  roomId,
}: {
  dormitoryId: number;
  blockId: number;
  floorId: number;
  roomId: number;
}) {
  const { t } = useTranslation('dormitory');
  const lng = useLanguage();
  const members = useQuery(
    getListSolitaryRoomMembersQueryOptions<RoomMemberListEnvelope, ApiError>(dormitoryId, blockId, floorId, roomId),
  );
  if (members.isPending || members.isError)
    return <LoadingIndicator failed={members.isError} onRetry={() => void members.refetch()} />;
  if (members.data.payload.length === 0) return <Alert color="yellow">{t('errors.noOneSelectedRoom')}</Alert>;
  return (
    <Table data-testid="room-members">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('rooms.firstName')}</Table.Th>
          <Table.Th>{t('rooms.lastName')}</Table.Th>
          <Table.Th>{t('group.studentNumber')}</Table.Th>
          <Table.Th>{t('rooms.studyLevel')}</Table.Th>
          <Table.Th>{t('rooms.major')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {members.data.payload.map((m) => (
          <Table.Tr key={m.id}>
            <Table.Td>{m.user.firstName}</Table.Td>
            <Table.Td>{m.user.lastName}</Table.Td>
            <Table.Td>{localizeDigits(m.user.student?.studentNumber ?? '', lng)}</Table.Td>
            <Table.Td>{m.user.student?.studyLevel?.name}</Table.Td>
            <Table.Td>{m.user.student?.studyMajor?.name}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
