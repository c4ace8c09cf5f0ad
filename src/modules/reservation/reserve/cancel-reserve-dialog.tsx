import { Text } from '@mantine/core';
import { useFixedT } from '@/i18n/language-context';
import { ConfirmModal } from '@/ui/confirm-modal';
import { useFormatMoney } from '@/ui/use-format-money';

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

export default CancelReserveDialog;
