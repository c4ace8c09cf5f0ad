import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addToCart,
  CART_LIFETIME_MS,
  EMPTY_CART,
  readCart,
  resetCartCache,
  writeCart,
  type CartFood,
} from '@/lib/reserve-cart';
import { renderApp } from '@tests/render';
import { signIn, signOutLocally } from '@tests/kits/shell-test-kit';
import CartPage from './cart-page';

const wait = { timeout: 8000 };
const food = (programId: number, foodNames: string, price: number): CartFood => ({
  programId,
  programDate: '2025-01-18',
  foodNames,
  price,
  mealTypeId: 2,
  programDateTime: '2025-01-18T12:00:00',
  selfId: 3,
  foodTypeId: 1,
});

beforeEach(async () => {
  signOutLocally();
  resetCartCache();
  await signIn();
});

function fill(now = Date.now()) {
  let cart = addToCart(EMPTY_CART, food(900, 'چلو کباب', 1_250_000), now);
  cart = addToCart(cart, food(900, 'چلو کباب', 1_250_000), now);
  cart = addToCart(cart, food(901, 'زرشک پلو', 800_000), now);
  writeCart(cart);
}

describe('/user/cart', () => {
  it('shows the empty state', async () => {
    await renderApp(<CartPage />);
    expect(await screen.findByTestId('cart-empty', {}, wait)).toHaveTextContent('سبد خرید خالی است.');
  });

  it('lists the lines with the total and the countdown, removes one, then empties the cart', async () => {
    fill();
    await renderApp(<CartPage />);
    const table = within(await screen.findByTestId('cart-lines', {}, wait));
    expect(table.getAllByTestId('cart-line')).toHaveLength(2);
    // (2 × 1,250,000 + 800,000) rials = 330,000 tomans.
    expect(screen.getByTestId('cart-total')).toHaveTextContent('۳۳۰٬۰۰۰');
    expect(screen.getByTestId('cart-expiry')).toHaveTextContent(/۱۵:۰۰|۱۴:۵۹/);
    await userEvent.click(screen.getByRole('button', { name: 'کم کردن یک عدد زرشک پلو' }));
    await waitFor(() => expect(table.getAllByTestId('cart-line')).toHaveLength(1));
    await userEvent.click(screen.getByTestId('cart-clear'));
    expect(await screen.findByTestId('cart-empty')).toBeInTheDocument();
    expect(readCart().lines).toEqual([]);
  });

  it('is empty once its 900 s have run out', async () => {
    fill(Date.now() - CART_LIFETIME_MS - 1);
    await renderApp(<CartPage />);
    expect(await screen.findByTestId('cart-empty', {}, wait)).toBeInTheDocument();
  });

  it('checks out through the legacy page with a login token and empties the cart', async () => {
    fill();
    const visited: string[] = [];
    await renderApp(<CartPage onNavigate={(url) => visited.push(url)} />);
    await userEvent.click(await screen.findByTestId('cart-checkout', {}, wait));
    await waitFor(() => expect(visited).toHaveLength(1));
    const url = new URL(visited[0]!, 'http://x');
    expect(url.pathname).toMatch(/\/reserve$/);
    expect(url.searchParams.get('loginToken')).toBeTruthy();
    expect(url.searchParams.getAll('programId')).toEqual(['900', '901']);
    expect(url.searchParams.getAll('selectedCount')).toEqual(['2', '1']);
    expect(readCart().lines).toEqual([]);
  });
});
