import { createActor, fromPromise } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  canInvite,
  classifyGroupError,
  DORMITORY_GROUP_STATES,
  dormitoryGroupMachine,
  type DormitoryGroupEvent,
  type GroupView,
} from './dormitory-group.machine';
import { deferred } from './testing/deferred';
import { graphCoverage } from './testing/graph-coverage';

const HEAD = '4001001';
const MEMBER = '4001002';
const OTHER = '4001003';

const member = (studentNumber: string, status: GroupView['status']) => ({ studentNumber, status });

/** A group led by HEAD with the given other members. */
function groupOf(
  status: GroupView['status'],
  others: ReturnType<typeof member>[] = [],
  extra: Partial<GroupView> = {},
): GroupView {
  return {
    status,
    roomSize: 3,
    solitary: false,
    head: member(HEAD, 'APPROVED'),
    members: [member(HEAD, 'APPROVED'), ...others],
    dormitoryRoom: null,
    ...extra,
  };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type Call = { actor: string; input: unknown; settle: ReturnType<typeof deferred<unknown>> };

/** A started machine whose API actors wait on deferreds; `server` is what the next fetchGroup answers. */
function start(studentNumber: string, initial: GroupView | null) {
  const calls: Call[] = [];
  const server = { group: initial };
  const pending = (actor: string) =>
    fromPromise<unknown, unknown>(({ input }) => {
      const settle = deferred<unknown>();
      calls.push({ actor, input, settle });
      return settle.promise;
    });
  const machine = dormitoryGroupMachine.provide({
    actors: {
      fetchGroup: fromPromise(() => Promise.resolve(server.group)),
      createGroup: pending('createGroup') as never,
      inviteMember: pending('inviteMember') as never,
      answerInvitation: pending('answerInvitation') as never,
      removeMember: pending('removeMember') as never,
      chooseRoom: pending('chooseRoom') as never,
      removeRoom: pending('removeRoom'),
      deleteGroup: pending('deleteGroup'),
    },
  });
  const actor = createActor(machine, { input: { studentNumber } }).start();
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('no call was made');
    return call;
  };
  return {
    actor,
    server,
    calls,
    last,
    state: () => actor.getSnapshot().value as string,
    context: () => actor.getSnapshot().context,
    send: (event: DormitoryGroupEvent) => actor.send(event),
    /** The server accepted the last call and now answers `next` on refetch. */
    async succeed(next: GroupView | null) {
      server.group = next;
      last().settle.resolve(undefined);
      await flush();
    },
    async fail(error: unknown, next: GroupView | null = server.group) {
      server.group = next;
      last().settle.reject(error);
      await flush();
    },
  };
}

describe('dormitoryGroupMachine: loading and routing', () => {
  it('without a group the user may create one', async () => {
    const t = start(HEAD, null);
    await flush();
    expect(t.state()).toBe('noGroup');
  });

  it('a failed load offers retry, which loads again', async () => {
    const machine = dormitoryGroupMachine.provide({
      actors: { fetchGroup: fromPromise(() => Promise.reject({ errorCode: null, messageFa: 'خطا' })) },
    });
    const actor = createActor(machine, { input: { studentNumber: HEAD } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'other', code: null, message: 'خطا' });
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'server.group', group: groupOf('WAITING') });
    expect(actor.getSnapshot().value).toBe('forming');
  });

  it.each([
    ['WAITING', 'forming'],
    ['APPROVED', 'ready'],
    ['FINAL', 'placed'],
  ] as const)('a %s group puts the head in %s', async (status, state) => {
    const t = start(HEAD, groupOf(status));
    await flush();
    expect(t.state()).toBe(state);
  });

  it('a member whose own row is WAITING is invited; REJECTED or missing is out of the group', async () => {
    const t = start(MEMBER, groupOf('WAITING', [member(MEMBER, 'WAITING')]));
    await flush();
    expect(t.state()).toBe('invited');
    t.send({ type: 'server.group', group: groupOf('WAITING', [member(MEMBER, 'REJECTED')]) });
    expect(t.state()).toBe('noGroup');
    t.send({ type: 'server.group', group: groupOf('WAITING', [member(OTHER, 'WAITING')]) });
    expect(t.state()).toBe('noGroup');
  });
});

