import { assign, fromPromise, setup } from 'xstate';
import type {
  DormitoryRoom,
  GroupMember,
  StudentGroup,
  StudentGroupCreateRequest,
  StudentGroupMemberAddRequest,
  StudentGroupMemberRemoveRequest,
  StudentGroupMemberStatusRequestStatus,
} from '@/api/generated/rest/model';

/*
 * Group registration for a dormitory room (modules.md 2.6 items 4 and 8, 4 "Group member status",
 * "Group rules", 7 "Student group"). The machine holds the user's group as the server last
 * answered it and derives where the user stands from it on every answer: without a group, invited
 * to one, forming one (members still WAITING), ready (all APPROVED: the head picks a room) or
 * placed (FINAL). Other members act in their own browsers, so the view refetches the group now and
 * then and sends `server.group`: the machine re-derives its state from that answer instead of
 * trusting what it believed before.
 *
 * API calls are named actors the view supplies (tests supply fakes); every call ends by fetching
 * the group again, so the state shown is always the server's.
 */

export type GroupMemberView = GroupMember;

/** The part of a room the machine keeps (the one chosen, waiting for confirmation). */
export type GroupRoomView = Pick<DormitoryRoom, 'id' | 'code'>;

/** The part of the server's StudentGroup the machine decides on. */
export type GroupView = Pick<
  StudentGroup,
  'status' | 'roomSize' | 'solitary' | 'transferStatus' | 'head' | 'members' | 'dormitoryRoom'
>;

export type GroupErrorKind = 'roomTaken' | 'memberIneligible' | 'paymentNeeded' | 'other';

export interface GroupError {
  kind: GroupErrorKind;
  /** The server's messageResource (errorCode), when it sent one. */
  code: string | null;
  /** The server's message (modules.md 8: dormitory actions show the server message). */
  message: string | null;
}

/** Server resources that mean something to the flow (the rest are shown as they come). */
export const GROUP_ERROR_KINDS: Record<string, GroupErrorKind> = {
  STUDENT_GROUP_ROOM_IS_FULL: 'roomTaken',
  STUDENT_GROUP_EDIT_NO_ROOM_REMAINS: 'roomTaken',
  STUDENT_GROUP_DORMITORY_ROOM_NOT_FOUND: 'roomTaken',
  STUDENT_GROUP_MEMBER_NOT_ELIGIBLE: 'memberIneligible',
  STUDENT_GROUP_USER_IS_NOT_A_STUDENT: 'memberIneligible',
  STUDENT_GROUP_PAYMENT_REQUIRED: 'paymentNeeded',
};

function field(value: unknown, key: string): string | null {
  if (!value || typeof value !== 'object') return null;
  const v = (value as Record<string, unknown>)[key];
  return typeof v === 'string' && v ? v : null;
}

/** Reads an ApiError (errorCode, messageFa) or an envelope (messageResource) without importing either. */
export function classifyGroupError(error: unknown): GroupError {
  const code = field(error, 'errorCode') ?? field(error, 'messageResource');
  const message = field(error, 'messageFa') ?? field(error, 'message');
  return { kind: (code && GROUP_ERROR_KINDS[code]) || 'other', code, message };
}

/** The user's own row among the members (matched by student number). */
export function ownMember(group: GroupView, studentNumber: string): GroupMemberView | undefined {
  return group.members.find((m) => m.studentNumber === studentNumber);
}

export function isHead(group: GroupView, studentNumber: string): boolean {
  return Boolean(studentNumber) && group.head?.studentNumber === studentNumber;
}

/** Members still counted (a REJECTED invitation no longer holds a place). */
export function activeMembers(group: GroupView): GroupMemberView[] {
  return group.members.filter((m) => m.status !== 'REJECTED');
}

/** The invite input shows only while the member count is below roomSize (modules.md 4). */
export function canInvite(group: GroupView, studentNumber: string): boolean {
  return (
    isHead(group, studentNumber) &&
    group.status !== 'FINAL' &&
    !group.transferStatus &&
    activeMembers(group).length < (group.roomSize ?? 0)
  );
}

/** Remove a member: head only, group not FINAL, no transfer, never the head's own row. */
export function canRemoveMember(group: GroupView, studentNumber: string, member: GroupMemberView): boolean {
  return (
    isHead(group, studentNumber) &&
    group.status !== 'FINAL' &&
    !group.transferStatus &&
    member.studentNumber !== studentNumber
  );
}

