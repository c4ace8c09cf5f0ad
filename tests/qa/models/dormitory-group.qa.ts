/**
 * Dormitory group registration (machines/dormitory-group.machine.ts) on /dormitory/register and its
 * room selector, persona dormitory-group: the student is pre-registered and student2 (head of a
 * group of three) has invited them. Two students: the student in the browser, student2 acting
 * through the REST API with its own token (as another browser would); the register page polls the
 * group every 4 s, which is how student2's acts arrive (`server.group`). Two variants:
 *   - member: invited → accept (the group of two accepted members is APPROVED: ready, waiting for
 *     the head) → leave; or reject; a first load that fails and is retried;
 *   - head: student2 first deletes its group (setup), the student creates a group of two, invites
 *     student2, removes or keeps them; student2 accepts; the head picks a room (confirm or cancel),
 *     is placed, removes the room, deletes the group.
 * The group the server answers after each act is derived here from the act (`context.done`): a
 * small model of the server, so the graph's `fetchGroup` outcomes are the ones the mock gives.
 * Not replayed: refusals of create/invite/room (the unit test's affair), dismissing a message.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { EventFromLogic } from 'xstate';
import { dormitoryGroupMachine, type GroupView } from '../../../machines/dormitory-group.machine';
import { addFault, apiLogin, readForcedMessages, resetMock, seedTokens, type Tokens } from '../qa-kit';
import type { QaContext, QaModel } from '../qa-model';

type M = typeof dormitoryGroupMachine;
type E = EventFromLogic<M>;
type S = ReturnType<M['getInitialSnapshot']>;
type Variant = 'member' | 'head';

// Symbolic student numbers in the graph; the browser uses the real ones (memo.numbers).
const ME = 'me';
const S2 = 's2';
const ROOM = { id: 1, code: 'qa' };
const member = (studentNumber: string, status: GroupView['status']) => ({ studentNumber, status });
const group = (
  head: string,
  roomSize: number,
  status: GroupView['status'],
  members: ReturnType<typeof member>[],
  room = false,
): GroupView => ({
  status,
  roomSize,
  solitary: false,
  transferStatus: null,
  head: { studentNumber: head },
  members,
  dormitoryRoom: room ? ROOM : null,
});

/** The groups the mock answers along the way. */
const GROUPS = {
  invited: group(S2, 3, 'WAITING', [member(S2, 'APPROVED'), member(ME, 'WAITING')]),
  memberReady: group(S2, 3, 'APPROVED', [member(S2, 'APPROVED'), member(ME, 'APPROVED')]),
  alone: group(ME, 2, 'WAITING', [member(ME, 'APPROVED')]),
  invitedS2: group(ME, 2, 'WAITING', [member(ME, 'APPROVED'), member(S2, 'WAITING')]),
  headReady: group(ME, 2, 'APPROVED', [member(ME, 'APPROVED'), member(S2, 'APPROVED')]),
  placed: group(ME, 2, 'FINAL', [member(ME, 'FINAL'), member(S2, 'FINAL')], true),
};

const fetched = (g: GroupView | null) => ({ type: 'xstate.done.actor.fetchGroup', output: g }) as unknown as E;
const LOAD_FAILS = {
  type: 'xstate.error.actor.fetchGroup',
  error: { errorCode: 'INTERNAL', messageFa: 'qa' },
} as unknown as E;
const ok = (id: string) => ({ type: `xstate.done.actor.${id}`, output: null }) as unknown as E;

/** What the server answers to GET student-groups after the last act. */
function nextGroup(variant: Variant, s: S): GroupView | null {
  switch (s.context.done) {
    case 'accepted':
      return GROUPS.memberReady;
    case 'rejected':
    case 'left':
    case 'groupRemoved':
      return null;
    case 'created':
    case 'memberRemoved':
      return GROUPS.alone;
    case 'invited':
      return GROUPS.invitedS2;
    case 'roomChosen':
      return GROUPS.placed;
    case 'roomRemoved':
      return GROUPS.headReady;
    default:
      return variant === 'member' ? GROUPS.invited : null;
  }
}

