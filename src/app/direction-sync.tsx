import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { directionOf } from '@/i18n/languages';
import { useLanguage } from '@/ui/use-language';

/** Keeps `<html dir lang>` and Mantine's direction in step with the language. */
export function DirectionSync() {
  const lng = useLanguage();
  const { setDirection } = useDirection();

  useEffect(() => {
    const dir = directionOf(lng);
    document.documentElement.setAttribute('dir', dir);
    document.documentElement.setAttribute('lang', lng);
    setDirection(dir);
  }, [lng, setDirection]);

  return null;
}
