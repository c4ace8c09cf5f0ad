import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@tests/msw-server';
import { reservationHome } from '../reservation-home';
import {
  json,
  ok,
  NEXT_WEEK_START,
  renderPage,
  reserve,
  reserveWeek,
  resetStorage,
  signIn,
  TODAY,
} from '@tests/kits/reservation-test-kit';
import { VARIANT_LIST, VARIANTS } from '../variants';
import { ReservationHubPage } from './reservation-hub-page';

const food = VARIANTS.food;

beforeEach(() => {
  resetStorage();
  server.use(
    http.get('*/rest/reserves', ({ request }) =>
      json(
        ok(
          reserveWeek(new URL(request.url).searchParams.get('weekStartDate') ?? '', (d, i) =>
            // Monday (past) and Thursday (ahead) of the week of Wednesday TODAY; nothing the week after.
            d >= NEXT_WEEK_START
              ? []
              : i === 2
                ? [{ mealTypeId: 2, reserve: reserve({ foodNames: 'عدس پلو' }) }]
                : i === 5
                  ? [{ mealTypeId: 3, reserve: reserve({ mealTypeId: 3, foodNames: 'کوکو سبزی', selectedCount: 2 }) }]
                  : [],
          ),
        ),
      ),
    ),
  );
});

describe('module hub and home contribution', () => {
  it('shows this week’s reserves from today on as slides, and the feature grid', async () => {
    signIn();
    await renderPage(<ReservationHubPage variant={food} today={TODAY} />, { path: food.paths.home });
    const current = await screen.findByRole('region', { name: 'رزروهای جاری' });
    expect(await within(current).findByText('کوکو سبزی')).toBeInTheDocument();
    expect(within(current).queryByText('عدس پلو')).not.toBeInTheDocument();
    expect(within(current).getByText('۲ عدد')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'تغذیه' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/food/reserve', '/food/dailysale', '/food/teammate', '/food/reserves-report', '/food/selfs']);
  });

  it("on a Friday, shows tomorrow's reserve (next week) and the days after, up to a week ahead", async () => {
    server.use(
      http.get('*/rest/reserves', ({ request }) =>
        json(
          ok(
            reserveWeek(new URL(request.url).searchParams.get('weekStartDate') ?? '', (d) =>
              d === '2025-01-18'
                ? [{ mealTypeId: 2, reserve: reserve({ foodNames: 'زرشک پلو با مرغ' }) }]
                : d === '2025-01-23'
                  ? [{ mealTypeId: 2, reserve: reserve({ foodNames: 'چلو کباب' }) }]
                  : d === '2025-01-24'
                    ? [{ mealTypeId: 2, reserve: reserve({ foodNames: 'ماکارونی' }) }]
                    : [],
            ),
          ),
        ),
      ),
    );
    signIn();
    const friday = new Date(2025, 0, 17, 10, 0);
    await renderPage(<ReservationHubPage variant={food} today={friday} />, { path: food.paths.home });
    const current = await screen.findByRole('region', { name: 'رزروهای جاری' });
    expect(await within(current).findByText('زرشک پلو با مرغ')).toBeInTheDocument();
    expect(within(current).getByText('چلو کباب')).toBeInTheDocument();
    expect(within(current).queryByText('ماکارونی')).not.toBeInTheDocument();
    expect(screen.queryByText('در روزهای پیش رو رزروی ندارید.')).not.toBeInTheDocument();
  });

  it('leaves out daily sale and teammates when the group does not allow them', async () => {
    signIn({ group: { canDailySale: false, checkTeammate: false } });
    await renderPage(<ReservationHubPage variant={food} today={TODAY} />, { path: food.paths.home });
    const nav = await screen.findByRole('navigation', { name: 'تغذیه' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/food/reserve', '/food/reserves-report', '/food/selfs']);
  });

  it('contributes one home entry per variant', () => {
    expect(VARIANT_LIST.filter((variant) => reservationHome(variant).useSlides).map((variant) => variant.key)).toEqual([
      'food',
      'sport',
      'health',
      'transport',
    ]);
  });
});
