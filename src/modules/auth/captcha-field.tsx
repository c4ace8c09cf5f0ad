import { ActionIcon, Group, Loader, Text, TextInput } from '@mantine/core';
import { IconPhotoOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Captcha, CaptchaStatus } from '@machines/captcha.machine';
import { normalizeDigits } from '@/lib/digits';
import { authClasses as classes } from './auth-layout';
import { captchaSrc } from './auth-api';

export interface CaptchaFieldProps {
  captcha: Captcha | null;
  status: CaptchaStatus;
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
  disabled?: boolean;
  required?: boolean;
}

/**
 * The captcha (platform.md 2.2, 3, 9): the server's image shown 110 px wide, a refresh button and
 * the text field. Persian and Arabic digits typed by the user are sent as Latin digits.
 */
export function CaptchaField({ captcha, status, value, onChange, onRefresh, disabled, required }: CaptchaFieldProps) {
  const { t } = useTranslation(['auth']);
  return (
    <div>
      <Group gap={8} align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('auth:login.captcha')}
          placeholder={t('auth:login.captchaPlaceholder')}
          value={value}
          onChange={(event) => onChange(normalizeDigits(event.currentTarget.value))}
          disabled={disabled}
          required={required}
          autoComplete="off"
          inputMode="numeric"
          dir="ltr"
          classNames={{ input: classes.captchaInput }}
          name="captcha"
        />
        <div className={classes.captchaImage} aria-busy={status === 'loading'}>
          {status === 'ready' && captcha ? (
            <img
              src={captchaSrc(captcha.image)}
              width={110}
              alt={t('auth:login.captchaImageAlt')}
              data-testid="captcha-image"
            />
          ) : status === 'loading' ? (
            <Loader size="xs" type="dots" aria-label={t('auth:login.captchaLoading')} />
          ) : (
            <IconPhotoOff size={20} color="var(--mantine-color-red-text)" aria-hidden />
          )}
        </div>
        {/* The browser's own hint (title), not Mantine's Tooltip: no popover code on /login. */}
        <ActionIcon
          variant="light"
          color="darkTeal"
          size={36}
          mb={2}
          onClick={onRefresh}
          disabled={disabled}
          aria-label={t('auth:login.refreshCaptcha')}
          title={t('auth:login.refreshCaptcha')}
          data-testid="captcha-refresh"
        >
          <IconRefresh size={18} />
        </ActionIcon>
      </Group>
      {status === 'failed' && (
        <Text fz="xs" c="var(--mantine-color-red-text)" mt={6} role="alert">
          {t('auth:login.captchaFailed')}
        </Text>
      )}
    </div>
  );
}
