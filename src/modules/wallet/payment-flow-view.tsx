import type { PaymentProblem } from '@machines/payment.machine';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuildingBank, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { CardSelector } from '@/ui/card-selector';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PriceChipSlider } from '@/ui/price-chip-slider';
import { useFormatMoney } from '@/ui/use-format-money';
import { LegacyCharge } from './legacy-charge';
import type { usePayment } from './use-payment';
import { useOnline } from '@/ui/use-online';
import { useLanguage } from '@/ui/use-language';
import { localizeDigits, ltr } from '@/lib/digits';

type Flow = ReturnType<typeof usePayment>;

/** The words for a failed payment (platform.md 8): the gateway's code and text, or the server's. */
export function problemText(problem: PaymentProblem, t: TFunction<'wallet'>): { title: string; detail: string } {
  switch (problem.kind) {
    case 'gateway':
      return {
        title: t('charge.failedTitle'),
        detail: t(problem.code === 100 ? 'errors.gateway100' : 'errors.gateway101'),
      };
    case 'noResponse':
      return { title: t('charge.failedTitle'), detail: t('errors.noResponse') };
    case 'server':
      return { title: t('charge.failedTitle'), detail: problem.message };
    case 'bank':
      return {
        title: t(`charge.bankStatus.${problem.status}`),
        detail: problem.code
          ? t('errors.bankWithCode', { code: problem.code, message: problem.message ?? t('errors.bankUnknown') })
          : (problem.message ?? t('errors.bankUnknown')),
      };
    case 'lost':
      return { title: t('charge.failedTitle'), detail: t('errors.lost') };
  }
}

/**
 * The charge flow on screen: each state of the payment machine has its view (loading, choice,
 * on the way to the bank, interrupted, verifying, success, failure). Used by the wallet's charge
 * tab and by /payment-result.
 */
