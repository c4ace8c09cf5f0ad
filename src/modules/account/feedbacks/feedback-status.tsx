import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '@/api/generated/rest/model';

export function FeedbackStatus({ status }: { status: Feedback['status'] }) {
  const { t } = useTranslation('account');
  return (
    <Badge variant="light" color={status === 'ANSWERED' ? 'teal' : 'yellow'} data-testid="feedback-status">
      {t(status === 'ANSWERED' ? 'feedbacks.answered' : 'feedbacks.waiting')}
    </Badge>
  );
}
