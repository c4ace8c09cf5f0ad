import { createSpotlight } from '@mantine/spotlight';

/** The palette's own store, so nothing else in the app (or a test) opens it by accident. */
export const [paletteStore, commandPalette] = createSpotlight();

/** platform.md 2.6: "A developer command palette opens with Ctrl+/". Cmd+/ on macOS too. */
export const PALETTE_SHORTCUTS = ['ctrl + /', 'mod + /'] as const;

/*
 * The palette's view (Mantine Spotlight, its list and the service status) is a lazy chunk that
 * loads when first asked for. Opening it only after it has mounted keeps Mantine's focus
 * return: the modal notes the focused element when `opened` turns true, not when it mounts open.
 */
let mounted = false;
let pending = false;
const wantListeners = new Set<() => void>();

/** Opens the palette, loading its view first when it has not been shown yet. */
export function openCommandPalette(): void {
  if (mounted) {
    commandPalette.open();
    return;
  }
  pending = true;
  for (const listener of wantListeners) listener();
}

/** The host mounts the view when someone asks for it. */
export function onPaletteWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

/** Called by the view once mounted: a pending request opens it now. */
export function paletteMounted(): () => void {
  mounted = true;
  if (pending) {
    pending = false;
    commandPalette.open();
  }
  return () => {
    mounted = false;
  };
}
