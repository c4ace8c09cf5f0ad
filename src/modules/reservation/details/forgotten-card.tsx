import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconIdBadge2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '@/api/api-error';
import { getPrintForgetCardCodeQueryOptions } from '@/api/generated/rest/hooks/reserves/reserves';
import type { ForgetCardCodeEnvelope } from '@/api/generated/rest/model';
import { ltr } from '@/lib/digits';
import { QrCode } from '@/ui/qr-code';
import { useFormatters } from '@/ui/use-formatters';
import { useVariant } from '../shared/variant-scope';

/** The server's resources for the monthly and weekly forgotten-card limits (platform.md 8). */
const FORGOTTEN_LIMIT_RESOURCES: ReadonlySet<string> = new Set([
  'EXCEED_MONTHLY_VALID_FORGOTTEN_COUNT',
  'EXCEED_WEEKLY_VALID_FORGOTTEN_COUNT',
]);

/** Size of the forgotten-card QR code (platform.md 9). */
const FORGOTTEN_QR_SIZE = 130;

export interface ForgottenCardCodeProps {
  reserveId: number;
  count: number;
  dailySale: boolean;
  /** Names the reserve in the button's label. */
  label: string;
}

/**
 * The forgotten-card code of a reserve, fetched on request (GET /rest/forget-card-codes/print) and
 * shown as text and a QR code of size 130. The limit errors show 'limit forgotten card usage', any
 * other error the server's message; the call is not toasted, so nothing shows twice.
 */
export function ForgottenCardCode({ reserveId, count, dailySale, label }: ForgottenCardCodeProps) {
  const { t } = useTranslation('reservation');
  const { t: tc } = useTranslation();
  // Shown in modals (a portal, outside the shell's module colours): the variant's colour is explicit.
  const variant = useVariant();
  const { digits } = useFormatters();
  const [requested, setRequested] = useState(false);
  const query = useQuery({
    ...getPrintForgetCardCodeQueryOptions<ForgetCardCodeEnvelope, ApiError>(
      { reserveId, count, dailySale },
      { request: { suppressToast: true } },
    ),
    enabled: requested,
    retry: false,
  });

  if (!requested) {
    return (
      <Button
        size="xs"
        variant="light"
        color={variant.color}
        leftSection={<IconIdBadge2 size={14} aria-hidden />}
        onClick={() => setRequested(true)}
        aria-label={t('details.forgottenCardLabel', { name: label })}
      >
        {t('details.forgottenCard')}
      </Button>
    );
  }
  if (query.isPending) {
    return (
      <Button size="xs" variant="light" color={variant.color} loading>
        {t('details.forgottenCard')}
      </Button>
    );
  }
  if (query.isError) {
    const error = query.error;
    const limit = isApiError(error) && error.errorCode !== null && FORGOTTEN_LIMIT_RESOURCES.has(error.errorCode);
    const message = limit
      ? t('details.forgottenLimit')
      : isApiError(error) && error.hasServerMessage
        ? error.messageFa
        : t('details.forgottenFailed');
    return (
      <Alert
        color={limit ? 'orange' : 'red'}
        variant="light"
        radius="md"
        role="alert"
        data-testid="forgotten-card-error"
      >
        <Stack gap={6}>
          <Text size="sm">{message}</Text>
          {!limit && (
            <Group>
              <Button size="compact-xs" variant="subtle" onClick={() => void query.refetch()}>
                {tc('actions.tryAgain')}
              </Button>
            </Group>
          )}
        </Stack>
      </Alert>
    );
  }
  const payload = query.data.payload;
  const code = payload.forgotCardCode;
  const about = [payload.meal, foodNamesOf(payload.foodName), payload.self].filter((part): part is string =>
    Boolean(part),
  );
  return (
    <Stack gap={6} align="flex-start" data-testid="forgotten-card-code">
      <Text size="sm">
        {t('details.forgottenCardCode')}{' '}
        <Text component="span" fw={700} ff="monospace">
          {ltr(digits(code))}
        </Text>
      </Text>
      {about.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="forgotten-card-for">
          {about.join(' · ')}
        </Text>
      )}
      {typeof payload.count === 'number' && typeof payload.remainCount === 'number' && (
        <Text size="xs" c="dimmed" data-testid="forgotten-card-count">
          {t('details.forgottenCount', { count: digits(payload.count), remain: digits(payload.remainCount) })}
        </Text>
      )}
      {payload.valid === false && (
        <Text size="sm" c="red" role="alert" data-testid="forgotten-card-invalid">
          {t('details.forgottenInvalid')}
        </Text>
      )}
      <QrCode
        value={code}
        size={FORGOTTEN_QR_SIZE}
        label={t('details.forgottenQrLabel', { code })}
        data-testid="forgotten-card-qr"
      />
    </Stack>
  );
}

/** `foodName` as the server writes it (each name followed by `|`) as a readable list. */
export function foodNamesOf(foodName: string | undefined): string {
  return (foodName ?? '')
    .split('|')
    .map((n) => n.trim())
    .filter(Boolean)
    .join(' + ');
}
