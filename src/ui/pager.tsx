import { ActionIcon, Box, Group, Text, useDirection } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '@/lib/digits';
import { directionalChevrons } from './directional-chevrons';
import { useLanguage } from './use-language';
import { useSwipe } from './use-swipe';

export interface PagerProps {
  /** 1-based. */
  page?: number;
  defaultPage?: number;
  total: number;
  onChange?: (page: number) => void;
  /** The content of the current page; swiping on it changes the page. */
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * "Page X of Y" with previous/next buttons, and swipe on the content: the finger drags the next
 * page in from the reading end, so in LTR a swipe to the left goes forward and in RTL a swipe
 * to the right does.
 */
export function Pager({ page, defaultPage = 1, total, onChange, children, 'data-testid': testId }: PagerProps) {
  const { t } = useTranslation('ui');
  const lng = useLanguage();
  const { dir } = useDirection();
  const { Previous, Next } = directionalChevrons(dir);
  const last = Math.max(1, total);
  const [current, setCurrent] = useUncontrolled({ value: page, defaultValue: defaultPage, finalValue: 1, onChange });
  const clamped = Math.min(Math.max(current, 1), last);
  const go = (next: number) => {
    if (next < 1 || next > last || next === clamped) return;
    setCurrent(next);
  };
  const swipe = useSwipe((direction) => {
    const forward = dir === 'rtl' ? direction === 'right' : direction === 'left';
    go(clamped + (forward ? 1 : -1));
  });
  return (
    <Box data-testid={testId}>
      {children !== undefined && (
        <Box {...swipe} style={{ touchAction: 'pan-y', userSelect: 'none' }} data-swipe-area>
          {children}
        </Box>
      )}
      <Group
        justify="center"
        gap="sm"
        mt={children !== undefined ? 'sm' : 0}
        role="navigation"
        aria-label={t('pager.region')}
      >
        <ActionIcon
          variant="light"
          radius="xl"
          onClick={() => go(clamped - 1)}
          disabled={clamped <= 1}
          aria-label={t('pager.previous')}
        >
          <Previous size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" fw={500} aria-live="polite" miw={110} ta="center">
          {t('pager.label', { page: localizeDigits(clamped, lng), total: localizeDigits(last, lng) })}
        </Text>
        <ActionIcon
          variant="light"
          radius="xl"
          onClick={() => go(clamped + 1)}
          disabled={clamped >= last}
          aria-label={t('pager.next')}
        >
          <Next size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Box>
  );
}
