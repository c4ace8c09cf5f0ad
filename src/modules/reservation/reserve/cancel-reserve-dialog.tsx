import { Button, Group, Text } from '@mantine/core';
import { canRestore, type ReserveCountState } from '@machines/reserve-count-rules';
import type { TFunction } from 'i18next';
import { useFixedT } from '@/i18n/language-context';
import { ConfirmModal } from '@/ui/confirm-modal';
import { useFormatMoney } from '@/ui/use-format-money';
import { hideNotice, notify, notifyNode } from '../shared/notify';

/** What the cancel dialog names: the food, its meal and day, and what comes back to the credit. */
export interface CancelSubject {
  food: string;
  meal: string;
  /** "شنبه ۱۴۰۳/۱۰/۲۹". */
  day: string;
  /** The refund in rials (price times the count), null when the server gives no price. */
  refundRials: number | null;
}

interface CancelReserveDialogProps {
  opened: boolean;
  subject: CancelSubject;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a reserve is cancelled (a refund): one tap no longer cancels for good. Loaded when first asked. */
export function CancelReserveDialog({ opened, subject, onConfirm, onClose }: CancelReserveDialogProps) {
  const t = useFixedT('reservation');
  const money = useFormatMoney();
  return (
    <ConfirmModal
      opened={opened}
      title={t('reserve.cancelTitle')}
      confirmLabel={t('reserve.cancelConfirm')}
      cancelLabel={t('reserve.cancelKeep')}
      color="red"
      onConfirm={onConfirm}
      onClose={onClose}
      data-testid="cancel-reserve"
    >
      <Text>{t('reserve.cancelBody', { food: subject.food, meal: subject.meal, day: subject.day })}</Text>
      {subject.refundRials !== null && subject.refundRials > 0 && (
        <Text fw={600} data-testid="cancel-refund">
          {t('reserve.cancelRefund', { amount: money(subject.refundRials) })}
        </Text>
      )}
    </ConfirmModal>
  );
}

interface UndoOffer {
  t: TFunction<'reservation'>;
  food: string;
  /** The item's rules and count when the undo is tapped (reserving may have closed meanwhile). */
  context: () => ReserveCountState;
  /** Reserves `previous` again (one save). */
  restore: () => void;
  previous: number;
}

/**
 * After a confirmed cancel: the module's notice, "cancelled" with an undo that reserves the count
 * again where the server still allows it, or says why it cannot (reserving closed, limits, capacity).
 */
export function offerUndo({ t, food, context, restore, previous }: UndoOffer): void {
  const onUndo = () => {
    hideNotice();
    const now = context();
    if (now.reserveRuleViolated) return notify(t('reserve.undoClosed', { food }), 'gray');
    if (!canRestore(now, previous)) return notify(t('reserve.undoFailedNoReason', { food }), 'gray');
    restore();
  };
  notifyNode(
    <Group gap="sm" justify="space-between" wrap="nowrap">
      <Text size="sm">{t('reserve.cancelled', { food })}</Text>
      <Button
        size="compact-sm"
        variant="light"
        onClick={onUndo}
        aria-label={t('reserve.undoLabel', { food })}
        data-testid="undo-cancel"
      >
        {t('reserve.undo')}
      </Button>
    </Group>,
  );
}

export default CancelReserveDialog;
