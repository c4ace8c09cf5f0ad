import { Button, Group, Text, Title } from '@mantine/core';
import { IconCreditCard, IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetNurtureProfile } from '@/api/generated/rest/hooks/credit/credit';
import { useConfig } from '@/config/config-context';
import { paths } from '@/lib/paths';
import { useSession } from '@/session/session-provider';
import { useFormatMoney } from '@/ui/use-format-money';
import { WalletCard } from '@/ui/wallet-card';
import { useRouteChecker } from '../shell/route-availability';
import { displayName } from '../shell/user-identity';
import classes from './home.module.css';

/**
 * The charge-credit banner of the home (platform.md 2.7), in the wallet's dark teal: the credit the
 * user has now (cash, or subsidy only when ui.showOnlySubsidyCredit), the subsidy beside it, and
 * "add credit". Hidden entirely with ui.removeWallet or when the credit cannot be read; the charge
 * button only when the wallet screen exists and the group allows online charge
 * (platform.md 6: onlineCreditChargeForbidden).
 */
export function CreditBanner({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const { ui } = useConfig();
  const { profile } = useSession();
  const routed = useRouteChecker();
  const format = useFormatMoney();
  // Its failure is handled here (the banner goes away): no error toast.
  const credit = useGetNurtureProfile({
    query: { enabled: !ui.removeWallet, retry: false },
    request: { suppressToast: true },
  });
  if (ui.removeWallet || credit.isError) return null;

  const wallet = credit.data?.payload;
  const canCharge = routed(paths.UserWallet) && !profile?.group?.onlineCreditChargeForbidden;
  const subsidy = wallet?.subsidyCredit ?? 0;
  const shown = ui.showOnlySubsidyCredit ? subsidy : (wallet?.credit ?? 0);

  return (
    <section className={compact ? undefined : classes.panel} aria-labelledby="home-credit" data-testid="credit-banner">
      {!compact && (
        <div className={classes.sectionTitle}>
          <Title order={2} size="h4" id="home-credit">
            {t('home.credit.title')}
          </Title>
        </div>
      )}
      <WalletCard
        hint={
          compact ? (
            <span id="home-credit">{t('home.credit.title')}</span>
          ) : ui.showOnlySubsidyCredit ? (
            t('home.credit.subsidyHint')
          ) : (
            t('home.credit.cashHint')
          )
        }
        value={format(shown, { withUnit: false })}
        valuePostfix={ui.hideTomansLabel ? undefined : t('common:units.tomans')}
        owner={displayName(profile) ?? undefined}
        loading={credit.isPending}
        data-testid="credit-card"
      />
      {!ui.showOnlySubsidyCredit && subsidy > 0 && (
        <Group gap={6} mt="sm" wrap="nowrap" data-not-kept="">
          <IconGift size={16} color="var(--mantine-color-darkTeal-text)" aria-hidden />
          <Text size="sm">{t('home.credit.subsidy', { amount: format(subsidy) })}</Text>
        </Group>
      )}
      {canCharge ? (
        <Button
          component={Link}
          to={paths.UserWallet}
          color="darkTeal"
          fullWidth
          mt="md"
          leftSection={<IconCreditCard size={18} />}
          data-testid="charge-credit"
        >
          {t('home.credit.charge')}
        </Button>
      ) : (
        !compact && (
          <Text size="xs" c="dimmed" mt="sm">
            {t('home.credit.descriptionNoCharge')}
          </Text>
        )
      )}
    </section>
  );
}
