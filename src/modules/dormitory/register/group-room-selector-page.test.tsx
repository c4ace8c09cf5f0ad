import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { failGet, findLoadFailure, openDormitoryPage } from '@tests/kits/dormitory-test-kit';
import { GroupRoomSelectorPage } from './group-room-selector-page';

/*
 * /dormitory/register/group-room-selector's guard and error panel (modules.md 2.6 item 8); choosing
 * a room, also when it fills meanwhile, is in register-flow.test.tsx. Persona `dormitory-group`:
 * student2 leads a group of three in which the student has not answered yet.
 */

const PATH = paths.DormitoryGroupRoomSelector;

vi.setConfig({ testTimeout: 30_000 });

describe('group room selector (modules.md 2.6 item 8)', () => {
  it('while members have not confirmed, warns and goes back to registration', async () => {
    await openDormitoryPage(<GroupRoomSelectorPage />, {
      path: PATH,
      persona: 'dormitory-group',
      username: 'student2',
      otherPaths: [paths.DormitoryRegister],
    });
    expect(await screen.findByTestId('other-page')).toHaveTextContent(paths.DormitoryRegister);
    expect(await screen.findByText('اعضای گروه هنوز دعوت را تأیید نکرده‌اند.')).toBeInTheDocument();
  });

  it('a failed load of the group shows "try again" and a way back', async () => {
    failGet('/rest/users/me/student-groups', 10);
    await openDormitoryPage(<GroupRoomSelectorPage />, {
      path: PATH,
      persona: 'dormitory-group',
      username: 'student2',
      otherPaths: [paths.DormitoryRegister],
    });
    await findLoadFailure();
    expect(screen.getByRole('button', { name: 'بازگشت' })).toBeInTheDocument();
    expect(screen.queryByTestId('other-page')).not.toBeInTheDocument();
  });
});
