import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { MissFacts } from '@machines/miss-meal.machine';
import { isApiError } from '@/api/api-error';
import { outcomeUnknown } from '@/api/money-outcome';
import { useFixedT } from '@/i18n/language-context';
import { AppModal } from '@/ui/app-modal';
import { useFormatMoney } from '@/ui/use-format-money';
import { priceOf } from '../program-model';
import { useMissMeal, type MissMealTarget } from './use-miss-meal';

export interface MissMealDialogProps extends MissMealTarget {
  /** "lunch, Saturday 1403/10/29". */
  mealName: string;
  day: string;
  /** The facts at this instant (the clock's now and the server's flags). */
  facts: () => MissFacts;
  onClose: () => void;
}

/**
 * "Can't make it?": the one confirmation before a reserved meal is cancelled (a refund) or, once
 * cancelling has closed, put up for sale (machines/miss-meal.machine.ts). Loaded when first asked.
 */
export function MissMealDialog(props: MissMealDialogProps) {
  const { item, food, mealName, day, facts, onClose } = props;
  const t = useFixedT('reservation');
  const money = useFormatMoney();
  const [snapshot, send] = useMissMeal(props);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    send({ type: 'user.open', facts: facts() });
  }, [send, facts]);
  const state = snapshot.value;
  const { kind, changed, error } = snapshot.context;
  useEffect(() => {
    if (state === 'done') onClose();
  }, [state, onClose]);

  const close = () => {
    send({ type: 'user.close' });
    onClose();
  };
  const names = { food, meal: mealName, day };
  const price = priceOf(item);
  const refund = price !== null && price > 0 ? price * facts().count : 0;
  const fee = item.saleableFreeFoodToll ?? 0;
  const asking = state === 'confirming' || state === 'sending' || state === 'failed';
  return (
    <AppModal
      opened={state !== 'idle' && state !== 'done'}
      onClose={close}
      title={t('miss.title')}
      size="sm"
      data-testid="miss-meal"
    >
      <Stack gap="md">
        {changed && (
          <Alert color="orange" data-testid="miss-meal-changed">
            {t('miss.changed')}
          </Alert>
        )}
        {state === 'unavailable' && <Text data-testid="miss-meal-unavailable">{t('miss.unavailable')}</Text>}
        {asking && kind === 'cancel' && (
          <>
            <Text>{t('miss.cancelBody', names)}</Text>
            {refund > 0 && (
              <Text fw={600} data-testid="miss-meal-refund">
                {t('reserve.cancelRefund', { amount: money(refund) })}
              </Text>
            )}
          </>
        )}
        {asking && kind === 'sell' && (
          <Text>
            {t('miss.sellBody', names)} {fee > 0 && t('freeFood.sellFee', { fee: money(fee) })}
          </Text>
        )}
        {state === 'failed' && (
          <Text c="red" role="alert" data-testid="miss-meal-failed">
            {outcomeUnknown(error)
              ? t('miss.unknown')
              : isApiError(error) && error.hasServerMessage
                ? error.messageFa
                : t('miss.refused')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {asking ? t('freeFood.keep') : t('miss.close')}
          </Button>
          {asking && (
            <Button
              color={kind === 'cancel' ? 'red' : undefined}
              loading={state === 'sending'}
              onClick={() =>
                send(state === 'failed' ? { type: 'user.retry' } : { type: 'user.confirm', facts: facts() })
              }
              data-testid="miss-meal-confirm"
            >
              {state === 'failed'
                ? t('miss.retry')
                : kind === 'cancel'
                  ? t('reserve.cancelConfirm')
                  : t('freeFood.confirmSell')}
            </Button>
          )}
        </Group>
      </Stack>
    </AppModal>
  );
}

export default MissMealDialog;