/** Group deletion: head only, at WAITING or APPROVED. */
export function canDeleteGroup(group: GroupView, studentNumber: string): boolean {
  return isHead(group, studentNumber) && (group.status === 'WAITING' || group.status === 'APPROVED');
}

/** Room selection and leaving the room are hidden while a transfer is set. */
export function canChooseRoom(group: GroupView, studentNumber: string): boolean {
  return (
    isHead(group, studentNumber) && !group.transferStatus && (group.status === 'APPROVED' || group.status === 'FINAL')
  );
}

export interface DormitoryGroupInput {
  /** The signed-in student's number (decides head or member). */
  studentNumber: string;
}

export interface DormitoryGroupContext extends DormitoryGroupInput {
  group: GroupView | null;
  error: GroupError | null;
  /** What the last successful action was, for its success message (modules.md 8). */
  done:
    | 'created'
    | 'invited'
    | 'accepted'
    | 'rejected'
    | 'memberRemoved'
    | 'roomChosen'
    | 'roomRemoved'
    | 'groupRemoved'
    | 'left'
    | null;
  /** The room the head picked, waiting for confirmation. */
  pendingRoom: GroupRoomView | null;
  /** The invited member's answer being sent. */
  answer: StudentGroupMemberStatusRequestStatus;
}

export type DormitoryGroupEvent =
  | { type: 'server.group'; group: GroupView | null }
  | { type: 'user.retry' }
  | { type: 'user.create'; dormitoryId: number; roomSize: number | null }
  | { type: 'user.invite'; studentNumber: string }
  | { type: 'user.accept' }
  | { type: 'user.reject' }
  | { type: 'user.removeMember'; studentNumber: string }
  | { type: 'user.chooseRoom'; room: GroupRoomView }
  | { type: 'user.confirmRoom' }
  | { type: 'user.cancelRoom' }
  | { type: 'user.removeRoom' }
  | { type: 'user.deleteGroup' }
  | { type: 'user.leave' }
  | { type: 'user.dismiss' };

export type CreateGroupInput = Pick<StudentGroupCreateRequest, 'dormitoryId' | 'roomSize'>;

/** Every state id, stable: a later QA issue generates browser scenarios from them. */
export const DORMITORY_GROUP_STATES = [
  'loading',
  'loadFailed',
  'routing',
  'noGroup',
  'creating',
  'invited',
  'answering',
  'forming',
  'inviting',
  'removingMember',
  'ready',
  'confirmingRoom',
  'choosingRoom',
  'placed',
  'removingRoom',
  'deletingGroup',
  'leaving',
] as const;
export type DormitoryGroupState = (typeof DORMITORY_GROUP_STATES)[number];

const notReady = (): Promise<never> => Promise.reject(new Error('actor not provided'));