describe('dormitoryGroupMachine: creating', () => {
  it('create needs a chosen capacity (modules.md 5)', async () => {
    const t = start(HEAD, null);
    await flush();
    t.send({ type: 'user.create', dormitoryId: 7, roomSize: null });
    expect(t.state()).toBe('noGroup');
    expect(t.calls).toHaveLength(0);
  });

  it('create calls the server with dormitory and size, then shows the new group', async () => {
    const t = start(HEAD, null);
    await flush();
    t.send({ type: 'user.create', dormitoryId: 7, roomSize: 3 });
    expect(t.state()).toBe('creating');
    expect(t.last()).toMatchObject({ actor: 'createGroup', input: { dormitoryId: 7, roomSize: 3 } });
    await t.succeed(groupOf('WAITING'));
    expect(t.state()).toBe('forming');
    expect(t.context().done).toBe('created');
  });

  it('a refused create stays without a group and shows the server message', async () => {
    const t = start(HEAD, null);
    await flush();
    t.send({ type: 'user.create', dormitoryId: 7, roomSize: 3 });
    await t.fail({ errorCode: 'DORMITORY_NOT_ELIGIBLE', messageFa: 'واجد شرایط نیستید' });
    expect(t.state()).toBe('noGroup');
    expect(t.context().error).toEqual({ kind: 'other', code: 'DORMITORY_NOT_ELIGIBLE', message: 'واجد شرایط نیستید' });
    t.send({ type: 'user.dismiss' });
    expect(t.context().error).toBeNull();
  });
});

describe('dormitoryGroupMachine: inviting and members', () => {
  it('the head invites a trimmed student number; blank is ignored', async () => {
    const t = start(HEAD, groupOf('WAITING'));
    await flush();
    t.send({ type: 'user.invite', studentNumber: '   ' });
    expect(t.state()).toBe('forming');
    t.send({ type: 'user.invite', studentNumber: ` ${MEMBER} ` });
    expect(t.last()).toMatchObject({ actor: 'inviteMember', input: { studentNumber: MEMBER } });
    await t.succeed(groupOf('WAITING', [member(MEMBER, 'WAITING')]));
    expect(t.state()).toBe('forming');
    expect(t.context().done).toBe('invited');
    expect(t.context().group?.members).toHaveLength(2);
  });

  it('no invite once the group is full (member count reaches roomSize)', async () => {
    const full = groupOf('WAITING', [member(MEMBER, 'WAITING'), member(OTHER, 'APPROVED')]);
    expect(canInvite(full, HEAD)).toBe(false);
    const t = start(HEAD, full);
    await flush();
    t.send({ type: 'user.invite', studentNumber: '4001009' });
    expect(t.state()).toBe('forming');
    expect(t.calls).toHaveLength(0);
  });

  it('a refused invite (ineligible student) shows the message and keeps the group', async () => {
    const t = start(HEAD, groupOf('WAITING'));
    await flush();
    t.send({ type: 'user.invite', studentNumber: OTHER });
    await t.fail({ errorCode: 'STUDENT_GROUP_MEMBER_NOT_ELIGIBLE', messageFa: 'این دانشجو واجد شرایط نیست' });
    expect(t.state()).toBe('forming');
    expect(t.context().error?.kind).toBe('memberIneligible');
    t.send({ type: 'user.dismiss' });
    expect(t.context().error).toBeNull();
  });

  it('only the head removes members, never their own row', async () => {
    const g = groupOf('WAITING', [member(MEMBER, 'WAITING')]);
    const t = start(HEAD, g);
    await flush();
    t.send({ type: 'user.removeMember', studentNumber: HEAD });
    t.send({ type: 'user.removeMember', studentNumber: 'nobody' });
    expect(t.calls).toHaveLength(0);
    t.send({ type: 'user.removeMember', studentNumber: MEMBER });
    expect(t.last()).toMatchObject({ actor: 'removeMember', input: { studentNumber: MEMBER } });
    await t.succeed(groupOf('WAITING'));
    expect(t.context().done).toBe('memberRemoved');
    t.send({ type: 'user.removeMember', studentNumber: MEMBER });
    expect(t.calls).toHaveLength(1);
  });

  it('a failed removal refetches and shows the error', async () => {
    const t = start(HEAD, groupOf('APPROVED', [member(MEMBER, 'APPROVED')]));
    await flush();
    t.send({ type: 'user.removeMember', studentNumber: MEMBER });
    await t.fail({ errorCode: 'X', messageFa: 'نشد' });
    expect(t.state()).toBe('ready');
    expect(t.context().error?.message).toBe('نشد');
    t.send({ type: 'user.dismiss' });
    expect(t.context().error).toBeNull();
  });

  it('a member cannot invite or remove', async () => {
    const t = start(MEMBER, groupOf('WAITING', [member(MEMBER, 'APPROVED'), member(OTHER, 'WAITING')]));
    await flush();
    expect(t.state()).toBe('forming');
    t.send({ type: 'user.invite', studentNumber: '4001009' });
    t.send({ type: 'user.removeMember', studentNumber: OTHER });
    t.send({ type: 'user.deleteGroup' });
    expect(t.calls).toHaveLength(0);
  });
});

