import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  addStudentGroupMember,
  createStudentGroup,
  deleteStudentGroup,
  removeStudentGroupMember,
  updateStudentGroup,
  updateStudentGroupMember,
} from '@/api/generated/rest/hooks/dormitory/dormitory';
import { useSession } from '@/session/session-provider';
import { dormitoryGroupMachine } from '@machines/dormitory-group.machine';
import { fetchGroupOrNull, GROUP_QUERY_KEY, useStudentGroup } from '../shared/queries';

/**
 * Runs the group registration machine with the real calls, and feeds it the polled group so that
 * what other members do in their own browsers moves it (modules.md 4).
 */
export function useDormitoryGroup() {
  const { profile } = useSession();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      dormitoryGroupMachine.provide({
        actors: {
          fetchGroup: fromPromise(async () => {
            const group = await fetchGroupOrNull();
            queryClient.setQueryData(GROUP_QUERY_KEY, group);
            return group;
          }),
          createGroup: fromPromise(({ input }) =>
            createStudentGroup({ dormitoryId: input.dormitoryId, roomSize: input.roomSize, solitary: false }),
          ),
          inviteMember: fromPromise(({ input }) => addStudentGroupMember({ studentNumber: input.studentNumber })),
          answerInvitation: fromPromise(({ input }) => updateStudentGroupMember({ status: input.status })),
          removeMember: fromPromise(({ input }) => removeStudentGroupMember({ studentNumber: input.studentNumber })),
          chooseRoom: fromPromise(({ input }) => updateStudentGroup({ dormitoryRoomId: input.roomId })),
          removeRoom: fromPromise<unknown>(() => updateStudentGroup({ removeDormitoryRoom: true })),
          deleteGroup: fromPromise<unknown>(() => deleteStudentGroup()),
        },
      }),
    [queryClient],
  );
  const [snapshot, send] = useMachine(machine, { input: { studentNumber: profile?.student?.studentNumber ?? '' } });
  const polled = useStudentGroup();
  const current = snapshot.context.group;
  useEffect(() => {
    if (polled.data === undefined) return;
    // Only a real change moves the machine (a same answer must not close the room confirmation).
    if (JSON.stringify(polled.data ?? null) !== JSON.stringify(current ?? null))
      send({ type: 'server.group', group: polled.data ?? null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compare against the machine's group only when a new answer arrives
  }, [polled.dataUpdatedAt]);
  return [snapshot, send] as const;
}
