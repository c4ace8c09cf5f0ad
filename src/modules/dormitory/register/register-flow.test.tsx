/*
 * The group flow against the mock world (mocks/handlers/dormitory.ts): real sign-in, the seeded
 * dormitories, other students acting through the control API (/__mock/dormitory/...).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInToWorld } from '@tests/kits/sign-in';
import { getAccessToken } from '@/api/tokens';
import { RequireAuth } from '@/session/require-auth';
import { SessionProvider } from '@/session/session-provider';
import { renderApp } from '@tests/render';
import { resetWorld } from '@tests/msw-server';
import { call } from '@tests/unit/mocks/mock-api';
import { GroupRoomSelectorPage } from './group-room-selector-page';
import { RegisterPage } from './register-page';

vi.setConfig({ testTimeout: 30_000 });

const config = { university: { unikey: 'sbu', universityLabel: 'دانشگاه', universityURL: '', samad: { dormitory: true } } };

const signInAs = (username: string) => signInToWorld(username);

const control = (path: string, body: unknown) => call('POST', `/__mock/dormitory${path}`, { json: body });

function render(ui: React.ReactElement, path: string, withRegisterRoute = false) {
  const routes = withRegisterRoute ? [{ path: '/dormitory/register', element: <p data-testid="register-route">register</p> }] : [];
  return renderApp(
    <SessionProvider>
      <RequireAuth>{ui}</RequireAuth>
    </SessionProvider>,
    { path, route: path, config, routes },
  );
}

beforeEach(() => {
  globalThis.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('dormitory group registration against the mock world', () => {
  it('an invited student accepts and sees the group with both members', async () => {
    resetWorld({ persona: 'dormitory-group' });
    await signInAs('student');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await render(<RegisterPage />, '/dormitory/register');
    const invitation = await screen.findByTestId('invitation');
    expect(invitation).toHaveTextContent('زهرا رضایی شما را به گروه ۳ نفره دعوت کرده است.');
    await user.click(within(invitation).getByTestId('accept-invitation'));
    await waitFor(() => expect(screen.queryByTestId('invitation')).not.toBeInTheDocument());
    const members = screen.getByTestId('group-members');
    expect(within(members).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByTestId('group-panel')).toHaveTextContent('در حال انجام');
  });

  it('the head creates a group, invites, sees the acceptance on refetch, and may choose a room', async () => {
    resetWorld({ persona: 'dormitory' });
    await signInAs('student');
    await call('POST', '/rest/users/me/dormitory-requests', { json: { dormitoryId: 31 }, token: getAccessToken() ?? undefined });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await render(<RegisterPage />, '/dormitory/register');
    await user.click(await screen.findByRole('radio', { name: '۲ نفره' }, { timeout: 8000 }));
    await user.click(screen.getByTestId('create-group'));
    const input = await screen.findByRole('textbox', { name: 'دعوت عضو' }, { timeout: 8000 });
    await user.type(input, 'student2{Enter}');
    await waitFor(() => expect(within(screen.getByTestId('group-members')).getAllByRole('row')).toHaveLength(3));
    expect(screen.queryByTestId('choose-group-room')).not.toBeInTheDocument();
    // student2 accepts in her own browser: the polled group moves the head's screen.
    await control('/answer', { studentNumber: 'student2', status: 'APPROVED' });
    expect(await screen.findByTestId('choose-group-room', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('a room taken by someone else meanwhile says "no room" and lets the head choose again', async () => {
    resetWorld({ persona: 'dormitory-group' });
    await control('/answer', { studentNumber: 'student', status: 'APPROVED' });
    await signInAs('student2');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await render(<GroupRoomSelectorPage />, '/dormitory/register/group-room-selector', true);
    const room = await screen.findByTestId('room-104');
    await control('/take-room', { roomCode: '104', places: 2 });
    await user.click(within(room).getByRole('button', { name: /انتخاب اتاق/ }));
    await user.click(await screen.findByTestId('confirm-room'));
    expect(await screen.findByTestId('group-error')).toHaveTextContent('اتاق خالی وجود ندارد');
    // The fresh list shows the room's new occupancy; another room can be chosen and placed.
    await waitFor(() => expect(screen.getByTestId('room-104')).toHaveTextContent('۲ نفر از ۳ نفر'));
    await user.click(within(screen.getByTestId('room-105')).getByRole('button', { name: /انتخاب اتاق/ }));
    await user.click(await screen.findByTestId('confirm-room'));
    expect(await screen.findByTestId('register-route', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