function nextEvents(variant: Variant, s: S): E[] {
  const g = s.context.group;
  switch (String(s.value)) {
    case 'loading':
      // Only the very first load may fail (and is retried).
      return variant === 'member' && !s.context.done && !s.context.error
        ? [fetched(nextGroup(variant, s)), LOAD_FAILS]
        : [fetched(nextGroup(variant, s))];
    case 'loadFailed':
      return [{ type: 'user.retry' }];
    case 'noGroup':
      return variant === 'head' && s.context.done !== 'groupRemoved'
        ? [{ type: 'user.create', dormitoryId: 31, roomSize: 2 }]
        : [];
    case 'creating':
      return [ok('createGroup')];
    case 'invited':
      return [{ type: 'user.accept' }, { type: 'user.reject' }];
    case 'answering':
      return [ok('answerInvitation')];
    case 'forming':
      if (g?.members.length === 1) return [{ type: 'user.invite', studentNumber: S2 }];
      // student2 accepts in their own browser (the poll brings it), or the head takes the invitation back.
      return [
        { type: 'server.group', group: GROUPS.headReady },
        { type: 'user.removeMember', studentNumber: S2 },
      ];
    case 'inviting':
      return [ok('inviteMember')];
    case 'removingMember':
      return [ok('removeMember')];
    case 'ready':
      return variant === 'member'
        ? [{ type: 'user.leave' }]
        : [{ type: 'user.chooseRoom', room: ROOM }, { type: 'user.deleteGroup' }];
    case 'confirmingRoom':
      return [{ type: 'user.confirmRoom' }, { type: 'user.cancelRoom' }];
    case 'choosingRoom':
      return [ok('chooseRoom')];
    case 'placed':
      return [{ type: 'user.removeRoom' }];
    case 'removingRoom':
      return [ok('removeRoom')];
    case 'deletingGroup':
      return [ok('deleteGroup')];
    case 'leaving':
      return [ok('leaveGroup')];
    default:
      return [];
  }
}

