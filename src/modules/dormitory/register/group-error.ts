import { useTranslation } from 'react-i18next';
import type { GroupError } from '@machines/dormitory-group.machine';

/**
 * The text of a refused group action: the spec's own words where it has them (modules.md 8: "no
 * room" when the room filled up meanwhile, whose resource the transport leaves to the caller),
 * otherwise the server's message ("dormitory actions show the server message").
 */
export function useGroupError(error: GroupError | null): string | null {
  const { t } = useTranslation('dormitory');
  if (!error) return null;
  if (error.kind === 'roomTaken') return t('errors.noRoom');
  if (error.code === 'STUDENT_GROUP_NOT_FOUND') return t('errors.groupNotFound');
  return error.message ?? t('errors.generic');
}
