import { TextInput } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { normalizeDigits } from '@/lib/digits';

export interface UsernameInputProps {
  value: string;
  /** Latin digits: a student number typed with Persian or Arabic-Indic digits still matches. */
  onChange: (value: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** The username field of the login and reset-password forms. */
export function UsernameInput({ value, onChange, disabled, autoFocus }: UsernameInputProps) {
  const { t } = useTranslation(['auth']);
  return (
    <TextInput
      label={t('auth:login.username')}
      placeholder={t('auth:login.usernamePlaceholder')}
      value={value}
      onChange={(event) => onChange(normalizeDigits(event.currentTarget.value))}
      disabled={disabled}
      required
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      autoFocus={autoFocus}
      name="username"
      size="md"
      leftSection={<IconUser size={18} aria-hidden />}
    />
  );
}
