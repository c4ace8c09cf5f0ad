import fa from '@/i18n/locales/fa/auth.json';
import { checkPassword } from '@/lib/password-policy';
import type { PolicyRow } from './db';

/**
 * The server's check of a new password against the user's policy (platform.md 5). The mock runs
 * the same rules the client shows (src/lib/password-policy.ts), so a password the form accepts is
 * never refused by the mock for a rule the form does not know. Answers the unmet rules in Persian,
 * empty when the password is acceptable.
 */
export function passwordProblems(policy: PolicyRow, password: string): string[] {
  return checkPassword(password, policy).errors.map((issue) => persian(issue.key, issue.params));
}

/** An `auth:` key's Persian text with its {{params}} filled in (no i18next instance in the mock). */
function persian(key: string, params: Record<string, number | string> = {}): string {
  const text = key
    .replace(/^auth:/, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], fa);
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
