import { useDirection } from '@mantine/core';
import { useLayoutEffect } from 'react';
import { directionOf } from '@/i18n/languages';
import { useLanguage } from '@/ui/use-language';

/**
 * Keeps `<html dir lang>` and Mantine's direction in step with the language. In the commit, before
 * the browser paints it: index.html says Persian, and an English first page painted under it was laid
 * out right to left and drawn in the Persian face's Latin letters for a frame (no flash of
 * the wrong language; the Persian font files were asked for too).
 */
export function DirectionSync() {
  const lng = useLanguage();
  const { setDirection } = useDirection();

  useLayoutEffect(() => {
    const dir = directionOf(lng);
    document.documentElement.setAttribute('dir', dir);
    document.documentElement.setAttribute('lang', lng);
    setDirection(dir);
  }, [lng, setDirection]);

  return null;
}