describe('dormitoryGroupMachine: answering an invitation', () => {
  it('accept sends APPROVED and the member sees the group', async () => {
    const t = start(MEMBER, groupOf('WAITING', [member(MEMBER, 'WAITING')]));
    await flush();
    t.send({ type: 'user.accept' });
    expect(t.state()).toBe('answering');
    expect(t.last()).toMatchObject({ actor: 'answerInvitation', input: { status: 'APPROVED' } });
    await t.succeed(groupOf('APPROVED', [member(MEMBER, 'APPROVED')]));
    expect(t.state()).toBe('ready');
    expect(t.context().done).toBe('accepted');
  });

  it('reject sends REJECTED and leaves the user without a group', async () => {
    const t = start(MEMBER, groupOf('WAITING', [member(MEMBER, 'WAITING')]));
    await flush();
    t.send({ type: 'user.reject' });
    expect(t.last()).toMatchObject({ input: { status: 'REJECTED' } });
    await t.succeed(null);
    expect(t.state()).toBe('noGroup');
    expect(t.context().done).toBe('rejected');
  });

  it('an answer refused (group removed meanwhile) refetches', async () => {
    const t = start(MEMBER, groupOf('WAITING', [member(MEMBER, 'WAITING')]));
    await flush();
    t.send({ type: 'user.dismiss' });
    t.send({ type: 'user.accept' });
    await t.fail({ errorCode: 'STUDENT_GROUP_NOT_FOUND', messageFa: 'گروه یافت نشد' }, null);
    expect(t.state()).toBe('noGroup');
    expect(t.context().error?.code).toBe('STUDENT_GROUP_NOT_FOUND');
  });

  it('a member leaves a group without a room', async () => {
    const t = start(MEMBER, groupOf('APPROVED', [member(MEMBER, 'APPROVED')]));
    await flush();
    t.send({ type: 'user.leave' });
    expect(t.state()).toBe('leaving');
    expect(t.last()).toMatchObject({ actor: 'answerInvitation', input: { status: 'REJECTED' } });
    await t.succeed(null);
    expect(t.state()).toBe('noGroup');
    expect(t.context().done).toBe('left');
  });

  it('a failed leave stays in the group with the message', async () => {
    const t = start(MEMBER, groupOf('WAITING', [member(MEMBER, 'APPROVED'), member(OTHER, 'WAITING')]));
    await flush();
    t.send({ type: 'user.leave' });
    await t.fail({ messageFa: 'نشد' });
    expect(t.state()).toBe('forming');
    expect(t.context().error?.message).toBe('نشد');
  });

  it('the head cannot leave (they delete the group instead)', async () => {
    const t = start(HEAD, groupOf('APPROVED', [member(MEMBER, 'APPROVED')]));
    await flush();
    t.send({ type: 'user.leave' });
    expect(t.state()).toBe('ready');
  });
});

