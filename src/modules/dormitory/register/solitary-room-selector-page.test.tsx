import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { asSignedIn, dormitoryControl, openDormitoryPage } from '@tests/kits/dormitory-test-kit';
import { SolitaryRoomSelectorPage } from './solitary-room-selector-page';

/*
 * /dormitory/register/solitary-room-selector against the mock world (persona `dormitory`, the
 * student pre-registered in خوابگاه فاطمیه first). Block الف, ground floor: 101 a single, 102 an
 * empty double, 103 a double with one resident.
 */

const PATH = paths.DormitorySolitaryRoomSelector;
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const preRegistered = () => asSignedIn('POST', '/rest/users/me/dormitory-requests', { dormitoryId: 31 });
const open = (beforeRender: () => Promise<unknown> = preRegistered) =>
  openDormitoryPage(<SolitaryRoomSelectorPage />, { path: PATH, otherPaths: [paths.DormitoryRegister], beforeRender });

// Eighteen room cards a block and whole round trips: room for a busy machine.
vi.setConfig({ testTimeout: 45_000 });

describe('solitary room selector (modules.md 2.6 item 9)', () => {
  it("shows the first block's floors and rooms; the members of an occupied room in a dialog", async () => {
    const user = setup();
    await open();
    const occupied = await screen.findByTestId('room-103');
    expect(screen.getByTestId('block-select')).toHaveValue('بلوک الف');
    expect(occupied).toHaveTextContent('۱ نفر از ۲ نفر');
    // An empty room has no members button.
    expect(within(screen.getByTestId('room-102')).queryByRole('button', { name: 'ساکنان' })).not.toBeInTheDocument();
    await user.click(within(occupied).getByRole('button', { name: 'ساکنان' }));
    const members = await screen.findByTestId('room-members');
    expect(within(members).getAllByRole('row')).toHaveLength(2);
  });

  it('a room filled meanwhile says "no room"; another is registered and the page returns to registration', async () => {
    const user = setup();
    await open();
    const single = await screen.findByTestId('room-101');
    await dormitoryControl('/take-room', { roomCode: '101' });
    await user.click(within(single).getByRole('button', { name: /^انتخاب اتاق/ }));
    await user.click(await screen.findByTestId('confirm-room'));
    expect(await screen.findByTestId('solo-error')).toHaveTextContent('اتاق خالی وجود ندارد');
    await waitFor(() =>
      expect(within(screen.getByTestId('room-101')).getByRole('button', { name: /^انتخاب اتاق/ })).toBeDisabled(),
    );

    await user.click(within(screen.getByTestId('room-102')).getByRole('button', { name: /^انتخاب اتاق/ }));
    await user.click(await screen.findByTestId('confirm-room'));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(paths.DormitoryRegister);
    const group = await asSignedIn('GET', '/rest/users/me/student-groups');
    expect(group.body.payload).toMatchObject({ solitary: true, status: 'FINAL', dormitoryRoom: { code: '102' } });
  });

  it('a student the operator made ineligible gets no floors and is told so', async () => {
    await open(async () => {
      await preRegistered();
      await dormitoryControl('/eligibility', { studentNumber: 'student' });
    });
    expect(await screen.findByTestId('not-eligible')).toHaveTextContent('شما واجد شرایط اسکان در این خوابگاه نیستید.');
  });

  it('without an accepted pre-registration there is nothing to choose from', async () => {
    await open(async () => undefined);
    expect(await screen.findByText('پیش‌ثبت‌نام معتبری برای شما وجود ندارد.')).toBeInTheDocument();
    expect(screen.queryByTestId('block-select')).not.toBeInTheDocument();
  });
});
