import { Alert, Button, Group, List, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconUserCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import type { CallOptions } from '@/api/transport';
import {
  getGetNurtureProfileQueryKey,
  transferCredit,
  useGetCreditTransferInfo,
} from '@/api/generated/rest/hooks/credit/credit';
import { getUserByUsername } from '@/api/generated/rest/hooks/users/users';
import { getListPaymentTransactionsQueryKey } from '@/api/generated/rest/hooks/payment/payment';
import type { CreditTransferRequest, NurtureProfile, OkResponse, Profile } from '@/api/generated/rest/model';
import { formatJalali } from '@/lib/jalali';
import { tomansToRials } from '@/lib/money';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { MoneyOutcomeAlert, useMoneyAction } from '@/ui/money-action';
import { parseWholeAmount } from '@/lib/amount';
import { AmountInput } from '@/ui/amount-input';
import { useFormatMoney } from '@/ui/use-format-money';
import { SegmentedChoice } from '@/ui/segmented-choice';
import { useLanguage } from '@/ui/use-language';
import { useSession } from '@/session/session-provider';
import { isExpired, parseServerDateTime } from './subsidy-list';
import { isSameUser, transferLimits, validateTransfer, type TransferKind } from './transfer-rules';

// The panel shows the server's words itself (platform.md 7 credit-transfers): no toast on top.
const quiet: CallOptions = { suppressToast: true };

function serverWords(error: unknown, fallback: string): string {
  return isApiError(error) ? error.messageFa : fallback;
}

interface Receiver {
  username: string;
  name: string;
}

/**
 * Credit transfer (platform.md 2.8, 5, 7): cash or subsidy (the group's transferTypes), a
 * destination checked by username with its owner's name shown before confirming, the amount in
 * tomans within the rules, and the server's own message as the outcome.
 */
export function TransferPanel({
  wallet,
  types,
  now = new Date(),
}: {
  wallet: NurtureProfile;
  types: readonly TransferKind[];
  now?: Date;
}) {
  const { t } = useTranslation(['wallet', 'money']);
  const format = useFormatMoney();
  const lng = useLanguage();
  const ownUsername = useSession().profile?.username;
  const expiryText = (text: string) => {
    const at = parseServerDateTime(text);
    return at ? formatJalali(at, lng) : text;
  };
  const info = useGetCreditTransferInfo({ request: quiet });
  const [kind, setKind] = useState<TransferKind>(types[0] ?? 'CASH');
  const [username, setUsername] = useState('');
  const [amount, setAmount] = useState('');
  const [subsidyId, setSubsidyId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'username' | 'amount' | 'subsidy', string>>>({});
  const [receiver, setReceiver] = useState<Receiver | null>(null);

  const lookup = useMutation({
    mutationFn: async (name: string) => (await getUserByUsername({ username: name }, quiet)).payload as Profile,
  });
  // One transfer per confirmation, pending across a tab switch; the balance and history re-read after it.
  const send = useMoneyAction<CreditTransferRequest, OkResponse>({
    key: ['wallet', 'credit-transfer'],
    run: (vars) => transferCredit(vars, quiet),
    truth: [getGetNurtureProfileQueryKey(), getListPaymentTransactionsQueryKey().slice(0, 1)],
    doneText: (answer) => answer.messageFa || t('transfer.done'),
    onSettled: (result) => {
      setReceiver(null);
      if (result.status === 'done') setAmount('');
    },
  });

  if (info.isPending) return <LoadingIndicator data-testid="transfer-loading" />;
  if (info.isError)
    return <LoadingIndicator failed onRetry={() => void info.refetch()} data-testid="transfer-load-failed" />;
  const rules = info.data.payload;
  const liveSubsidies = (wallet.subsidies ?? []).filter((s) => !isExpired(s.expirationDate, now) && s.credit > 0);
  const subsidy = liveSubsidies.find((s) => String(s.id) === subsidyId) ?? null;
  const limits = transferLimits({ kind, rules, cash: wallet.credit, subsidy });
  // What the typed text reads as (the confirmation and the call use it, never Number(text)).
  const typed = parseWholeAmount(amount);
  const amountRials = typed.ok ? tomansToRials(typed.value) : 0;

  const onContinue = async () => {
    send.dismiss();
    const found = validateTransfer({
      kind,
      username,
      amountText: amount,
      limits,
      subsidyChosen: subsidy !== null,
      ownUsername: ownUsername ?? null,
    });
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, e]) => [
          field,
          e.key === 'amountProblem'
            ? t(`money:amount.${e.problem ?? 'notDigits'}`)
            : t(`transfer.errors.${e.key}`, {
                ...e.params,
                min: e.params?.min === undefined ? undefined : format(e.params.min),
                max: e.params?.max === undefined ? undefined : format(e.params.max),
              }),
        ]),
      ),
    );
    if (Object.keys(found).length) return;
    try {
      const profile = await lookup.mutateAsync(username.trim());
      // Another name of the same account (a student number): still oneself.
      if (isSameUser(profile.username ?? '', ownUsername)) {
        setErrors({ username: t('transfer.errors.usernameSelf') });
        return;
      }
      const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.username;
      setReceiver({ username: profile.username ?? username.trim(), name });
    } catch (error) {
      setErrors({ username: serverWords(error, t('transfer.errors.userNotFound')) });
    }
  };

  return (
    <Stack gap="md" data-testid="transfer-panel">
      {rules.messages && rules.messages.length > 0 && (
        <List size="sm" c="dimmed" spacing={4}>
          {rules.messages.map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
      )}
      {types.length > 1 && (
        <SegmentedChoice
          aria-label={t('transfer.kind')}
          value={kind}
          onChange={(v) => {
            setKind(v as TransferKind);
            setReceiver(null);
            setErrors({});
          }}
          data={types.map((k) => ({ value: k, label: t(`transfer.kinds.${k}`) }))}
          color="darkTeal"
          data-testid="transfer-kind"
        />
      )}
      {kind === 'SUBSIDY' && (
        <Select
          label={t('transfer.subsidy')}
          placeholder={liveSubsidies.length ? t('transfer.subsidyPlaceholder') : t('transfer.noSubsidy')}
          data={liveSubsidies.map((s) => ({
            value: String(s.id),
            label: t('transfer.subsidyOption', { amount: format(s.credit), date: expiryText(s.expirationDate) }),
          }))}
          value={subsidyId}
          onChange={(v) => {
            setSubsidyId(v);
            setReceiver(null);
          }}
          error={errors.subsidy}
          disabled={!liveSubsidies.length}
          data-testid="transfer-subsidy"
        />
      )}
      <TextInput
        label={t('transfer.username')}
        value={username}
        onChange={(e) => {
          setUsername(e.currentTarget.value);
          setReceiver(null);
        }}
        error={errors.username}
        autoComplete="off"
        dir="ltr"
        data-testid="transfer-username"
      />
      <AmountInput
        label={t('transfer.amount')}
        description={
          limits.max >= limits.min
            ? t('transfer.range', { min: format(limits.min), max: format(limits.max) })
            : undefined
        }
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setReceiver(null);
          // The field says what is wrong with the new text itself (amount-input.tsx).
          setErrors(({ amount: _, ...rest }) => rest);
        }}
        error={errors.amount}
        rightSection={
          <Text size="xs" c="dimmed">
            {t('transfer.tomans')}
          </Text>
        }
        rightSectionWidth={56}
        data-testid="transfer-amount"
      />
      {receiver ? (
        <Alert
          color="darkTeal"
          icon={<IconUserCheck size={18} />}
          title={t('transfer.confirmTitle')}
          data-testid="transfer-confirm"
        >
          <Stack gap="sm">
            <Text size="sm">
              {t('transfer.confirm', {
                amount: format(amountRials),
                name: receiver.name,
                username: receiver.username,
              })}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                color="darkTeal"
                loading={send.pending}
                onClick={() =>
                  send.start({
                    username: receiver.username,
                    creditTransferAmount: amountRials,
                    nurtureProfileId: wallet.id ?? 0,
                    transferType: kind,
                    ...(kind === 'SUBSIDY' && subsidyId ? { subsidyId: Number(subsidyId) } : {}),
                  })
                }
                data-testid="transfer-send"
              >
                {t('transfer.send')}
              </Button>
              <Button size="xs" variant="subtle" color="gray" disabled={send.pending} onClick={() => setReceiver(null)}>
                {t('transfer.edit')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Button
          color="darkTeal"
          w="fit-content"
          loading={lookup.isPending}
          disabled={send.pending}
          onClick={() => void onContinue()}
          data-testid="transfer-continue"
        >
          {t('transfer.continue')}
        </Button>
      )}
      {send.pending && !receiver && (
        <Text size="sm" role="status" data-testid="transfer-pending">
          {t('transfer.pending')}
        </Text>
      )}
      {send.outcome.status === 'done' && (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status" data-testid="transfer-done">
          {send.outcome.data.messageFa || t('transfer.done')}
        </Alert>
      )}
      <MoneyOutcomeAlert action={send} refusedText={t('transfer.failed')} data-testid="transfer-error" />
      <Text size="xs" c="dimmed">
        {t('transfer.balance', { amount: format(kind === 'CASH' ? wallet.credit : (subsidy?.credit ?? 0)) })}
      </Text>
    </Stack>
  );
}
