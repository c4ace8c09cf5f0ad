import { Box, Group, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconCalendar, IconId } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '@/lib/digits';
import { formatJalali, weekdayFromSaturday } from '@/lib/jalali';
import { useSession } from '@/session/session-provider';
import { useLanguage } from '@/ui/use-language';
import { useShellUniversity } from '../shell/use-shell-navigation';
import { displayName } from '../shell/user-identity';
import classes from './home.module.css';

const WEEKDAYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;

export type DayPart = 'night' | 'morning' | 'afternoon' | 'evening';
/** The greeting's part of the day, by the local hour: after midnight is night, not evening. */
export function dayPartOf(date: Date): DayPart {
  const h = date.getHours();
  if (h < 5) return 'night';
  if (h < 12) return 'morning';
  if (h >= 12 && h < 17) return 'afternoon';
  return 'evening';
}

/**
 * How long from `now` the welcome stays as drawn: until its greeting's part of the day or today's date
 * changes, whichever comes first (the home's page snapshot is painted no longer).
 */
export function welcomeValidForMs(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
  while (next < midnight && dayPartOf(next) === dayPartOf(now)) next.setHours(next.getHours() + 1);
  return Math.min(next.getTime(), midnight.getTime()) - now.getTime();
}

/** The home's welcome: the person by name, today's Jalali date, their university and student number. */
export function WelcomeHero({
  compact = false,
  now = new Date(),
  children,
}: {
  compact?: boolean;
  now?: Date;
  children?: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const lng = useLanguage();
  const { profile } = useSession();
  const university = useShellUniversity();
  const name = profile?.firstName?.trim() || displayName(profile);
  const weekday = WEEKDAYS[weekdayFromSaturday(now)] ?? 'sat';
  const studentNumber = profile?.student?.studentNumber;
  return (
    <Box
      component="section"
      className={compact ? `${classes.hero} ${classes.heroCompact}` : classes.hero}
      aria-labelledby="home-greeting"
      data-testid="welcome-hero"
    >
      <Text size="sm" opacity={0.9} mb={4}>
        {t(`home.dayPart.${dayPartOf(now)}`)}
      </Text>
      <Title order={1} id="home-greeting" size={compact ? 'h3' : 'h2'} c="white" mb={compact ? 6 : 'sm'}>
        {name ? t('home.greeting', { name }) : t('home.greetingNoName')}
      </Title>
      {!compact && (
        <Text opacity={0.92} mb="md" maw={640}>
          {t('home.subtitle')}
        </Text>
      )}
      <div className={classes.heroMeta}>
        <span>
          <IconCalendar size={16} aria-hidden />
          {t('home.today', { weekday: t(`home.weekday.${weekday}`), date: formatJalali(now, lng) })}
        </span>
        {university && !compact && (
          <span>
            <IconBuildingBank size={16} aria-hidden />
            {university.universityLabel}
          </span>
        )}
        {studentNumber && (
          <span>
            <IconId size={16} aria-hidden />
            {t('home.studentNumber', { number: localizeDigits(studentNumber, lng) })}
          </span>
        )}
      </div>
      {children && (
        <Group gap="xs" mt="md">
          {children}
        </Group>
      )}
    </Box>
  );
}
