import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { configureTransport, legacyReservePageUrl } from '@/api/endpoints';
import { endpointsSchema } from '@/config/schema';
import { parseOrThrow } from '@/config/validator';
import { legacyReserveUrl } from '@/ui/cart-checkout';
import {
  activeCart,
  addToCart,
  CART_LIFETIME_MS,
  cartTotal,
  EMPTY_CART,
  readActiveCart,
  removeFromCart,
  resetCartCache,
  setCartCount,
  writeCart,
  type CartFood,
} from './reserve-cart';

const kabab: CartFood = {
  programId: 900,
  programDate: '2025-01-18',
  foodNames: 'چلو کباب',
  price: 1_200_000,
  mealTypeId: 2,
  programDateTime: '2025-01-18',
  selfId: 3,
  foodTypeId: 10,
};
const soup: CartFood = { ...kabab, foodTypeId: 11, foodNames: 'سوپ', price: 300_000 };
const T0 = 1_700_000_000_000;

beforeEach(() => {
  localStorage.clear();
  resetCartCache();
});

describe('reserve cart (pure)', () => {
  it('adds, counts up, and removes a line when its count reaches 0', () => {
    let cart = addToCart(EMPTY_CART, kabab, T0);
    cart = addToCart(cart, kabab, T0 + 1);
    cart = addToCart(cart, soup, T0 + 2);
    expect(cart.lines.map((l) => [l.id, l.selectedCount])).toEqual([
      ['900:10', 2],
      ['900:11', 1],
    ]);
    expect(cartTotal(cart)).toBe(2_700_000);
    cart = removeFromCart(cart, '900:11', T0 + 3);
    expect(cart.lines.map((l) => l.id)).toEqual(['900:10']);
    cart = setCartCount(cart, '900:10', 0, T0 + 4);
    expect(cart).toEqual(EMPTY_CART);
  });

  it('expires 900 s after the LAST add (removing does not extend it)', () => {
    let cart = addToCart(EMPTY_CART, kabab, T0);
    cart = addToCart(cart, soup, T0 + 60_000);
    cart = removeFromCart(cart, '900:11', T0 + 120_000);
    expect(CART_LIFETIME_MS).toBe(900_000);
    expect(activeCart(cart, T0 + 60_000 + 899_999).lines).toHaveLength(1);
    expect(activeCart(cart, T0 + 60_000 + 900_000)).toEqual(EMPTY_CART);
  });

  it('is kept in local storage under portal.reserveCart and read back after a reload', () => {
    writeCart(addToCart(EMPTY_CART, kabab, Date.now()));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.reserveCart) ?? '{}').lines).toHaveLength(1);
    resetCartCache(); // a reload: nothing in memory
    expect(readActiveCart().lines[0]).toMatchObject({
      id: '900:10',
      selectedCount: 1,
      food: { foodNames: 'چلو کباب' },
    });
  });

  it('reads an expired stored cart as empty', () => {
    writeCart(addToCart(EMPTY_CART, kabab, Date.now() - CART_LIFETIME_MS - 1));
    resetCartCache();
    expect(readActiveCart()).toEqual(EMPTY_CART);
  });
});

describe('legacy reserve page address', () => {
  it('carries the login token and the lines as query parameters', () => {
    const cart = addToCart(addToCart(addToCart(EMPTY_CART, kabab, T0), kabab, T0), soup, T0);
    const url = new URL(legacyReserveUrl('https://uni.example/reserve', 'TOKEN-1', cart.lines));
    expect(url.origin + url.pathname).toBe('https://uni.example/reserve');
    expect(url.searchParams.get('loginToken')).toBe('TOKEN-1');
    expect(url.searchParams.getAll('programId')).toEqual(['900', '900']);
    expect(url.searchParams.getAll('foodTypeId')).toEqual(['10', '11']);
    expect(url.searchParams.getAll('selectedCount')).toEqual(['2', '1']);
  });

  it("is the runtime configuration's page (endpoints.legacyReserveUrl): a path on the university's backend, or a full URL", () => {
    configureTransport({ endpoints: parseOrThrow(endpointsSchema, {}), university: undefined });
    expect(legacyReservePageUrl()).toBe(`${window.location.origin}/reserve`);
    configureTransport({
      endpoints: parseOrThrow(endpointsSchema, { legacyReserveUrl: '/__mock/legacy-reserve' }),
      university: undefined,
    });
    expect(legacyReservePageUrl()).toBe(`${window.location.origin}/__mock/legacy-reserve`);
    configureTransport({
      endpoints: parseOrThrow(endpointsSchema, { legacyReserveUrl: 'https://old.uni.example/food/reserve.aspx' }),
      university: undefined,
    });
    expect(legacyReservePageUrl()).toBe('https://old.uni.example/food/reserve.aspx');
    expect(legacyReserveUrl(legacyReservePageUrl(), 'T', [])).toBe(
      'https://old.uni.example/food/reserve.aspx?loginToken=T',
    );
    configureTransport({ endpoints: parseOrThrow(endpointsSchema, {}), university: undefined });
  });
});
