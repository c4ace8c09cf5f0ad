import { readStored, writeStored } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/*
 * The local cart of free-restaurant selves (platform.md 4 "Cart", modules.md 2.5, 4): lines are
 * added and removed here instead of reserve calls; a line whose count reaches 0 is removed; the
 * whole cart expires 900 s after the last add; it is kept in local storage (`portal.reserveCart`)
 * so it survives a reload. Checkout goes through the legacy reserve page (cart-checkout.ts).
 */

export const CART_LIFETIME_MS = 900 * 1000;

/** One cart entry, in the shape of platform.md 3 "Cart entry". */
export interface CartLine {
  /** `${programId}:${foodTypeId}`: one line per program item. */
  id: string;
  food: {
    programId: number;
    programDate: string;
    foodNames: string;
    /** Rials; 0 when the program does not say. */
    price: number;
    mealTypeId: number;
    programDateTime: string;
    selfId: number;
    foodTypeId: number;
  };
  selectedCount: number;
}

export interface CartState {
  lines: CartLine[];
  /** Epoch ms of the last add; the cart expires CART_LIFETIME_MS after it. */
  lastAddedAt: number | null;
}

export const EMPTY_CART: CartState = { lines: [], lastAddedAt: null };

export type CartFood = CartLine['food'];

export function cartLineId(food: Pick<CartFood, 'programId' | 'foodTypeId'>): string {
  return `${food.programId}:${food.foodTypeId}`;
}

export function expiresAt(state: CartState): number | null {
  return state.lastAddedAt === null || state.lines.length === 0 ? null : state.lastAddedAt + CART_LIFETIME_MS;
}

/** The cart as it stands at `now`: empty once expired. */
export function activeCart(state: CartState, now: number): CartState {
  const end = expiresAt(state);
  return end !== null && now >= end ? EMPTY_CART : state;
}

/** One more of an item; restarts the lifetime. */
export function addToCart(state: CartState, food: CartFood, now: number): CartState {
  const current = activeCart(state, now);
  const id = cartLineId(food);
  const existing = current.lines.find((line) => line.id === id);
  const lines = existing
    ? current.lines.map((line) => (line.id === id ? { ...line, selectedCount: line.selectedCount + 1 } : line))
    : [...current.lines, { id, food, selectedCount: 1 }];
  return { lines, lastAddedAt: now };
}

/** Sets a line's count; 0 (or less) removes the line. Does not restart the lifetime. */
export function setCartCount(state: CartState, id: string, count: number, now: number): CartState {
  const current = activeCart(state, now);
  const lines =
    count <= 0
      ? current.lines.filter((line) => line.id !== id)
      : current.lines.map((line) => (line.id === id ? { ...line, selectedCount: count } : line));
  return lines.length === 0 ? EMPTY_CART : { ...current, lines };
}

/** One less of an item (0 removes it). */
export function removeFromCart(state: CartState, id: string, now: number): CartState {
  const line = activeCart(state, now).lines.find((l) => l.id === id);
  return line ? setCartCount(state, id, line.selectedCount - 1, now) : activeCart(state, now);
}

export function cartCountOf(state: CartState, id: string): number {
  return state.lines.find((line) => line.id === id)?.selectedCount ?? 0;
}

export function cartTotal(state: CartState): number {
  return state.lines.reduce((sum, line) => sum + line.food.price * line.selectedCount, 0);
}

function isLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Partial<CartLine>;
  return (
    typeof line.id === 'string' &&
    typeof line.selectedCount === 'number' &&
    !!line.food &&
    typeof line.food.programId === 'number'
  );
}

/** The stored cart; anything unreadable is an empty cart. */
function parseCart(raw: string | null): CartState {
  if (!raw) return EMPTY_CART;
  try {
    const value = JSON.parse(raw) as Partial<CartState>;
    const lines = Array.isArray(value.lines) ? value.lines.filter(isLine) : [];
    const lastAddedAt = typeof value.lastAddedAt === 'number' ? value.lastAddedAt : null;
    return lines.length ? { lines, lastAddedAt } : EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}

// ───────────── The store (local storage, shared by every component) ─────────────

const KEY = STORAGE_KEYS.reserveCart;
const listeners = new Set<() => void>();
let cached: { raw: string | null; state: CartState } | null = null;

/** The stored cart (expired or not); parsed once per stored text. */
export function readCart(): CartState {
  const raw = readStored(KEY);
  if (!cached || cached.raw !== raw) cached = { raw, state: parseCart(raw) };
  return cached.state;
}

/** The stored cart as it stands now (empty once expired): the store's snapshot. */
export function readActiveCart(): CartState {
  return activeCart(readCart(), Date.now());
}

export function writeCart(state: CartState): void {
  const raw = state.lines.length ? JSON.stringify(state) : null;
  writeStored(KEY, raw); // storage blocked: the cart lives in memory for this page
  cached = { raw, state };
  for (const listener of [...listeners]) listener();
}

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Test helper: forgets the parse cache (the test clears storage itself). */
export function resetCartCache(): void {
  cached = null;
}
