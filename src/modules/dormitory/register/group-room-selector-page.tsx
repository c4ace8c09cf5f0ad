import { Accordion, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { ApiError } from '@/api/api-error';
import { getListGroupRoomsQueryOptions } from '@/api/generated/rest/hooks/dormitory/dormitory';
import type { GroupRoomsEnvelope } from '@/api/generated/rest/model';
import { paths } from '@/lib/paths';
import { AppModal } from '@/ui/app-modal';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { useLanguage } from '@/ui/use-language';
import { localizeDigits } from '@/lib/digits';
import { notify } from '../shared/notify';
import { freePlaces, RoomCard, RoomGrid } from './room-card';
import { useGroupError } from './group-error';
import { useDormitoryGroup } from './use-dormitory-group';

/**
 * /dormitory/register/group-room-selector (modules.md 2.6 item 8): only for an APPROVED or FINAL
 * group; blocks, floors and room cards of the destination dormitory; the head picks a room, confirms,
 * and returns to the register screen. A room taken meanwhile shows "no room" and the fresh list.
 */
export function GroupRoomSelectorPage() {
  const { t } = useTranslation('dormitory');
  const lng = useLanguage();
  const navigate = useNavigate();
  const [snapshot, send] = useDormitoryGroup();
  const { context } = snapshot;
  const allowed =
    snapshot.matches('ready') ||
    snapshot.matches('placed') ||
    snapshot.matches('confirmingRoom') ||
    snapshot.matches('choosingRoom');
  const settled = !snapshot.matches('loading') && !snapshot.matches('choosingRoom');
  const rooms = useQuery({ ...getListGroupRoomsQueryOptions<GroupRoomsEnvelope, ApiError>(), enabled: allowed });
  const errorText = useGroupError(context.error);

  const refetchRooms = rooms.refetch;
  useEffect(() => {
    if (context.error) void refetchRooms();
  }, [context.error, refetchRooms]);
  const chosen = context.done === 'roomChosen' && snapshot.matches('placed');
  useEffect(() => {
    if (chosen) {
      notify(t('group.done.roomChosen'));
      void navigate(paths.DormitoryRegister);
    }
  }, [chosen, navigate, t]);

  const notConfirmed = settled && !snapshot.matches('loadFailed') && !allowed;
  useEffect(() => {
    if (notConfirmed) notify(t('errors.membersNotConfirmedYet'), 'gray');
  }, [notConfirmed, t]);
  if (notConfirmed) return <Navigate to={paths.DormitoryRegister} replace />;

  const pending = context.pendingRoom;
  // The whole group moves in: a room with fewer free places than members is not offered.
  const needed = Math.max(1, context.group?.members?.length ?? 1);
  return (
    <PageContainer title={t('groupRooms.title')} data-testid="group-room-selector">
      {snapshot.matches('loadFailed') || rooms.isError ? (
        <Stack>
          <LoadingIndicator
            failed
            onRetry={() => (rooms.isError ? void rooms.refetch() : send({ type: 'user.retry' }))}
          />
          <Button variant="default" w="fit-content" onClick={() => void navigate(paths.DormitoryRegister)}>
            {t('back')}
          </Button>
        </Stack>
      ) : !allowed || rooms.isPending ? (
        <LoadingIndicator />
      ) : (
        <Stack gap="md">
          <Text>
            {t('groupRooms.destination')}: <b>{rooms.data.payload.dormitory?.name}</b>
          </Text>
          <Alert color="green">{t('groupRooms.allConfirmed')}</Alert>
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
          <Accordion
            multiple
            defaultValue={rooms.data.payload.dormitoryBlocks.map((b) => String(b.id))}
            variant="separated"
          >
            {rooms.data.payload.dormitoryBlocks.map((block) => (
              <Accordion.Item key={block.id} value={String(block.id)}>
                <Accordion.Control>{block.name}</Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    {(block.floors ?? []).map((floor) => (
                      <Stack key={floor.id} gap={4}>
                        <Text fw={600}>{floor.name}</Text>
                        <RoomGrid>
                          {(floor.rooms ?? []).map((room) => {
                            const tooSmall = freePlaces(room) < needed;
                            return (
                              <RoomCard
                                key={room.id}
                                room={room}
                                floorName={floor.name}
                                selected={context.group?.dormitoryRoom?.id === room.id}
                                onSelect={() =>
                                  send({ type: 'user.chooseRoom', room: { id: room.id, code: room.code } })
                                }
                                disabled={tooSmall || context.group?.dormitoryRoom?.id === room.id}
                                note={tooSmall ? t('rooms.tooSmall', { n: localizeDigits(needed, lng) }) : undefined}
                                membersDisabled
                              />
                            );
                          })}
                        </RoomGrid>
                      </Stack>
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      )}
      <AppModal
        opened={snapshot.matches('confirmingRoom') || snapshot.matches('choosingRoom')}
        onClose={() => send({ type: 'user.cancelRoom' })}
        title={t('groupRooms.confirmTitle')}
        size="sm"
      >
        <Stack>
          <Text>{t('groupRooms.confirm', { code: localizeDigits(pending?.code ?? '', lng) })}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={snapshot.matches('choosingRoom')}
              onClick={() => send({ type: 'user.cancelRoom' })}
            >
              {t('cancel')}
            </Button>
            <Button
              loading={snapshot.matches('choosingRoom')}
              onClick={() => send({ type: 'user.confirmRoom' })}
              data-testid="confirm-room"
            >
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </PageContainer>
  );
}