const dormitoryGroupSetup = setup({
  types: {
    context: {} as DormitoryGroupContext,
    events: {} as DormitoryGroupEvent,
    input: {} as DormitoryGroupInput,
  },
  actors: {
    /** GET student-groups; resolves null when the server says STUDENT_GROUP_NOT_FOUND. */
    fetchGroup: fromPromise<GroupView | null>(notReady),
    createGroup: fromPromise<unknown, CreateGroupInput>(notReady),
    inviteMember: fromPromise<unknown, StudentGroupMemberAddRequest>(notReady),
    answerInvitation: fromPromise<unknown, { status: StudentGroupMemberStatusRequestStatus }>(notReady),
    removeMember: fromPromise<unknown, StudentGroupMemberRemoveRequest>(notReady),
    chooseRoom: fromPromise<unknown, { roomId: number }>(notReady),
    removeRoom: fromPromise<unknown>(notReady),
    deleteGroup: fromPromise<unknown>(notReady),
  },
  guards: {
    hasNoGroup: ({ context }) => context.group === null,
    /** The user's own row still WAITING in someone else's group. */
    isInvited: ({ context }) => {
      const g = context.group;
      if (!g || isHead(g, context.studentNumber)) return false;
      return ownMember(g, context.studentNumber)?.status === 'WAITING';
    },
    /** Rejected (or removed) from the group: as good as no group. */
    isOutOfGroup: ({ context }) => {
      const g = context.group;
      if (!g || isHead(g, context.studentNumber)) return false;
      const own = ownMember(g, context.studentNumber);
      return !own || own.status === 'REJECTED';
    },
    isPlaced: ({ context }) => context.group?.status === 'FINAL',
    isReady: ({ context }) => context.group?.status === 'APPROVED',
    hasCapacity: ({ event }) =>
      event.type === 'user.create' && typeof event.roomSize === 'number' && event.roomSize > 0,
    inviteAllowed: ({ context, event }) =>
      event.type === 'user.invite' &&
      event.studentNumber.trim() !== '' &&
      !!context.group &&
      canInvite(context.group, context.studentNumber),
    removeAllowed: ({ context, event }) => {
      if (event.type !== 'user.removeMember' || !context.group) return false;
      const member = context.group.members.find((m) => m.studentNumber === event.studentNumber);
      return !!member && canRemoveMember(context.group, context.studentNumber, member);
    },
    deleteAllowed: ({ context }) => !!context.group && canDeleteGroup(context.group, context.studentNumber),
    roomAllowed: ({ context }) => !!context.group && canChooseRoom(context.group, context.studentNumber),
    /** A member (not the head) may leave a group that has no room yet. */
    leaveAllowed: ({ context }) =>
      !!context.group &&
      !isHead(context.group, context.studentNumber) &&
      context.group.status !== 'FINAL' &&
      !context.group.transferStatus,
    roomRemovalAllowed: ({ context }) =>
      !!context.group && isHead(context.group, context.studentNumber) && !context.group.transferStatus,
  },
  actions: {
    adoptGroup: assign(({ event }) => (event.type === 'server.group' ? { group: event.group, pendingRoom: null } : {})),
    /** Errors arrive as `xstate.error.actor.*` events; their `error` is whatever the actor threw. */
    storeError: assign({ error: ({ event }) => classifyGroupError((event as { error?: unknown }).error) }),
    clearMessages: assign({ error: null, done: null }),
    markDone: assign({ done: (_, done: DormitoryGroupContext['done']) => done }),
    holdRoom: assign({ pendingRoom: ({ event }) => (event.type === 'user.chooseRoom' ? event.room : null) }),
  },
});

const REFETCHED = { target: 'routing', actions: 'adoptGroup' } as const;

/** A change the server took (or refused): the group is fetched again either way, `done` or the error shown. */
const thenRefetch = (done: NonNullable<DormitoryGroupContext['done']>) =>
  ({
    onDone: { target: 'loading', actions: { type: 'markDone', params: done } },
    onError: { target: 'loading', actions: 'storeError' },
  }) as const;

/** What the head (or a member) may do to a group without a room yet, and to one ready for a room. */
const GROUP_CHANGES = {
  'server.group': REFETCHED,
  'user.removeMember': { guard: 'removeAllowed', target: 'removingMember', actions: 'clearMessages' },
  'user.deleteGroup': { guard: 'deleteAllowed', target: 'deletingGroup', actions: 'clearMessages' },
  'user.leave': { guard: 'leaveAllowed', target: 'leaving', actions: 'clearMessages' },
  'user.dismiss': { actions: 'clearMessages' },
} as const;

const CHOOSE_ROOM = { guard: 'roomAllowed', target: 'confirmingRoom', actions: ['holdRoom', 'clearMessages'] } as const;

