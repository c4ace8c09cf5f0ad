import { useHotkeys } from '@mantine/hooks';
import { useSpotlight } from '@mantine/spotlight';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadNamespaces } from '@/i18n/i18n';
import { useOpenedOnce } from '@/ui/use-opened-once';
import { namespacesOf } from './modules';
import { onPaletteWanted, openCommandPalette, PALETTE_SHORTCUTS, paletteStore } from './palette-store';

// Its commands name every module's screens, in each module's namespace.
const CommandPalette = lazy(async () => {
  const [palette] = await Promise.all([import('./command-palette'), loadNamespaces(namespacesOf())]);
  return { default: palette.CommandPalette };
});

/**
 * Ctrl+/ from anywhere, inputs included, and the palette's view mounted from its first request on
 * (openCommandPalette, or the store opened directly).
 */
export function PaletteHost() {
  const { opened } = useSpotlight(paletteStore);
  const [requested, setRequested] = useState(false);
  useEffect(() => onPaletteWanted(() => setRequested(true)), []);
  const wanted = useOpenedOnce(opened || requested);
  useHotkeys(
    PALETTE_SHORTCUTS.flatMap((shortcut) => [
      [shortcut, openCommandPalette],
      // The physical "/" key, whatever the keyboard layout types there (Persian layouts type ".").
      [shortcut, openCommandPalette, { usePhysicalKeys: true }],
    ]) as Parameters<typeof useHotkeys>[0],
    [],
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette />
    </Suspense>
  );
}
