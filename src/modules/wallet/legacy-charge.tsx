import { Button, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payloadOf } from '@/api/api-error';
import { universityBaseUrl } from '@/api/endpoints';
import { getMyLoginToken } from '@/api/generated/rest/hooks/users/users';
import { LEGACY_CREDIT_CHARGE_PATH, legacyLoginAsUrl, loginAsTokenOf } from '@/lib/legacy-web';
import { safeNavigationTarget } from '@/lib/safe-url';

/** Leaves the app for another page (a seam for tests: jsdom cannot navigate). */
export const legacyNavigation = { assign: (url: string) => window.location.assign(url) };

/** The old web's credit charge, signed in with a one-time login-as token (as amirHravan/foodie charges). */
export async function legacyChargeUrl(): Promise<string> {
  const token = loginAsTokenOf(payloadOf(await getMyLoginToken({ suppressToast: true })));
  return legacyLoginAsUrl(universityBaseUrl(), token, LEGACY_CREDIT_CHARGE_PATH);
}

/**
 * When the portal cannot charge here (the gateways do not load, or the server says online charge is
 * unavailable: servers without the epayment module), the university's own charge page, which real
 * clients open with a login-as token.
 */
export function LegacyCharge() {
  const { t } = useTranslation('wallet');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const go = async () => {
    setBusy(true);
    setFailed(false);
    try {
      // Only an http(s) address or a path of this site is followed.
      const url = safeNavigationTarget(await legacyChargeUrl(), window.location.origin);
      if (!url) throw new Error('The charge address is not an http(s) URL');
      legacyNavigation.assign(url);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" data-testid="legacy-charge">
      <Text size="sm" c="dimmed">
        {t('charge.legacyHint')}
      </Text>
      <Button
        variant="light"
        color="darkTeal"
        leftSection={<IconExternalLink size={16} aria-hidden />}
        loading={busy}
        onClick={() => void go()}
        data-testid="legacy-charge-button"
      >
        {t('charge.legacy')}
      </Button>
      {failed && (
        <Text size="sm" c="red" role="alert">
          {t('charge.legacyFailed')}
        </Text>
      )}
    </Stack>
  );
}
