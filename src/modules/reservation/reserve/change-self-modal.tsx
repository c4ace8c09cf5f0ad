import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeReserveSelf } from '@/api/generated/rest/hooks/reserves/reserves';
import type { ChangeSelfRequest } from '@/api/generated/rest/model';
import { AppModal } from '@/ui/app-modal';
import { Money } from '@/ui/money';
import { MoneyOutcomeAlert, useMoneyAction } from '@/ui/money-action';
import { foodOf, splitFoodNames, type ItemView, type MealView } from '../program-model';
import { useMoneyTruth } from '../money-truth';
import { useVariant } from '../shared/variant-scope';
import { notify } from '../shared/notify';

export interface ChangeSelfModalProps {
  opened: boolean;
  onClose: () => void;
  date: string;
  meal: MealView;
  item: ItemView;
  /** The self the item is reserved at. */
  sourceSelfId: number;
  /** The user's reserve of this meal (GET /rest/reserves), when known; else the item's id. */
  reserveId: number | null;
}

/**
 * Moves a reserve to another self for a fee (modules.md 2.5, 5, 9): a destination from
 * changableSelfs is required; the fee is selfChangeToll shown in tomans when above 0.
 */
export function ChangeSelfModal({ opened, onClose, date, meal, item, sourceSelfId, reserveId }: ChangeSelfModalProps) {
  const { t } = useTranslation('reservation');
  const { t: tc } = useTranslation();
  const variant = useVariant();
  const [destination, setDestination] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  // The fee is money (issue 40): one request per click, pending across closing the modal, re-read after.
  const change = useMoneyAction<ChangeSelfRequest, unknown>({
    key: ['reserve', 'change-self', reserveId ?? item.id],
    run: (data) => changeReserveSelf(data, { suppressToast: true }),
    truth: useMoneyTruth(),
    onDone: () => notify(t('changeSelf.success')),
    onSettled: (outcome) => outcome.status === 'done' && close(),
  });
  const toll = item.selfChangeToll ?? 0;
  const options = (item.changableSelfs ?? [])
    .filter((s) => s.id !== sourceSelfId)
    .map((s) => ({ value: String(s.id), label: s.name }));

  function close() {
    setDestination(null);
    setTried(false);
    onClose();
  }

  const submit = () => {
    setTried(true);
    if (!destination) return;
    change.start({
      date: item.programDate ?? date,
      destinationSelfId: Number(destination),
      sourceSelfId,
      foodTypeId: item.foodTypeId,
      foodId: foodOf(item)?.id ?? item.foodId ?? undefined,
      groupId: item.groupId ?? undefined,
      mealTypeId: meal.mealTypeId,
      programId: meal.programId,
      reserveId: reserveId ?? item.id,
    });
  };

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={t('changeSelf.title', { self: t(variant.text('self')) })}
      size="md"
    >
      <Stack gap="md" data-testid="change-self">
        <Text size="sm">{splitFoodNames(item.foodNames).main}</Text>
        <Select
          label={t('changeSelf.destination')}
          placeholder={t('changeSelf.placeholder')}
          data={options}
          value={destination}
          onChange={setDestination}
          required
          withAsterisk
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          error={tried && !destination ? t('changeSelf.required') : undefined}
          nothingFoundMessage={t('changeSelf.noDestination')}
          data-testid="change-self-destination"
        />
        <Alert variant="light" color={toll > 0 ? 'orange' : 'gray'} radius="md" data-testid="change-self-fee">
          {toll > 0 ? (
            <Group gap={6}>
              <Text size="sm">{t('changeSelf.fee')}</Text>
              <Money rials={toll} fw={700} size="sm" />
            </Group>
          ) : (
            <Text size="sm">{t('changeSelf.free')}</Text>
          )}
        </Alert>
        <MoneyOutcomeAlert action={change} data-testid="change-self-outcome" />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {tc('actions.cancel')}
          </Button>
          <Button color={variant.color} onClick={submit} loading={change.pending} data-testid="change-self-submit">
            {t('changeSelf.submit')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
