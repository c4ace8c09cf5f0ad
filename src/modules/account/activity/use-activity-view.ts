import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ActivityLog } from '@/api/generated/rest/model';
import { useFormatMoney } from '@/ui/use-format-money';
import { useFormatters, type Formatters } from '@/ui/use-formatters';
import {
  activityData,
  activityDiff,
  humanizeClassName,
  isOnlineDelivery,
  KNOWN_KEYS,
  MONEY_KEYS,
  personName,
} from './activity-format';

/** What a row and the detail modal show (platform.md 3 "Activity report item": title, description, attributes). */
export interface ActivityView {
  title: string;
  description: string;
  /** Jalali day and time of day of `occurDate`, in the language's digits. */
  day: string;
  time: string;
  diff: number | null;
  /** `diff` as money in the language on screen ("−۱٬۰۰۰ تومان"), null when the log has none. */
  amount: string | null;
  onlineDelivery: boolean;
  attributes: { key: string; title: string; value: string }[];
}

const isDateText = (value: string) => /^\d{4}-\d{2}-\d{2}/.test(value);
const KNOWN = new Set<string>(KNOWN_KEYS);

/**
 * The view function for one language: the translated dictionaries are read once (not per row) and
 * each log is formatted once (the same object for the same log, so memoised rows stay as they are).
 */
function createActivityView(
  t: TFunction<'account'>,
  f: Formatters,
  money: (rials: number) => string,
): (log: ActivityLog) => ActivityView {
  // Types and fields the server may add later fall back to a readable name instead of a missing key.
  const typeNames = t('activity.types', { returnObjects: true }) as Record<string, string>;
  const fieldNames = t('activity.fields', { returnObjects: true }) as Record<string, string>;
  const separator = t('activity.separator');
  const yes = t('activity.yes');
  const no = t('activity.no');
  const cache = new WeakMap<ActivityLog, ActivityView>();

  const show = (key: string, value: unknown): string | null => {
    if (value === null || value === undefined || value === '') return null;
    if (typeof value === 'number') return MONEY_KEYS.has(key) ? money(value) : f.digits(value);
    if (typeof value === 'boolean') return value ? yes : no;
    if (typeof value === 'string') return isDateText(value) ? f.jalali(value) : f.digits(value);
    if (typeof value === 'object') return personName(value as ActivityLog['user']);
    return null;
  };

  const build = (log: ActivityLog): ActivityView => {
    const data = activityData(log);
    const className = log.activityTypeClassName.replace(/^.*\./, '');
    const title = typeNames[className] ?? humanizeClassName(className);
    const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : null);
    const description = [
      text('foodName'),
      text('mealName'),
      text('selfName') ?? text('bankName'),
      text('receiver'),
      text('sender'),
    ]
      .filter(Boolean)
      .join(separator);

    const attributes: ActivityView['attributes'] = [];
    const push = (key: string, value: string | null) => {
      if (value) attributes.push({ key, title: fieldNames[key] ?? key, value });
    };
    for (const key of KNOWN_KEYS) push(key, show(key, data[key]));
    for (const key of Object.keys(data)) if (!KNOWN.has(key)) push(key, show(key, data[key]));
    push('operator', personName(log.operator ?? null));
    push('groupName', log.groupName ?? null);

    const occur = log.occurDate ?? '';
    const valid = isDateText(occur);
    const diff = activityDiff(data);
    return {
      title,
      description,
      day: valid ? f.jalali(occur) : occur,
      time: valid && occur.length >= 16 ? f.time(occur.slice(11, 16)) : '',
      diff,
      amount: diff === null ? null : money(diff),
      onlineDelivery: isOnlineDelivery(className),
      attributes,
    };
  };

  return (log: ActivityLog) => {
    let view = cache.get(log);
    if (!view) {
      view = build(log);
      cache.set(log, view);
    }
    return view;
  };
}

/**
 * Turns a log into its view in the language on screen; never throws on odd server data. The
 * function keeps its identity until the language (or the money setting) changes: the endless list
 * renders thousands of rows while scrolling.
 */
export function useActivityView(): (log: ActivityLog) => ActivityView {
  const { t } = useTranslation('account');
  const f = useFormatters();
  const money = useFormatMoney();
  return useMemo(() => createActivityView(t, f, money), [t, f, money]);
}
