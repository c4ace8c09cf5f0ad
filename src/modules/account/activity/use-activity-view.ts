import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityLog } from '@/api/generated/rest/model';
import { useFormatMoney } from '@/ui/use-format-money';
import { useFormatters } from '@/ui/use-formatters';
import { activityData, activityDiff, humanizeClassName, isOnlineDelivery, KNOWN_KEYS, MONEY_KEYS, personName } from './activity-format';

/** What a row and the detail modal show (platform.md 3 "Activity report item": title, description, attributes). */
export interface ActivityView {
  title: string;
  description: string;
  /** Jalali day and time of day of `occurDate`, in the language's digits. */
  day: string;
  time: string;
  diff: number | null;
  onlineDelivery: boolean;
  attributes: { key: string; title: string; value: string }[];
}

const isDateText = (value: string) => /^\d{4}-\d{2}-\d{2}/.test(value);

/** Turns a log into its view in the language on screen; never throws on odd server data. */
export function useActivityView(): (log: ActivityLog) => ActivityView {
  const { t } = useTranslation('account');
  const f = useFormatters();
  const money = useFormatMoney();

  return useCallback(
    (log: ActivityLog) => {
      // Types and fields the server may add later fall back to a readable name instead of a missing key.
      const typeNames = t('activity.types', { returnObjects: true }) as Record<string, string>;
      const fieldNames = t('activity.fields', { returnObjects: true }) as Record<string, string>;
      const data = activityData(log);
      const className = log.activityTypeClassName.replace(/^.*\./, '');
      const title = typeNames[className] ?? humanizeClassName(className);
      const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : null);
      const description = [text('foodName'), text('mealName'), text('selfName') ?? text('bankName'), text('receiver'), text('sender')]
        .filter(Boolean)
        .join(t('activity.separator'));

      const show = (key: string, value: unknown): string | null => {
        if (value === null || value === undefined || value === '') return null;
        if (typeof value === 'number') return MONEY_KEYS.has(key) ? money(value) : f.digits(value);
        if (typeof value === 'boolean') return t(value ? 'activity.yes' : 'activity.no');
        if (typeof value === 'string') return isDateText(value) ? f.jalali(value) : f.digits(value);
        if (typeof value === 'object') {
          const name = personName(value as ActivityLog['user']);
          return name ?? null;
        }
        return null;
      };
      const label = (key: string) => fieldNames[key] ?? key;

      const attributes: ActivityView['attributes'] = [];
      const push = (key: string, value: string | null) => {
        if (value) attributes.push({ key, title: label(key), value });
      };
      const extra = Object.keys(data).filter((k) => !(KNOWN_KEYS as readonly string[]).includes(k));
      for (const key of [...KNOWN_KEYS, ...extra]) push(key, show(key, data[key]));
      push('operator', personName(log.operator ?? null));
      push('groupName', log.groupName ?? null);

      const occur = log.occurDate ?? '';
      const valid = isDateText(occur);
      return {
        title,
        description,
        day: valid ? f.jalali(occur) : occur,
        time: valid && occur.length >= 16 ? f.time(occur.slice(11, 16)) : '',
        diff: activityDiff(data),
        onlineDelivery: isOnlineDelivery(className),
        attributes,
      };
    },
    [t, f, money],
  );
}
