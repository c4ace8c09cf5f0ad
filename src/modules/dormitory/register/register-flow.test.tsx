/*
 * The group flow against the mock world (mocks/handlers/dormitory.ts): real sign-in, the seeded
 * dormitories, other students acting through the control API (/__mock/dormitory/...).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { asSignedIn, dormitoryControl as control, openDormitoryPage } from '@tests/kits/dormitory-test-kit';
import { GroupRoomSelectorPage } from './group-room-selector-page';
import { RegisterPage } from './register-page';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  globalThis.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('dormitory group registration against the mock world', () => {
  it('an invited student accepts and sees the group with both members', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await openDormitoryPage(<RegisterPage />, { path: paths.DormitoryRegister, persona: 'dormitory-group' });
    const invitation = await screen.findByTestId('invitation');
    expect(invitation).toHaveTextContent('زهرا رضایی شما را به گروه ۳ نفره دعوت کرده است.');
    await user.click(within(invitation).getByTestId('accept-invitation'));
    await waitFor(() => expect(screen.queryByTestId('invitation')).not.toBeInTheDocument());
    const members = screen.getByTestId('group-members');
    expect(within(members).getAllByRole('row')).toHaveLength(3);
    // Each member's date reads Jalali, not the server's Gregorian YYYY-MM-DD.
    for (const row of within(members).getAllByRole('row').slice(1))
      expect(row.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}|[۰-۹]{4}-/);
    expect(within(members).getAllByRole('row')[1]!.textContent).toMatch(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
    expect(screen.getByTestId('group-panel')).toHaveTextContent('در حال انجام');
  });

  it('the head creates a group, invites, sees the acceptance on refetch, and may choose a room', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    // Pre-registered before the page opens (the kit signs in, then the page mounts).
    await openDormitoryPage(<RegisterPage />, {
      path: paths.DormitoryRegister,
      beforeRender: () => asSignedIn('POST', '/rest/users/me/dormitory-requests', { dormitoryId: 31 }),
    });
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

  it('a room with fewer free places than the group has members is not offered', async () => {
    await openDormitoryPage(<GroupRoomSelectorPage />, {
      path: paths.DormitoryGroupRoomSelector,
      persona: 'dormitory-group',
      username: 'student2',
      otherPaths: [paths.DormitoryRegister],
      beforeRender: async () => {
        await control('/answer', { studentNumber: 'student', status: 'APPROVED' });
        await control('/take-room', { roomCode: '104', places: 2 });
      },
    });
    const small = await screen.findByTestId('room-104');
    expect(small).toHaveTextContent('۲ نفر از ۳ نفر');
    expect(within(small).getByRole('button', { name: /انتخاب اتاق/ })).toBeDisabled();
    expect(within(small).getByTestId('room-104-note')).toHaveTextContent(
      'جای خالی این اتاق برای ۲ نفر گروه کافی نیست.',
    );
    expect(within(screen.getByTestId('room-105')).getByRole('button', { name: /انتخاب اتاق/ })).toBeEnabled();
  });

  it('a room taken by someone else meanwhile says "no room" and lets the head choose again', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await openDormitoryPage(<GroupRoomSelectorPage />, {
      path: paths.DormitoryGroupRoomSelector,
      persona: 'dormitory-group',
      username: 'student2',
      otherPaths: [paths.DormitoryRegister],
      beforeRender: () => control('/answer', { studentNumber: 'student', status: 'APPROVED' }),
    });
    const room = await screen.findByTestId('room-104');
    await control('/take-room', { roomCode: '104', places: 2 });
    await user.click(within(room).getByRole('button', { name: /انتخاب اتاق/ }));
    await user.click(await screen.findByTestId('confirm-room'));
    expect(await screen.findByTestId('group-error')).toHaveTextContent('اتاق خالی وجود ندارد');
    // The fresh list shows the room's new occupancy; another room can be chosen and placed.
    await waitFor(() => expect(screen.getByTestId('room-104')).toHaveTextContent('۲ نفر از ۳ نفر'));
    await user.click(within(screen.getByTestId('room-105')).getByRole('button', { name: /انتخاب اتاق/ }));
    await user.click(await screen.findByTestId('confirm-room'));
    expect(await screen.findByTestId('other-page', {}, { timeout: 8000 })).toHaveTextContent(paths.DormitoryRegister);
  });
});