function eventName(e: E): string {
  const t = e.type as string;
  if (t === 'xstate.error.actor.fetchGroup') return 'load-fails';
  if (t.startsWith('xstate.done.actor.')) return '';
  if (t === 'server.group') return 'student2-accepts';
  if (t === 'user.removeMember') return 'remove-member';
  return t.replace(/^user\./, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** student2's own session (another browser), and both students' real numbers. */
async function student2(ctx: QaContext): Promise<{ headers: Record<string, string> }> {
  if (!ctx.memo.s2) {
    const info = (await (await ctx.request.get('/__mock/personas')).json()) as {
      oauthClient: { id: string; secret: string };
    };
    const basic = Buffer.from(`${info.oauthClient.id}:${info.oauthClient.secret}`).toString('base64');
    const response = await ctx.request.post('/oauth/token', {
      form: { grant_type: 'password', username: 'student2', password: 'student123' },
      headers: { Authorization: `Basic ${basic}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const tokens = (await response.json()) as Tokens;
    ctx.memo.s2 = { headers: { Authorization: `Bearer ${tokens.access_token}` } };
  }
  return ctx.memo.s2 as { headers: Record<string, string> };
}

async function studentNumberOf(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const me = (await (await request.get('/rest/users/me', { headers })).json()) as {
    payload: { student?: { studentNumber?: string } };
  };
  return me.payload.student?.studentNumber ?? '';
}

const GROUP_PATH = '/rest/users/me/student-groups';
async function asStudent2(ctx: QaContext, method: 'delete' | 'put', path: string, data?: unknown): Promise<void> {
  const { headers } = await student2(ctx);
  const response = await ctx.request[method](path, { headers, data });
  expect(response.ok(), await response.text()).toBe(true);
}

const page = (ctx: QaContext) =>
  ctx.page.getByTestId('dormitory-register-page').or(ctx.page.getByTestId('group-room-selector'));
const panel = (ctx: QaContext) => ctx.page.getByTestId('group-panel');
const roomDialog = (ctx: QaContext) => ctx.page.getByRole('dialog');

/** The register page (the room selector is another page with its own machine). */
async function toRegister(ctx: QaContext): Promise<void> {
  if (await ctx.page.getByTestId('group-room-selector').isVisible()) await ctx.page.goto('/dormitory/register');
}

function groupModel(variant: Variant): QaModel<M> {
  return {
    id: 'dormitory-group',
    variant,
    machine: dormitoryGroupMachine,
    input: { studentNumber: ME },
    events: (s) => nextEvents(variant, s),
    // Refusals are not replayed: an error outcome only where listed (the first load).
    filterEvents: (s, e) =>
      !e.type.startsWith('xstate.error.') || nextEvents(variant, s).some((x) => x.type === e.type),
    eventName,
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.done,
        !!s.context.error,
        s.context.answer,
        s.context.group?.status ?? null,
        s.context.group?.members.length ?? 0,
      ]),
    paths: {
      shortest: true,
      maxSteps: 24,
      keep: (p) => p.steps.length > 1,
      maxScenarios: variant === 'member' ? 4 : 6,
    },
    async setup(ctx, steps) {
      await resetMock(ctx, 'dormitory-group');
      const tokens = await apiLogin(ctx, 'dormitory-group');
      await readForcedMessages(ctx, tokens);
      const s2 = await student2(ctx);
      ctx.memo.numbers = {
        [ME]: await studentNumberOf(ctx.request, { Authorization: `Bearer ${tokens.access_token}` }),
        [S2]: await studentNumberOf(ctx.request, s2.headers),
      };
      // The head variant starts free: student2 takes its invitation back by deleting its group.
      if (variant === 'head') await asStudent2(ctx, 'delete', GROUP_PATH);
      // The load fails until the user retries (the page's 4 s poll would otherwise bring the group first).
      if (steps[1]?.event.type === 'xstate.error.actor.fetchGroup')
        await addFault(ctx, { method: 'GET', path: GROUP_PATH, status: 500, times: null });
      await seedTokens(ctx.page, tokens);
      await ctx.page.goto('/dormitory/register');
    },
    states: {
      loading: async (ctx) => expect(page(ctx)).toBeVisible(),
      loadFailed: async (ctx) =>
        expect(
          ctx.page.getByTestId('dormitory-register-page').getByRole('button', { name: 'تلاش دوباره' }),
        ).toBeVisible(),
      noGroup: async (ctx, s) => {
        await expect(ctx.page.getByTestId('create-group')).toBeVisible({ timeout: 15_000 });
        await expect(panel(ctx)).toHaveCount(0);
        if (s.context.done === 'groupRemoved' || s.context.done === 'left' || s.context.done === 'rejected')
          await expect(panel(ctx)).toHaveCount(0);
      },
      invited: async (ctx) => expect(ctx.page.getByTestId('invitation')).toBeVisible(),
      forming: async (ctx, s) => {
        await expect(panel(ctx)).toBeVisible();
        const rows = panel(ctx).getByTestId('group-members').locator('tbody tr');
        await expect(rows).toHaveCount(s.context.group?.members.length ?? 0, { timeout: 15_000 });
        // The head may invite while the group has room (modules.md 4).
        const g = s.context.group;
        if (g?.head?.studentNumber === ME)
          await expect(ctx.page.getByTestId('invite-input')).toHaveCount(g.members.length < (g.roomSize ?? 0) ? 1 : 0);
      },
      ready: async (ctx) => {
        if (variant === 'head') {
          await expect(
            ctx.page.getByTestId('choose-group-room').or(ctx.page.getByTestId('group-room-selector')),
          ).toBeVisible({ timeout: 15_000 });
        } else
          await expect(ctx.page.getByText('همه اعضا دعوت را پذیرفته‌اند؛ سرگروه اتاق را انتخاب می‌کند.')).toBeVisible({
            timeout: 15_000,
          });
      },
      confirmingRoom: async (ctx) => expect(roomDialog(ctx).getByTestId('confirm-room')).toBeVisible(),
      choosingRoom: async (ctx) => expect(page(ctx)).toBeVisible(),
      // Back on the register page with the room.
      placed: async (ctx) => expect(ctx.page.getByTestId('group-room')).toBeVisible({ timeout: 15_000 }),
      creating: async (ctx) => expect(page(ctx)).toBeVisible(),
      answering: async (ctx) => expect(page(ctx)).toBeVisible(),
      inviting: async (ctx) => expect(page(ctx)).toBeVisible(),
      removingMember: async (ctx) => expect(page(ctx)).toBeVisible(),
      removingRoom: async (ctx) => expect(page(ctx)).toBeVisible(),
      deletingGroup: async (ctx) => expect(page(ctx)).toBeVisible(),
      leaving: async (ctx) => expect(page(ctx)).toBeVisible(),
    },
    on: {
      'user.retry': async (ctx) => {
        const cleared = await ctx.request.delete('/__mock/faults');
        expect(cleared.ok()).toBe(true);
        await ctx.page.getByTestId('dormitory-register-page').getByRole('button', { name: 'تلاش دوباره' }).click();
      },
      'user.create': async (ctx) => {
        await ctx.page.getByRole('radio', { name: '۲ نفره' }).check();
        await ctx.page.getByTestId('create-group').click();
      },
      'user.accept': async (ctx) => ctx.page.getByTestId('accept-invitation').click(),
      'user.reject': async (ctx) => ctx.page.getByTestId('invitation').getByRole('button', { name: 'رد دعوت' }).click(),
      'user.leave': async (ctx) => panel(ctx).getByRole('button', { name: 'خروج از گروه' }).click(),
      'user.invite': async (ctx) => {
        // (The test id is the input's own; its send button sits beside it.)
        await ctx.page.getByTestId('invite-input').fill((ctx.memo.numbers as Record<string, string>)[S2]!);
        await panel(ctx).getByRole('button', { name: 'فرستادن دعوت' }).click();
      },
      'user.removeMember': async (ctx) => panel(ctx).getByRole('button', { name: /^حذف/ }).first().click(),
      // student2 accepts in their own browser; this page's poll brings the new group.
      'server.group': async (ctx) => asStudent2(ctx, 'put', `${GROUP_PATH}/members`, { status: 'APPROVED' }),
      'user.chooseRoom': async (ctx) => {
        if (!(await ctx.page.getByTestId('group-room-selector').isVisible()))
          await ctx.page.getByTestId('choose-group-room').click();
        const selector = ctx.page.getByTestId('group-room-selector');
        await selector
          .getByRole('button', { name: /^انتخاب اتاق/ })
          .and(ctx.page.locator(':enabled'))
          .first()
          .click();
      },
      'user.confirmRoom': async (ctx) => roomDialog(ctx).getByTestId('confirm-room').click(),
      'user.cancelRoom': async (ctx) => {
        await roomDialog(ctx).getByRole('button', { name: 'انصراف' }).click();
        await expect(roomDialog(ctx)).toHaveCount(0);
      },
      'user.removeRoom': async (ctx) => ctx.page.getByTestId('remove-room').click(),
      'user.deleteGroup': async (ctx) => {
        await toRegister(ctx);
        await ctx.page.getByTestId('delete-group').click();
      },
    },
  };
}

export const dormitoryGroupModels = (['member', 'head'] as const).map(groupModel);
