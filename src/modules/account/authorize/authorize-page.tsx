import { Alert, Button, Center, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGetMyLoginToken } from '@/api/generated/rest/hooks/users/users';
import { loginAsTokenOf } from '@/lib/legacy-web';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { QrCode } from '@/ui/qr-code';

/**
 * /user/authorize (platform.md 2.1; the spec names the route only, docs/spec-choices.md): signs another
 * device or app in as this user without typing the password, with the one-time login token
 * (GET /rest/users/me/login-token, the call the management login and the legacy reserve page use),
 * shown as a QR code and as text to copy. "New code" fetches a fresh token; the token is never cached.
 */
export default function AuthorizePage() {
  const { t } = useTranslation('account');
  const token = useGetMyLoginToken({ query: { gcTime: 0, staleTime: 0, refetchOnMount: 'always' } });

  let body;
  let value: string | null = null;
  try {
    if (token.data) value = loginAsTokenOf(token.data.payload);
  } catch {
    // An answer without a token is shown as a failure.
  }
  if (value === null) {
    body = (
      <LoadingIndicator
        failed={token.isError || Boolean(token.data)}
        failureText={t('authorize.failed')}
        onRetry={() => void token.refetch()}
      />
    );
  } else {
    body = (
      <Stack gap="md" align="center" data-testid="authorize-token">
        <Text ta="center">{t('authorize.hint')}</Text>
        <Center>
          <QrCode value={value} size={180} label={t('authorize.qr')} data-testid="authorize-qr" />
        </Center>
        <Group gap="xs" justify="center" wrap="nowrap">
          <Code dir="ltr" data-testid="authorize-code" style={{ wordBreak: 'break-all' }}>
            {value}
          </Code>
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="light"
                onClick={copy}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              >
                {t(copied ? 'authorize.copied' : 'authorize.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void token.refetch()}
          loading={token.isFetching}
        >
          {t('authorize.refresh')}
        </Button>
        <Alert color="yellow" variant="light">
          {t('authorize.warning')}
        </Alert>
      </Stack>
    );
  }
  return (
    <PageContainer title={t('authorize.title')} data-testid="authorize-page">
      {body}
    </PageContainer>
  );
}