describe('dormitoryGroupMachine: concurrent changes seen on refetch', () => {
  it('the last member accepting elsewhere moves the head from forming to ready', async () => {
    const t = start(HEAD, groupOf('WAITING', [member(MEMBER, 'WAITING')]));
    await flush();
    t.send({ type: 'server.group', group: groupOf('APPROVED', [member(MEMBER, 'APPROVED')]) });
    expect(t.state()).toBe('ready');
  });

  it('a member leaving while the head confirms a room drops the pending choice', async () => {
    const t = start(HEAD, groupOf('APPROVED', [member(MEMBER, 'APPROVED')]));
    await flush();
    t.send({ type: 'user.chooseRoom', room: { id: 5, code: '101' } });
    expect(t.state()).toBe('confirmingRoom');
    t.send({ type: 'server.group', group: groupOf('WAITING', [member(OTHER, 'WAITING')]) });
    expect(t.state()).toBe('forming');
    expect(t.context().pendingRoom).toBeNull();
  });

  it('the head deleting the group elsewhere sends an invited member to noGroup', async () => {
    const t = start(MEMBER, groupOf('WAITING', [member(MEMBER, 'WAITING')]));
    await flush();
    t.send({ type: 'server.group', group: null });
    expect(t.state()).toBe('noGroup');
  });

  it('a room chosen by the head shows as placed to a member; removed again, ready', async () => {
    const t = start(MEMBER, groupOf('APPROVED', [member(MEMBER, 'APPROVED')]));
    await flush();
    t.send({
      type: 'server.group',
      group: groupOf('FINAL', [member(MEMBER, 'FINAL')], { dormitoryRoom: { id: 5, code: '101' } }),
    });
    expect(t.state()).toBe('placed');
    t.send({ type: 'server.group', group: groupOf('APPROVED', [member(MEMBER, 'APPROVED')]) });
    expect(t.state()).toBe('ready');
  });

  it('an invitation arriving while the user had none moves them to invited', async () => {
    const t = start(MEMBER, null);
    await flush();
    t.send({ type: 'server.group', group: groupOf('WAITING', [member(MEMBER, 'WAITING')]) });
    expect(t.state()).toBe('invited');
    t.send({ type: 'server.group', group: groupOf('WAITING', [member(MEMBER, 'WAITING'), member(OTHER, 'WAITING')]) });
    expect(t.state()).toBe('invited');
  });

  it('refetches during a call are ignored (the call ends in its own refetch)', async () => {
    const t = start(HEAD, groupOf('WAITING'));
    await flush();
    t.send({ type: 'user.invite', studentNumber: MEMBER });
    t.send({ type: 'server.group', group: null });
    expect(t.state()).toBe('inviting');
  });
});

