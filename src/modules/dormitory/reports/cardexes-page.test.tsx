import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '@tests/msw-server';
import { failGet, findLoadFailure, openDormitoryPage } from '@tests/kits/dormitory-test-kit';
import { CardexesPage } from './cardexes-page';

/*
 * /dormitory/cardexes against the mock world (persona `dormitory`): the student lived in four
 * semesters (started 540, 360, 180 and 30 days before TEST_NOW), all in خوابگاه فاطمیه.
 */

const NOW = new Date(TEST_NOW);
const DAY = 86_400_000;
const PATH = '/dormitory/cardexes';

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('cardexes page (modules.md 2.6 item 1)', () => {
  it('lists semesters started by now, newest first, with the contact info split on the Persian comma', async () => {
    await openDormitoryPage(<CardexesPage now={NOW} />, { path: PATH });
    const table = await screen.findByTestId('cardexes-table');
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(5);
    const [first, , , last] = dataRows(table);
    expect(first).toHaveTextContent('نیمسال دوم ۱۴۰۴-۱۴۰۳');
    expect(first).toHaveTextContent('ساکن');
    expect(last).toHaveTextContent('نیمسال اول ۱۴۰۳-۱۴۰۲');
    expect(last).toHaveTextContent('تخلیه شده');
    const contact = within(first!).getAllByRole('cell').at(-1)!;
    expect(Array.from(contact.children).map((c) => c.textContent)).toEqual([
      'تلفن ۲۲۴۳۱۰۰۰',
      'داخلی ۲۱۵۰',
      'سرپرست: خانم نوری',
    ]);
  });

  it('hides a semester that starts after now', async () => {
    // 100 days earlier, the semester started 30 days before TEST_NOW had not begun yet.
    await openDormitoryPage(<CardexesPage now={new Date(NOW.getTime() - 100 * DAY)} />, { path: PATH });
    const table = await screen.findByTestId('cardexes-table');
    await within(table).findAllByRole('cell');
    expect(dataRows(table)).toHaveLength(3);
    expect(dataRows(table)[0]).toHaveTextContent('نیمسال اول ۱۴۰۴-۱۴۰۳');
    expect(table).not.toHaveTextContent('ساکن');
  });

  it('says so when there is no record (student2 has the role but never lived in a dormitory)', async () => {
    await openDormitoryPage(<CardexesPage now={NOW} />, { path: PATH, username: 'student2' });
    expect(await screen.findByText('سابقه اسکانی ثبت نشده است.')).toBeInTheDocument();
  });

  it('without the cardex role, says it is not available', async () => {
    await openDormitoryPage(<CardexesPage now={NOW} />, { path: PATH, persona: 'student' });
    expect(await screen.findByText('دسترسی به سوابق اسکان برای شما فعال نیست.')).toBeInTheDocument();
    expect(screen.queryByTestId('cardexes-table')).not.toBeInTheDocument();
  });

  it('a failed load offers "try again", which loads the records', async () => {
    failGet('/rest/users/me/eskans/cardexes');
    await openDormitoryPage(<CardexesPage now={NOW} />, { path: PATH });
    const failure = await findLoadFailure();
    await userEvent.click(within(failure).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByTestId('cardexes-table')).toHaveTextContent('ساکن');
  });
});
