import { SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowsExchange, IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGetNurtureProfile } from '@/api/generated/rest/hooks/credit/credit';
import type { NurtureProfile, Profile } from '@/api/generated/rest/model';
import { useConfig } from '@/config/config-context';
import { useSession } from '@/session/session-provider';
import { canChargeOnline } from '@/lib/low-credit';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { LowCreditNotice } from '@/ui/low-credit-notice';
import { PageContainer } from '@/ui/page-container';
import { TabSwitchGroup, type SwitchTab } from '@/ui/tab-switch-group';
import { useFormatMoney } from '@/ui/use-format-money';
import { WalletCard } from '@/ui/wallet-card';
import { PaymentFlowView } from './payment-flow-view';
import { PaymentHistory } from './payment-history';
import { readPendingPayment } from './payment-storage';
import { SubsidyList } from './subsidy-list';
import { TransferPanel } from './transfer-panel';
import type { TransferKind } from './transfer-rules';
import { usePaymentFlow } from './use-payment-flow';

/** platform.md 6: the transaction history needs this role. */
export const ROLE_VIEW_OWN_PAYMENTS = 'ROLE_USER_VIEW_OWN_PAYMENTS';

type WalletTab = 'charge' | 'transfer';

function ownerName(profile: Profile | null): string | undefined {
  if (!profile) return undefined;
  return [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.username || undefined;
}

/** `?charge=<rials>` (the low-credit notice): a positive integer, else nothing. */
function requestedCharge(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
}

function ChargePanel({ requestedAmount }: { requestedAmount: number | null }) {
  const flow = usePaymentFlow({ requestedAmount });
  return <PaymentFlowView flow={flow} />;
}

function WalletCards({ wallet, loading, owner }: { wallet: NurtureProfile | undefined; loading: boolean; owner?: string }) {
  const { t } = useTranslation(['wallet', 'common']);
  const { ui } = useConfig();
  const format = useFormatMoney();
  const postfix = ui.hideTomansLabel ? undefined : t('common:units.tomans');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <WalletCard hint={t('cards.cash')} value={format(wallet?.credit ?? 0, { withUnit: false })} valuePostfix={postfix} owner={owner} loading={loading} data-testid="cash-card" />
      <WalletCard
        hint={t('cards.subsidy')}
        value={format(wallet?.subsidyCredit ?? 0, { withUnit: false })}
        valuePostfix={postfix}
        owner={owner}
        loading={loading}
        color="var(--mantine-color-teal-8)"
        data-testid="subsidy-card"
      />
    </SimpleGrid>
  );
}

/**
 * /user/wallet (platform.md 2.8): cash and subsidy cards, the subsidy entries with their expiry,
 * charge and transfer tabs (each shown only when allowed: platform.md 6), the low-credit notice and
 * the payment history (with ROLE_USER_VIEW_OWN_PAYMENTS).
 */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  const { profile, authorities } = useSession();
  const { ui } = useConfig();
  const [search, setSearch] = useSearchParams();
  const wallet = useGetNurtureProfile();
  const requested = requestedCharge(search.get('charge'));
  const group = profile?.group;
  const canCharge = canChargeOnline(ui, group);
  const transferTypes = (group?.transferTypes ?? []).filter((k): k is TransferKind => k === 'CASH' || k === 'SUBSIDY');
  const pendingPayment = readPendingPayment();

  const tabs: SwitchTab<WalletTab>[] = [];
  if (canCharge) tabs.push({ key: 'charge', label: t('tabs.charge'), icon: <IconCreditCard size={16} aria-hidden />, content: <ChargePanel key={requested ?? 'none'} requestedAmount={requested} /> });
  if (transferTypes.length && wallet.data) {
    tabs.push({ key: 'transfer', label: t('tabs.transfer'), icon: <IconArrowsExchange size={16} aria-hidden />, content: <TransferPanel wallet={wallet.data.payload} types={transferTypes} /> });
  }
  const wanted = search.get('tab') === 'transfer' && !requested && pendingPayment?.step !== 'atBank' ? 'transfer' : 'charge';
  const active = tabs.some((tab) => tab.key === wanted) ? wanted : tabs[0]?.key;

  return (
    <PageContainer title={t('title')} data-testid="wallet-page">
      <Stack gap="lg">
        {wallet.isError ? (
          <LoadingIndicator failed error={wallet.error} onRetry={() => void wallet.refetch()} data-testid="wallet-failed" />
        ) : (
          <>
            <WalletCards wallet={wallet.data?.payload} loading={wallet.isPending} owner={ownerName(profile)} />
            {wallet.data && <SubsidyList subsidies={wallet.data.payload.subsidies ?? []} />}
            {wallet.data && canCharge && <LowCreditNotice cash={wallet.data.payload.credit} />}
          </>
        )}
        {tabs.length > 0 && (
          <TabSwitchGroup<WalletTab>
            label={t('tabs.label')}
            color="darkTeal"
            tabs={tabs}
            value={active}
            onChange={(key) => {
              const next = new URLSearchParams(search);
              next.delete('charge');
              if (key === 'transfer') next.set('tab', 'transfer');
              else next.delete('tab');
              setSearch(next, { replace: true });
            }}
            data-testid="wallet-tabs"
          />
        )}
        {authorities.includes(ROLE_VIEW_OWN_PAYMENTS) && (
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('history.title')}
            </Title>
            <PaymentHistory />
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}

export default WalletPage;
