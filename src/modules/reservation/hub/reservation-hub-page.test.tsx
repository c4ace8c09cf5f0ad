import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@tests/msw-server';
import { reservationHome } from '../reservation-home';
import { json, ok, renderPage, reserve, reserveWeek, resetStorage, signIn, TODAY } from '@tests/kits/reservation-test-kit';
import { VARIANT_LIST, VARIANTS } from '../variants';
import { ReservationHubPage } from './reservation-hub-page';

const food = VARIANTS.food;


beforeEach(() => {
  resetStorage();
  server.use(
    http.get('*/rest/reserves', ({ request }) =>
      json(
        ok(
          reserveWeek(new URL(request.url).searchParams.get('weekStartDate') ?? '', (_d, i) =>
            // Monday (past) and Thursday (ahead) of the week of Wednesday TODAY.
            i === 2 ? [{ mealTypeId: 2, reserve: reserve({ foodNames: 'عدس پلو' }) }] : i === 5 ? [{ mealTypeId: 3, reserve: reserve({ mealTypeId: 3, foodNames: 'کوکو سبزی', selectedCount: 2 }) }] : [],
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
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/food/reserve',
      '/food/dailysale',
      '/food/teammate',
      '/food/reserves-report',
      '/food/selfs',
    ]);
  });

  it('leaves out daily sale and teammates when the group does not allow them', async () => {
    signIn({ group: { canDailySale: false, checkTeammate: false } });
    await renderPage(<ReservationHubPage variant={food} today={TODAY} />, { path: food.paths.home });
    const nav = await screen.findByRole('navigation', { name: 'تغذیه' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/food/reserve', '/food/reserves-report', '/food/selfs']);
  });

  it('contributes one home entry per variant', () => {
    expect(VARIANT_LIST.filter((variant) => reservationHome(variant).useSlides).map((variant) => variant.key)).toEqual(['food', 'sport', 'health', 'transport']);
  });
});
