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
import { SlideCarousel } from '@/ui/slide-carousel';
import { useFormatMoney } from '@/ui/use-format-money';
import { useIsMobile } from '@/ui/use-is-mobile';
import { WalletCard } from '@/ui/wallet-card';
import { CreditChanges } from './credit-changes';
import { PaymentFlowView } from './payment-flow-view';
import { PaymentHistory } from './payment-history';
import { paymentOwner, readPendingPayment } from './payment-storage';
import { SubsidyList } from './subsidy-list';
import { TransferPanel } from './transfer-panel';
import type { TransferKind } from './transfer-rules';
import { usePayment } from './use-payment';

/** platform.md 6: the transaction history needs this role. */
export const ROLE_VIEW_OWN_PAYMENTS = 'ROLE_USER_VIEW_OWN_PAYMENTS';

type WalletTab = 'charge' | 'transfer';

/** The card's owner: the profile's names, else the wallet's own `user` (the live server sends it). */
function ownerName(profile: Profile | null, wallet: NurtureProfile | undefined): string | undefined {
  for (const who of [profile, wallet?.user]) {
    const name = who && ([who.firstName, who.lastName].filter(Boolean).join(' ') || who.username);
    if (name) return name;
  }
  return undefined;
}

/** `?charge=<rials>` (the low-credit notice): a positive integer, else nothing. */
function requestedCharge(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
}

function ChargePanel({ requestedAmount }: { requestedAmount: number | null }) {
  const flow = usePayment({ requestedAmount });
  return <PaymentFlowView flow={flow} />;
}

function WalletCards({
  wallet,
  loading,
  owner,
}: {
  wallet: NurtureProfile | undefined;
  loading: boolean;
  owner?: string;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  const { ui } = useConfig();
  const format = useFormatMoney();
  const postfix = ui.hideTomansLabel ? undefined : t('common:units.tomans');
  const isMobile = useIsMobile();
  const cards = [
    <WalletCard
      key="cash"
      hint={t('cards.cash')}
      value={format(wallet?.credit ?? 0, { withUnit: false })}
      valuePostfix={postfix}
      owner={owner}
      loading={loading}
      data-testid="cash-card"
    />,
    // A palette's name: the card draws its gradient from that palette's shades (a CSS variable here blanked the card).
    <WalletCard
      key="subsidy"
      hint={t('cards.subsidy')}
      value={format(wallet?.subsidyCredit ?? 0, { withUnit: false })}
      valuePostfix={postfix}
      owner={owner}
      loading={loading}
      color="teal"
      data-testid="subsidy-card"
    />,
  ];
  // platform.md 2.8: on a phone the two cards are swiped, one at a time; the arrows under them, off the amounts.
  if (isMobile)
    return (
      <SlideCarousel
        slides={cards}
        slideSize="88%"
        slideGap="sm"
        label={t('cards.label')}
        controlsBelow
        data-testid="wallet-cards"
      />
    );
  return (
    <SimpleGrid cols={2} spacing="md" data-testid="wallet-cards">
      {cards}
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
  const pendingPayment = readPendingPayment(paymentOwner(profile));

  const tabs: SwitchTab<WalletTab>[] = [];
  if (canCharge)
    tabs.push({
      key: 'charge',
      label: t('tabs.charge'),
      icon: <IconCreditCard size={16} aria-hidden />,
      content: <ChargePanel key={requested ?? 'none'} requestedAmount={requested} />,
    });
  if (transferTypes.length && wallet.data) {
    tabs.push({
      key: 'transfer',
      label: t('tabs.transfer'),
      icon: <IconArrowsExchange size={16} aria-hidden />,
      content: <TransferPanel wallet={wallet.data.payload} types={transferTypes} />,
    });
  }
  const wanted =
    search.get('tab') === 'transfer' && !requested && pendingPayment?.step !== 'atBank' ? 'transfer' : 'charge';
  const active = tabs.some((tab) => tab.key === wanted) ? wanted : tabs[0]?.key;

  return (
    <PageContainer title={t('title')} data-testid="wallet-page">
      <Stack gap="lg">
        {wallet.isError ? (
          <LoadingIndicator
            failed
            error={wallet.error}
            onRetry={() => void wallet.refetch()}
            data-testid="wallet-failed"
          />
        ) : (
          <>
            <WalletCards
              wallet={wallet.data?.payload}
              loading={wallet.isPending}
              owner={ownerName(profile, wallet.data?.payload)}
            />
            {wallet.data && <SubsidyList subsidies={wallet.data.payload.subsidies ?? []} />}
            {wallet.data && canCharge && <LowCreditNotice cash={wallet.data.payload.credit} />}
            {wallet.data?.payload.creditChanges && <CreditChanges changes={wallet.data.payload.creditChanges} />}
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
