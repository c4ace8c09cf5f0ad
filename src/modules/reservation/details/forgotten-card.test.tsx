import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@tests/msw-server';
import { json, ok, renderPage, resetStorage, signIn } from '@tests/kits/reservation-test-kit';
import { VariantScope } from '../shared/variant-scope';
import { VARIANTS } from '../variants';
import { ForgottenCardCode, foodNamesOf } from './forgotten-card';

function renderCard() {
  const variant = VARIANTS.food;
  return renderPage(
    <VariantScope variant={variant}>
      <ForgottenCardCode reserveId={501} count={1} dailySale={false} label="کتلت" />
    </VariantScope>,
    { path: variant.paths.reserve },
  );
}

async function request() {
  await userEvent
    .setup({ delay: null })
    .click(await screen.findByRole('button', { name: 'دریافت کد فراموشی کارت برای کتلت' }));
  return screen.findByTestId('forgotten-card-code');
}

beforeEach(() => {
  resetStorage();
  signIn();
});

describe('forgotten-card code', () => {
  it("shows what the live server says the code is for: meal, food names, self, count and what is left (Poisonad-v2's payload)", async () => {
    server.use(
      http.get('*/rest/forget-card-codes/print', () =>
        json(
          ok({
            username: '01221095705009',
            self: 'پسران قزوین',
            meal: 'شام',
            foodType: 'پر هزینه',
            foodName: 'کتلت گوشت|سالاد|',
            count: 2,
            remainCount: 1,
            valid: true,
            forgotCardCode: '926409497',
          }),
        ),
      ),
    );
    await renderCard();
    const code = await request();
    expect(code).toHaveTextContent('۹۲۶۴۰۹۴۹۷');
    expect(screen.getByTestId('forgotten-card-for')).toHaveTextContent('شام · کتلت گوشت + سالاد · پسران قزوین');
    expect(screen.getByTestId('forgotten-card-count')).toHaveTextContent('برای ۲ وعده؛ ۱ وعده تحویل نشده');
    expect(screen.queryByTestId('forgotten-card-invalid')).not.toBeInTheDocument();
  });

  it('warns when the server says the code is no longer valid', async () => {
    server.use(
      http.get('*/rest/forget-card-codes/print', () =>
        json(ok({ forgotCardCode: '926409497', valid: false, count: 1, remainCount: 0 })),
      ),
    );
    await renderCard();
    await request();
    expect(screen.getByTestId('forgotten-card-invalid')).toHaveTextContent('این کد دیگر معتبر نیست.');
  });

  it('shows the code alone for a server that sends only the code', async () => {
    server.use(http.get('*/rest/forget-card-codes/print', () => json(ok({ forgotCardCode: '884512' }))));
    await renderCard();
    expect(await request()).toHaveTextContent('۸۸۴۵۱۲');
    expect(screen.queryByTestId('forgotten-card-for')).not.toBeInTheDocument();
    expect(screen.queryByTestId('forgotten-card-count')).not.toBeInTheDocument();
  });

  it("reads the server's food names", () => {
    expect(foodNamesOf('کتلت گوشت|')).toBe('کتلت گوشت');
    expect(foodNamesOf('a| b |')).toBe('a + b');
    expect(foodNamesOf(undefined)).toBe('');
  });
});
