import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReserveWeekDay } from '@/api/generated/rest/model';
import { server } from '@tests/msw-server';
import { VariantScope } from '../shared/variant-scope';
import {
  failure,
  json,
  MEAL_TYPES,
  ok,
  renderPage,
  reserve,
  resetStorage,
  signIn,
  testConfig,
  TODAY,
} from '@tests/kits/reservation-test-kit';
import { VARIANTS, type ReservationVariant } from '../variants';
import { ReserveDetailsModal } from './reserve-details-modal';

const DAY: ReserveWeekDay = {
  date: '2025-01-15',
  dateJStr: '1403/10/26',
  mealTypes: [
    {
      mealTypeId: 2,
      reserve: reserve({ id: 501, selectedCount: 3, consumedCount: 1 } as never),
      teammateReserve: [
        reserve({
          id: 601,
          username: '4012',
          firstName: 'علی',
          lastName: 'رضایی',
          foodNames: 'قیمه',
          selectedCount: 1,
        }),
      ],
      startServeTime: '12:00',
      endServeTime: '14:00',
      demonstrationDescription: 'درب شمالی',
    },
  ],
  dailySales: [],
};

function renderDetails(
  options: { variant?: ReservationVariant; day?: ReserveWeekDay; lessDetailUi?: boolean; today?: Date } = {},
) {
  const variant = options.variant ?? VARIANTS.food;
  const day = options.day ?? DAY;
  return renderPage(
    <VariantScope variant={variant}>
      <ReserveDetailsModal
        opened
        onClose={() => {}}
        date={day.date}
        day={day}
        mealTypes={MEAL_TYPES}
        loading={false}
        error={false}
        onRetry={() => {}}
        today={options.today ?? TODAY}
      />
    </VariantScope>,
    { path: variant.paths.reserve, config: testConfig({ lessDetailUi: options.lessDetailUi }) },
  );
}

beforeEach(() => {
  resetStorage();
  signIn();
});

describe('reserve details modal', () => {
  it("is titled 'reserve details' and the day, with own and teammate sections in mode 1", async () => {
    await renderDetails();
    const dialog = await screen.findByRole('dialog', { name: /جزئیات رزرو چهارشنبه/ });
    expect(within(dialog).getByRole('region', { name: 'رزروهای من' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'خریدهای فروش روزانه' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'رزروهای هم‌گروهی‌ها' })).toHaveTextContent(
      'رزروکننده: علی رضایی',
    );
  });

  it('switches to self only (2) and teammate only (3)', async () => {
    const user = userEvent.setup({ delay: null });
    await renderDetails();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'هم‌گروهی‌ها' }));
    expect(within(dialog).queryByRole('region', { name: 'رزروهای من' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'رزروهای من' }));
    expect(within(dialog).queryByRole('region', { name: 'رزروهای هم‌گروهی‌ها' })).not.toBeInTheDocument();
  });

  it('splits a partly consumed reserve: consumed greyed and last, without a forgotten-card action', async () => {
    await renderDetails();
    const own = within(await screen.findByRole('region', { name: 'رزروهای من' }));
    const [remaining, consumed] = [
      screen.getByTestId('detail-own:2:remaining'),
      screen.getByTestId('detail-own:2:consumed'),
    ];
    expect(remaining.compareDocumentPosition(consumed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(remaining).getByText('تعداد: ۲')).toBeInTheDocument();
    expect(within(remaining).getByTestId('detail-status')).toHaveTextContent('رزرو شده');
    expect(within(consumed).getByTestId('detail-status')).toHaveTextContent('مصرف شده');
    expect(consumed).toHaveAttribute('data-consumed', 'true');
    expect(own.getAllByRole('button', { name: /کد فراموشی کارت/ })).toHaveLength(1);
    expect(within(remaining).getByText('زمان سرو: ‎۱۲:۰۰‎ تا ‎۱۴:۰۰‎')).toBeInTheDocument();
    expect(within(remaining).getByText('درب شمالی')).toBeInTheDocument();
    expect(within(remaining).getByRole('img', { name: 'کد QR تحویل چلو کباب' })).toBeInTheDocument();
  });

  it('hides serve times with the less-detail UI, and the reserved/consumed status outside nurture', async () => {
    await renderDetails({ lessDetailUi: true, variant: VARIANTS.sport });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByTestId('serve-time')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('detail-status')).not.toBeInTheDocument();
    // No teammates outside food: no mode switch, no teammate section.
    expect(within(dialog).queryByRole('radio', { name: 'هم‌گروهی‌ها' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'رزروهای هم‌گروهی‌ها' })).not.toBeInTheDocument();
  });

  it('shows no QR code and no forgotten-card action for a past day', async () => {
    await renderDetails({ today: new Date(2025, 0, 20) });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByTestId('reserve-qr')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /کد فراموشی کارت/ })).not.toBeInTheDocument();
  });

  it('shows the forgotten-card code with a 130 px QR code on request', async () => {
    let query = '';
    server.use(
      http.get('*/rest/forget-card-codes/print', ({ request }) => {
        query = new URL(request.url).search;
        return json(ok({ forgotCardCode: '884512' }));
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderDetails();
    await user.click(await screen.findByRole('button', { name: 'دریافت کد فراموشی کارت برای چلو کباب' }));
    const code = await screen.findByTestId('forgotten-card-code');
    expect(code).toHaveTextContent('۸۸۴۵۱۲');
    expect(within(code).getByRole('img', { name: 'کد QR فراموشی کارت: 884512' }).querySelector('svg')).toHaveAttribute(
      'width',
      '130',
    );
    expect(query).toBe('?reserveId=501&count=2&dailySale=false');
  });

  it("says 'limit forgotten card usage' for the monthly or weekly limit, else the server's message", async () => {
    let resource = 'EXCEED_WEEKLY_VALID_FORGOTTEN_COUNT';
    server.use(http.get('*/rest/forget-card-codes/print', () => failure(400, resource, 'پیام سرور درباره کارت')));
    const user = userEvent.setup({ delay: null });
    const first = await renderDetails();
    await user.click(await screen.findByRole('button', { name: 'دریافت کد فراموشی کارت برای چلو کباب' }));
    expect(await screen.findByTestId('forgotten-card-error')).toHaveTextContent(
      'سقف استفاده از کد فراموشی کارت در این ماه یا هفته پر شده است.',
    );
    first.unmount();

    resource = 'FORGOTTEN_CARD_DISABLED';
    await renderDetails();
    await user.click(await screen.findByRole('button', { name: 'دریافت کد فراموشی کارت برای چلو کباب' }));
    expect(await screen.findByTestId('forgotten-card-error')).toHaveTextContent('پیام سرور درباره کارت');
  });
});
