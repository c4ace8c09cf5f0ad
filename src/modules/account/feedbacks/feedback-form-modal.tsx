import { Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { getListMyFeedbacksQueryKey, useSendFeedback } from '@/api/generated/rest/hooks/feedbacks/feedbacks';
import { AppModal } from '@/ui/app-modal';
import { FormSubmitRow } from '@/ui/form-submit-row';
import { validateFeedback, type FeedbackField } from './feedback-rules';

/** A new feedback: subject and description checked before sending; a refusal keeps what was typed. */
export function FeedbackFormModal({
  opened,
  onClose,
  onSent,
}: {
  opened: boolean;
  onClose: () => void;
  onSent: (id: number) => void;
}) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const send = useSendFeedback({ request: { suppressToast: true } });
  const [values, setValues] = useState<Record<FeedbackField, string>>({ subject: '', description: '' });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = validateFeedback(values);
  const err = (field: FeedbackField) =>
    submitted && errors[field] ? t(`feedbacks.errors.${errors[field]}`) : undefined;
  const set = (field: FeedbackField) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    try {
      const answer = await send.mutateAsync({
        data: { subject: values.subject.trim(), description: values.description.trim() },
      });
      await queryClient.invalidateQueries({ queryKey: getListMyFeedbacksQueryKey() });
      setValues({ subject: '', description: '' });
      setSubmitted(false);
      onSent(answer.payload.id);
    } catch (error) {
      setFailure(isApiError(error) && error.hasServerMessage ? error.messageFa : t('feedbacks.failed'));
    }
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={t('feedbacks.new')}>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="feedback-form">
        <Stack gap="sm">
          <TextInput
            label={t('feedbacks.subject')}
            value={values.subject}
            onChange={set('subject')}
            error={err('subject')}
            required
            data-autofocus
          />
          <Textarea
            label={t('feedbacks.description')}
            value={values.description}
            onChange={set('description')}
            error={err('description')}
            required
            rows={5}
          />
          <FormSubmitRow failure={failure} sending={send.isPending} label={t('feedbacks.send')} />
        </Stack>
      </form>
    </AppModal>
  );
}