export function PaymentFlowView({ flow, onResult }: { flow: Flow; onResult?: 'wallet-link' }) {
  const { t } = useTranslation('wallet');
  const format = useFormatMoney();
  const lng = useLanguage();
  // Offline: paying needs the server and the bank.
  const online = useOnline();
  const { snapshot, send } = flow;
  const { context: c } = snapshot;
  const state = String(snapshot.value);

  if (state === 'loadingGateways' || state === 'start')
    return <LoadingIndicator label={t('charge.loading')} data-testid="charge-loading" />;
  if (state === 'gatewaysFailed') {
    return (
      <Stack gap="md">
        <LoadingIndicator
          failed
          failureText={c.loadError ? problemText(c.loadError, t).detail : undefined}
          onRetry={() => send({ type: 'user.retry' })}
          data-testid="charge-load-failed"
        />
        <LegacyCharge />
      </Stack>
    );
  }
  if (state === 'unavailable') {
    return (
      <Stack gap="md">
        <Alert color="gray" icon={<IconAlertTriangle size={18} />} data-testid="charge-unavailable">
          {t('charge.unavailable')}
        </Alert>
        <LegacyCharge />
      </Stack>
    );
  }

  if (state === 'choosingGateway' || state === 'choosingAmount' || state === 'creating') {
    const info = c.info!;
    const banks = info.authzBanks;
    const bankIndex = banks.findIndex((b) => b.id === c.gatewayId);
    const presetChosen = c.amount !== null && info.authzAmounts.includes(c.amount);
    const busy = state === 'creating';
    return (
      <Stack gap="md" data-testid="charge-form" data-state={state}>
        <PriceChipSlider
          label={t('charge.amount')}
          options={info.authzAmounts}
          withCustom={info.canCustomAmountPay}
          // Uncontrolled: "custom" stays chosen while its field is still empty (amount null).
          defaultValue={c.amount === null ? null : presetChosen ? c.amount : 'custom'}
          defaultCustomAmount={presetChosen ? null : c.amount}
          onChange={(sel) => send({ type: 'user.chooseAmount', amount: sel.rials })}
          data-testid="charge-amounts"
        />
        {banks.length > 1 && (
          <CardSelector
            label={t('charge.gateway')}
            options={banks.map((b) => ({ title: b.displayName, icon: <IconBuildingBank size={20} aria-hidden /> }))}
            value={bankIndex}
            onChange={(i) => send({ type: 'user.chooseGateway', gatewayId: banks[i]!.id })}
            data-testid="charge-gateways"
          />
        )}
        {banks.length === 1 && <Text size="sm">{t('charge.onlyGateway', { name: banks[0]!.displayName })}</Text>}
        <Button
          color="darkTeal"
          loading={busy}
          disabled={!busy && (!online || !snapshot.can({ type: 'user.pay' }))}
          onClick={() => send({ type: 'user.pay' })}
          data-testid="charge-pay"
        >
          {c.amount !== null && snapshot.can({ type: 'user.pay' })
            ? t('charge.payAmount', { amount: format(c.amount) })
            : t('charge.pay')}
        </Button>
        {!busy && c.gatewayId === null && (
          <Text size="xs" c="dimmed">
            {t('charge.chooseGatewayHint')}
          </Text>
        )}
      </Stack>
    );
  }

  if (state === 'redirecting') {
    return (
      <Group gap="sm" data-testid="charge-redirecting" role="status">
        <Loader size="sm" color="darkTeal" />
        <Text>{t('charge.redirecting')}</Text>
      </Group>
    );
  }

  if (state === 'verifying') {
    return (
      <Group gap="sm" data-testid="charge-verifying" role="status">
        <Loader size="sm" color="darkTeal" />
        <Text>{t('charge.verifying')}</Text>
      </Group>
    );
  }

  if (state === 'interrupted') {
    return (
      <Alert
        color="yellow"
        icon={<IconHourglass size={18} />}
        title={t('charge.interruptedTitle')}
        data-testid="charge-interrupted"
      >
        <Stack gap="sm">
          <Text size="sm">
            {c.stillPending
              ? t('charge.stillPending')
              : c.paymentCode
                ? t('charge.interrupted', { amount: c.amount === null ? '' : format(c.amount) })
                : t('charge.interruptedNoCode')}
          </Text>
          <Group gap="xs">
            {snapshot.can({ type: 'user.verify' }) && (
              <Button
                size="xs"
                color="darkTeal"
                onClick={() => send({ type: 'user.verify' })}
                data-testid="charge-check"
              >
                {t('charge.check')}
              </Button>
            )}
            {snapshot.can({ type: 'user.resumeBank' }) && (
              <Button
                size="xs"
                variant="light"
                color="darkTeal"
                onClick={() => send({ type: 'user.resumeBank' })}
                data-testid="charge-resume"
              >
                {t('charge.resumeBank')}
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              onClick={() => send({ type: 'user.abandon' })}
              data-testid="charge-abandon"
            >
              {t('charge.abandon')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  if (state === 'verifyFailed') {
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} />}
        title={t('charge.verifyFailedTitle')}
        data-testid="charge-verify-failed"
      >
        <Stack gap="sm">
          <Text size="sm">{c.problem ? problemText(c.problem, t).detail : null}</Text>
          <Text size="sm">{t('charge.verifyFailedSafe')}</Text>
          <Button size="xs" color="darkTeal" w="fit-content" onClick={() => send({ type: 'user.retry' })}>
            {t('charge.retryCheck')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (state === 'succeeded') {
    const r = c.result!;
    return (
      <Alert
        color="teal"
        icon={<IconCircleCheck size={18} />}
        title={t('charge.successTitle')}
        data-testid="charge-success"
      >
        <Stack gap="sm">
          <Text size="sm">{t('charge.success', { amount: format(r.amount) })}</Text>
          {typeof r.credit === 'number' && (
            <Text size="sm" fw={600} data-testid="charge-new-balance">
              {t('charge.newBalance', { amount: format(r.credit) })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('charge.trackingCode', { code: ltr(localizeDigits(r.paymentCode, lng)) })}
          </Text>
          <Group gap="xs">
            {onResult === 'wallet-link' ? (
              <Button size="xs" color="darkTeal" component={Link} to={paths.UserWallet}>
                {t('charge.backToWallet')}
              </Button>
            ) : (
              <Button size="xs" variant="light" color="darkTeal" onClick={() => send({ type: 'user.again' })}>
                {t('charge.again')}
              </Button>
            )}
          </Group>
        </Stack>
      </Alert>
    );
  }

  // failed
  const text = c.problem ? problemText(c.problem, t) : { title: t('charge.failedTitle'), detail: '' };
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={text.title} data-testid="charge-failed">
      <Stack gap="sm">
        <Text size="sm" data-testid="charge-failed-detail">
          {text.detail}
        </Text>
        {c.problem?.kind === 'bank' && <Text size="sm">{t('charge.nothingCharged')}</Text>}
        <Group gap="xs">
          {onResult === 'wallet-link' ? (
            <Button size="xs" color="darkTeal" component={Link} to={paths.UserWallet}>
              {t('charge.backToWallet')}
            </Button>
          ) : (
            <Button size="xs" color="darkTeal" onClick={() => send({ type: 'user.retry' })}>
              {t('charge.tryAgain')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
