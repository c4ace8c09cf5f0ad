import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, isLanguage, DEFAULT_LANGUAGE } from '@/i18n/languages';

/** Keeps `<html dir lang>` and Mantine's direction in step with the language. */
export function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const lng = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  useEffect(() => {
    const dir = directionOf(lng);
    document.documentElement.setAttribute('dir', dir);
    document.documentElement.setAttribute('lang', lng);
    setDirection(dir);
  }, [lng, setDirection]);

  return null;
}
