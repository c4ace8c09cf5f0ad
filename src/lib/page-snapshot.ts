/*
 * The page snapshot on screen (docs/decisions/0023-page-snapshot.md): painted by index.html's
 * inline script, swapped for the app's page by the release registered here (src/app/start-app.tsx).
 * In the first load; what keeps a snapshot is ./page-snapshot-keep.ts, loaded by the pages that do.
 */

/** The swap of the app's page for the snapshot on screen, while one is held (src/app/start-app.tsx). */
let held: { path: string; release: () => void } | null = null;

/** Registers the swap for the snapshot of `path` (the address it was painted for). */
export function holdPageSnapshot(path: string, release: () => void): void {
  held = { path, release };
}

/** The app's page is drawn (or something else must be seen): the snapshot goes. Idempotent. */
export function releasePageSnapshot(): void {
  const current = held;
  held = null;
  current?.release();
}

/** The address the snapshot on screen was painted for, or null. */
export const heldSnapshotPath = (): string | null => held?.path ?? null;

/** A snapshot is on screen (none is kept then: the markup is not the app's page). */
export const snapshotHeld = (): boolean => held !== null;
