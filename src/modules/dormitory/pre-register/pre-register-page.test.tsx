import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import {
  dormitoryConfig,
  dormitoryControl,
  failGet,
  findLoadFailure,
  openDormitoryPage,
} from '@tests/kits/dormitory-test-kit';
import { PreRegisterPage } from './pre-register-page';

/*
 * /dormitory/pre-register against the mock world (persona `dormitory`): the student (a woman) may
 * pre-register for the coming semester; the mock accepts at once. Rules change through
 * /__mock/dormitory/entrance.
 */

const PATH = paths.DormitoryPreRegister;

// Mantine's Select and a whole submit round trip on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('pre-registration (modules.md 2.6 items 5, 10)', () => {
  it("asks for a dormitory of the student's gender, then is accepted and listed", async () => {
    const user = setup();
    await openDormitoryPage(<PreRegisterPage />, { path: PATH });
    const submit = await screen.findByTestId('pre-register-submit');
    await user.click(submit);
    expect(screen.getByText('خوابگاه مورد نظر را انتخاب کنید.')).toBeInTheDocument();
    expect(screen.queryByTestId('pre-register-requests')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /خوابگاه مورد نظر/ }));
    // Only the women's dormitory is offered to her.
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['خوابگاه فاطمیه']);
    await user.click(options[0]!);
    await user.click(screen.getByRole('textbox', { name: 'توضیحات' }));
    await user.paste('نزدیک دانشکده');
    await user.click(submit);

    expect(await screen.findByTestId('pre-register-done')).toHaveTextContent('پیش‌ثبت‌نام شما قبلاً انجام شده است.');
    const requests = screen.getByTestId('pre-register-requests');
    const row = within(requests).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('نیمسال اول ۱۴۰۵-۱۴۰۴');
    expect(row).toHaveTextContent('خوابگاه فاطمیه');
    expect(row).toHaveTextContent('پذیرفته شده');
  });

  it('without a dormitory to choose (preregisterWithoutChooseDormitory), sends the description alone', async () => {
    const user = setup();
    await openDormitoryPage(<PreRegisterPage />, {
      path: PATH,
      beforeRender: () => dormitoryControl('/entrance', { preregisterWithoutChooseDormitory: true }),
    });
    await user.click(await screen.findByTestId('pre-register-submit'));
    expect(screen.queryByTestId('pre-register-dormitory')).not.toBeInTheDocument();
    await screen.findByTestId('pre-register-done');
    // The server placed her in the first dormitory of her gender.
    expect(screen.getByTestId('pre-register-requests')).toHaveTextContent('خوابگاه فاطمیه');
  });

  it('outside the pre-registration period, says so with a way back', async () => {
    await openDormitoryPage(<PreRegisterPage />, {
      path: PATH,
      beforeRender: () => dormitoryControl('/entrance', { inPreregistrationPeriod: false }),
    });
    expect(await screen.findByText('در بازه پیش‌ثبت‌نام نیستید.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بازگشت' })).toBeInTheDocument();
    expect(screen.queryByTestId('pre-register-submit')).not.toBeInTheDocument();
  });

  it('is disabled for the institution URM', async () => {
    await openDormitoryPage(<PreRegisterPage />, { path: PATH, config: dormitoryConfig({ unikey: 'URM' }) });
    expect(await screen.findByText('پیش‌ثبت‌نام برای شما فعال نیست.')).toBeInTheDocument();
    expect(screen.queryByTestId('pre-register-submit')).not.toBeInTheDocument();
  });

  it('a failed load of the rules offers "try again", which brings the form', async () => {
    failGet('/rest/users/me/valid-entrance-dormitory');
    await openDormitoryPage(<PreRegisterPage />, { path: PATH });
    const failure = await findLoadFailure();
    await userEvent.click(within(failure).getByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() => expect(screen.getByTestId('pre-register-submit')).toBeInTheDocument());
  });
});
