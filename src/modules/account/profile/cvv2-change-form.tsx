import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { useChangeCvv2 } from '@/api/generated/rest/hooks/auth/auth';
import { NumericInput } from '@/ui/numeric-input';
import { validateCvv2, type Cvv2Values } from './cvv2-rules';

/** New CVV2 and its confirmation, checked locally, then PUT /rest/users/nurture-profiles/change-cvv2. */
export function Cvv2ChangeForm() {
  const { t } = useTranslation('account');
  const change = useChangeCvv2({ request: { suppressToast: true } });
  const [values, setValues] = useState<Cvv2Values>({ next: '', confirm: '' });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const errors = validateCvv2(values);
  const shown = submitted ? errors : {};

  const set = (field: keyof Cvv2Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFailure(null);
    setSuccess(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.next || errors.confirm) return;
    try {
      await change.mutateAsync({ data: { newCvv2: values.next, confirmNewCvv2: values.confirm } });
      setSuccess(t('cvv2.changed'));
      setValues({ next: '', confirm: '' });
      setSubmitted(false);
    } catch (error) {
      setFailure(isApiError(error) && error.hasServerMessage ? error.messageFa : t('cvv2.connection'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="cvv2-form">
      <Stack gap="sm" maw={420}>
        <NumericInput
          label={t('cvv2.new')}
          type="password"
          value={values.next}
          onChange={set('next')}
          maxLength={8}
          error={shown.next ? t(`cvv2.errors.${shown.next}`) : undefined}
          required
        />
        <NumericInput
          label={t('cvv2.confirm')}
          type="password"
          value={values.confirm}
          onChange={set('confirm')}
          maxLength={8}
          error={shown.confirm ? t(`cvv2.errors.${shown.confirm}`) : undefined}
          required
        />
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        {success && (
          <Alert color="teal" variant="light" icon={<IconCheck size={18} />} role="status" data-testid="cvv2-changed">
            {success}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('cvv2.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