describe('dormitoryGroupMachine: choosing a room', () => {
  const ready = () => groupOf('APPROVED', [member(MEMBER, 'APPROVED')]);
  const placed = () => groupOf('FINAL', [member(MEMBER, 'FINAL')], { dormitoryRoom: { id: 5, code: '101' } });

  it('choose asks a confirm; cancel returns to ready without a call', async () => {
    const t = start(HEAD, ready());
    await flush();
    t.send({ type: 'user.chooseRoom', room: { id: 5, code: '101' } });
    expect(t.context().pendingRoom).toEqual({ id: 5, code: '101' });
    t.send({ type: 'user.cancelRoom' });
    expect(t.state()).toBe('ready');
    expect(t.context().pendingRoom).toBeNull();
    expect(t.calls).toHaveLength(0);
  });

  it('confirmed, the server places the group (FINAL)', async () => {
    const t = start(HEAD, ready());
    await flush();
    t.send({ type: 'user.chooseRoom', room: { id: 5, code: '101' } });
    t.send({ type: 'user.confirmRoom' });
    expect(t.state()).toBe('choosingRoom');
    expect(t.last()).toMatchObject({ actor: 'chooseRoom', input: { roomId: 5 } });
    await t.succeed(placed());
    expect(t.state()).toBe('placed');
    expect(t.context().done).toBe('roomChosen');
    expect(t.context().pendingRoom).toBeNull();
  });

  it.each([
    ['STUDENT_GROUP_ROOM_IS_FULL', 'roomTaken'],
    ['STUDENT_GROUP_MEMBER_NOT_ELIGIBLE', 'memberIneligible'],
    ['STUDENT_GROUP_PAYMENT_REQUIRED', 'paymentNeeded'],
  ])('refused with %s: back to ready with kind %s, free to choose again', async (code, kind) => {
    const t = start(HEAD, ready());
    await flush();
    t.send({ type: 'user.chooseRoom', room: { id: 5, code: '101' } });
    t.send({ type: 'user.confirmRoom' });
    await t.fail({ errorCode: code, messageFa: 'پیام سرور' });
    expect(t.state()).toBe('ready');
    expect(t.context().error).toEqual({ kind, code, message: 'پیام سرور' });
    t.send({ type: 'user.chooseRoom', room: { id: 6, code: '102' } });
    expect(t.state()).toBe('confirmingRoom');
    expect(t.context().error).toBeNull();
  });

  it('a member may not choose a room', async () => {
    const t = start(MEMBER, ready());
    await flush();
    t.send({ type: 'user.chooseRoom', room: { id: 5, code: '101' } });
    expect(t.state()).toBe('ready');
  });

  it('no room choice while a transfer is set', async () => {
    const t = start(HEAD, groupOf('APPROVED', [], { transferStatus: 'PENDING' }));
    await flush();
    t.send({ type: 'user.chooseRoom', room: { id: 5, code: '101' } });
    expect(t.state()).toBe('ready');
  });

  it('placed: the head removes the room (back to ready) or changes it', async () => {
    const t = start(HEAD, placed());
    await flush();
    t.send({ type: 'user.chooseRoom', room: { id: 6, code: '102' } });
    expect(t.state()).toBe('confirmingRoom');
    t.send({ type: 'user.cancelRoom' });
    expect(t.state()).toBe('placed');
    t.send({ type: 'user.removeRoom' });
    expect(t.state()).toBe('removingRoom');
    await t.succeed(ready());
    expect(t.state()).toBe('ready');
    expect(t.context().done).toBe('roomRemoved');
  });

  it('a failed room removal stays placed with the message', async () => {
    const t = start(HEAD, placed());
    await flush();
    t.send({ type: 'user.dismiss' });
    t.send({ type: 'user.removeRoom' });
    await t.fail({ messageFa: 'نشد' });
    expect(t.state()).toBe('placed');
    expect(t.context().error?.message).toBe('نشد');
  });
});

