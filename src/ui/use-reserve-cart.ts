import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  addToCart,
  cartCountOf,
  EMPTY_CART,
  expiresAt,
  readActiveCart,
  readCart,
  removeFromCart,
  subscribeCart,
  writeCart,
  type CartFood,
  type CartState,
} from '@/lib/reserve-cart';

export interface ReserveCart {
  cart: CartState;
  /** Epoch ms when the cart empties itself (null when empty). */
  expiresAt: number | null;
  countOf: (id: string) => number;
  add: (food: CartFood) => void;
  /** One less (0 removes the line). */
  remove: (id: string) => void;
  clear: () => void;
}

/** The free-restaurant cart, emptied by a timer when its 900 s run out (also across reloads). */
export function useReserveCart(): ReserveCart {
  const cart = useSyncExternalStore(subscribeCart, readActiveCart, () => EMPTY_CART);
  const end = expiresAt(cart);

  // Empties the stored cart when its time is up (the snapshot already reads empty from then on).
  useEffect(() => {
    const expire = () => {
      if (readCart().lines.length > 0 && readActiveCart().lines.length === 0) writeCart(EMPTY_CART);
    };
    expire();
    if (end === null) return;
    const timer = setTimeout(expire, Math.max(0, end - Date.now()));
    return () => clearTimeout(timer);
  }, [end]);

  const add = useCallback((food: CartFood) => writeCart(addToCart(readCart(), food, Date.now())), []);
  const remove = useCallback((id: string) => writeCart(removeFromCart(readCart(), id, Date.now())), []);
  const clear = useCallback(() => writeCart(EMPTY_CART), []);
  const countOf = useCallback((id: string) => cartCountOf(cart, id), [cart]);

  return useMemo(
    () => ({ cart, expiresAt: end, countOf, add, remove, clear }),
    [cart, end, countOf, add, remove, clear],
  );
}
