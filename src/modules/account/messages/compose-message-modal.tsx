import { Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { getListOutboxMessagesQueryKey, useSendMessage } from '@/api/generated/rest/hooks/messages/messages';
import { AppModal } from '@/ui/app-modal';
import { FormSubmitRow } from '@/ui/form-submit-row';
import { composeBody } from './message-format';

interface Values {
  receiver: string;
  subject: string;
  body: string;
}
type FieldError = 'required' | 'short';

/** Receiver, subject (3+ characters, as the server requires) and body required; trimmed. */
export function validateCompose(v: Values): Partial<Record<keyof Values, FieldError>> {
  const errors: Partial<Record<keyof Values, FieldError>> = {};
  if (!v.receiver.trim()) errors.receiver = 'required';
  if (!v.subject.trim()) errors.subject = 'required';
  else if (v.subject.trim().length < 3) errors.subject = 'short';
  if (!v.body.trim()) errors.body = 'required';
  return errors;
}

/** Compose and send to a user by username (POST /rest/users/me/messages); nothing typed is lost on failure. */
export function ComposeMessageModal({
  opened,
  onClose,
  onSent,
}: {
  opened: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const send = useSendMessage({ request: { suppressToast: true } });
  const [values, setValues] = useState<Values>({ receiver: '', subject: '', body: '' });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = validateCompose(values);
  const shown = submitted ? errors : {};
  const set = (field: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setFailure(null);
  };
  const err = (field: keyof Values) => (shown[field] ? t(`messages.compose.errors.${shown[field]}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    try {
      await send.mutateAsync({
        data: {
          receiverUsernames: [values.receiver.trim()],
          subject: values.subject.trim(),
          body: composeBody(values.body.trim()),
        },
      });
      await queryClient.invalidateQueries({ queryKey: getListOutboxMessagesQueryKey() });
      setValues({ receiver: '', subject: '', body: '' });
      setSubmitted(false);
      onSent();
    } catch (error) {
      setFailure(isApiError(error) && error.hasServerMessage ? error.messageFa : t('messages.compose.failed'));
    }
  };

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={t('messages.compose.title')}
      closeButtonProps={{ 'aria-label': t('messages.compose.close') }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="compose-form">
        <Stack gap="sm">
          <TextInput
            label={t('messages.compose.receiver')}
            value={values.receiver}
            onChange={set('receiver')}
            error={err('receiver')}
            required
            dir="ltr"
            data-autofocus
          />
          <TextInput
            label={t('messages.compose.subject')}
            value={values.subject}
            onChange={set('subject')}
            error={err('subject')}
            required
          />
          <Textarea
            label={t('messages.compose.body')}
            value={values.body}
            onChange={set('body')}
            error={err('body')}
            required
            rows={5}
          />
          <FormSubmitRow failure={failure} sending={send.isPending} label={t('messages.compose.send')} />
        </Stack>
      </form>
    </AppModal>
  );
}