describe('dormitoryGroupMachine: removing the group', () => {
  it('the head deletes a WAITING group: "group removed"', async () => {
    const t = start(HEAD, groupOf('WAITING', [member(MEMBER, 'WAITING')]));
    await flush();
    t.send({ type: 'user.deleteGroup' });
    expect(t.state()).toBe('deletingGroup');
    await t.succeed(null);
    expect(t.state()).toBe('noGroup');
    expect(t.context().done).toBe('groupRemoved');
  });

  it('the head deletes an APPROVED group; a refusal keeps it', async () => {
    const t = start(HEAD, groupOf('APPROVED', [member(MEMBER, 'APPROVED')]));
    await flush();
    t.send({ type: 'user.deleteGroup' });
    await t.fail({ messageFa: 'نشد' });
    expect(t.state()).toBe('ready');
    expect(t.context().error?.message).toBe('نشد');
  });

  it('a FINAL group cannot be deleted', async () => {
    const t = start(HEAD, groupOf('FINAL', [], { dormitoryRoom: { id: 5, code: '101' } }));
    await flush();
    t.send({ type: 'user.deleteGroup' });
    expect(t.state()).toBe('placed');
  });
});

describe('dormitoryGroupMachine: helpers and graph', () => {
  it('classifies errors by resource, reading ApiError or envelope fields', () => {
    expect(classifyGroupError({ messageResource: 'STUDENT_GROUP_EDIT_NO_ROOM_REMAINS', message: 'full' })).toEqual({
      kind: 'roomTaken',
      code: 'STUDENT_GROUP_EDIT_NO_ROOM_REMAINS',
      message: 'full',
    });
    expect(classifyGroupError(new Error('boom'))).toEqual({ kind: 'other', code: null, message: 'boom' });
    expect(classifyGroupError(null)).toEqual({ kind: 'other', code: null, message: null });
  });

  it('an actor the view forgot to provide fails the load', async () => {
    const actor = createActor(dormitoryGroupMachine, { input: { studentNumber: HEAD } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
  });

  it('every state is reachable and every transition taken on a path of its graph (xstate/graph); the exported state list is exact', () => {
    const groups = [
      null,
      groupOf('WAITING', [member(MEMBER, 'WAITING')]),
      groupOf('APPROVED', [member(MEMBER, 'APPROVED')]),
      groupOf('FINAL', [member(MEMBER, 'FINAL')], { dormitoryRoom: { id: 5, code: '101' } }),
      // MEMBER is not (or no longer) in it: as good as no group.
      groupOf('WAITING', [member(OTHER, 'WAITING')]),
      // MEMBER accepted, OTHER not yet: forming, and MEMBER may leave.
      groupOf('WAITING', [member(MEMBER, 'APPROVED'), member(OTHER, 'WAITING')]),
    ];
    const done = [
      'fetchGroup',
      'createGroup',
      'inviteMember',
      'answerInvitation',
      'removeMember',
      'chooseRoom',
      'removeRoom',
      'deleteGroup',
      'leaveGroup',
    ];
    const events = [
      ...groups.map((group) => ({ type: 'server.group', group })),
      ...groups.map((group) => ({ type: 'xstate.done.actor.fetchGroup', output: group })),
      ...done.filter((id) => id !== 'fetchGroup').map((id) => ({ type: `xstate.done.actor.${id}`, output: undefined })),
      ...done.map((id) => ({ type: `xstate.error.actor.${id}`, error: { errorCode: 'X' } })),
      { type: 'user.create', dormitoryId: 1, roomSize: 2 },
      { type: 'user.invite', studentNumber: OTHER },
      { type: 'user.removeMember', studentNumber: MEMBER },
      { type: 'user.chooseRoom', room: { id: 5, code: '101' } },
    ];
    const c = graphCoverage(dormitoryGroupMachine, {
      inputs: [{ studentNumber: HEAD }, { studentNumber: MEMBER }],
      events,
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.group, s.context.answer, s.context.pendingRoom?.id ?? null, s.context.done]),
    });
    expect(c.missingStates).toEqual([]);
    expect(c.missingTransitions).toEqual([]);
    const keys = getStateNodes(dormitoryGroupMachine.root).map((n) => n.key);
    expect([...keys].sort()).toEqual([...DORMITORY_GROUP_STATES].sort());
  });
});