export const dormitoryGroupMachine = dormitoryGroupSetup.createMachine({
  id: 'dormitoryGroup',
  context: ({ input }) => ({
    studentNumber: input.studentNumber,
    group: null,
    error: null,
    done: null,
    pendingRoom: null,
    answer: 'APPROVED',
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchGroup',
        src: 'fetchGroup',
        onDone: { target: 'routing', actions: assign({ group: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: 'storeError' },
      },
    },
    loadFailed: {
      on: {
        'server.group': REFETCHED,
        'user.retry': { target: 'loading', actions: 'clearMessages' },
      },
    },
    /** Where the user stands, from the group as last answered. */
    routing: {
      always: [
        { guard: 'hasNoGroup', target: 'noGroup' },
        { guard: 'isOutOfGroup', target: 'noGroup' },
        { guard: 'isInvited', target: 'invited' },
        { guard: 'isPlaced', target: 'placed' },
        { guard: 'isReady', target: 'ready' },
        { target: 'forming' },
      ],
    },
    noGroup: {
      on: {
        'server.group': REFETCHED,
        'user.create': {
          guard: 'hasCapacity',
          target: 'creating',
          actions: 'clearMessages',
        },
        'user.dismiss': { actions: 'clearMessages' },
      },
    },
    creating: {
      invoke: {
        id: 'createGroup',
        src: 'createGroup',
        input: ({ event }) =>
          event.type === 'user.create'
            ? { dormitoryId: event.dormitoryId, roomSize: event.roomSize ?? 0 }
            : { dormitoryId: 0, roomSize: 0 },
        onDone: { target: 'loading', actions: { type: 'markDone', params: 'created' } },
        onError: { target: 'noGroup', actions: 'storeError' },
      },
    },
    invited: {
      on: {
        'server.group': REFETCHED,
        'user.accept': { target: 'answering', actions: ['clearMessages', assign({ answer: 'APPROVED' as const })] },
        'user.reject': { target: 'answering', actions: ['clearMessages', assign({ answer: 'REJECTED' as const })] },
        'user.dismiss': { actions: 'clearMessages' },
      },
    },
    answering: {
      invoke: {
        id: 'answerInvitation',
        src: 'answerInvitation',
        input: ({ context }) => ({ status: context.answer }),
        onDone: [
          {
            guard: ({ context }) => context.answer === 'REJECTED',
            target: 'loading',
            actions: { type: 'markDone', params: 'rejected' },
          },
          { target: 'loading', actions: { type: 'markDone', params: 'accepted' } },
        ],
        onError: { target: 'loading', actions: 'storeError' },
      },
    },
    forming: {
      on: {
        ...GROUP_CHANGES,
        'user.invite': { guard: 'inviteAllowed', target: 'inviting', actions: 'clearMessages' },
      },
    },
    inviting: {
      invoke: {
        id: 'inviteMember',
        src: 'inviteMember',
        input: ({ event }) => ({ studentNumber: event.type === 'user.invite' ? event.studentNumber.trim() : '' }),
        ...thenRefetch('invited'),
      },
    },
    removingMember: {
      invoke: {
        id: 'removeMember',
        src: 'removeMember',
        input: ({ event }) => ({ studentNumber: event.type === 'user.removeMember' ? event.studentNumber : '' }),
        ...thenRefetch('memberRemoved'),
      },
    },
    ready: {
      on: {
        ...GROUP_CHANGES,
        'user.chooseRoom': CHOOSE_ROOM,
      },
    },
    /** Room choice asks a confirm (modules.md 4). */
    confirmingRoom: {
      on: {
        'server.group': REFETCHED,
        'user.confirmRoom': { target: 'choosingRoom' },
        'user.cancelRoom': { target: 'routing', actions: assign({ pendingRoom: null }) },
      },
    },
    choosingRoom: {
      invoke: {
        id: 'chooseRoom',
        src: 'chooseRoom',
        input: ({ context }) => ({ roomId: context.pendingRoom?.id ?? 0 }),
        onDone: {
          target: 'loading',
          actions: [assign({ pendingRoom: null }), { type: 'markDone', params: 'roomChosen' }],
        },
        // Taken meanwhile, a member no longer eligible, payment needed: refetch and let the head choose again.
        onError: { target: 'loading', actions: [assign({ pendingRoom: null }), 'storeError'] },
      },
    },
    placed: {
      on: {
        'server.group': REFETCHED,
        'user.chooseRoom': CHOOSE_ROOM,
        'user.removeRoom': { guard: 'roomRemovalAllowed', target: 'removingRoom', actions: 'clearMessages' },
        'user.dismiss': { actions: 'clearMessages' },
      },
    },
    removingRoom: {
      invoke: {
        id: 'removeRoom',
        src: 'removeRoom',
        ...thenRefetch('roomRemoved'),
      },
    },
    deletingGroup: {
      invoke: {
        id: 'deleteGroup',
        src: 'deleteGroup',
        ...thenRefetch('groupRemoved'),
      },
    },
    leaving: {
      invoke: {
        id: 'leaveGroup',
        src: 'answerInvitation',
        input: () => ({ status: 'REJECTED' as const }),
        ...thenRefetch('left'),
      },
    },
  },
});
