import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeReserveSelf, getListReservesQueryKey } from '@/api/generated/rest/hooks/reserves/reserves';
import type { ChangeSelfRequest, Reserve, ReserveWeek } from '@/api/generated/rest/model';
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
 * The user's reserve of a day's meal in the week reserves read (GET /rest/reserves), if cached. By
 * day and meal, not program: a move makes it a reserve of the destination self's program.
 */
function reserveOf(client: QueryClient, date: string, mealTypeId: number): Reserve | null {
  const day = date.slice(0, 10);
  for (const [, envelope] of client.getQueriesData<{ payload?: ReserveWeek }>({
    queryKey: getListReservesQueryKey(),
  })) {
    for (const weekDay of envelope?.payload?.weekDays ?? []) {
      if (weekDay.date.slice(0, 10) !== day) continue;
      for (const meal of weekDay.mealTypes ?? []) {
        const reserve = meal.reserve as Reserve | null | undefined;
        if (meal.mealTypeId === mealTypeId && reserve && (reserve.selectedCount ?? 0) > 0) return reserve;
      }
    }
  }
  return null;
}

/** After a lost answer, once re-read: where the server now holds the meal, in words. */
function heldAt(client: QueryClient, vars: ChangeSelfRequest, names: Map<number, string>, t: TFunction<'reservation'>) {
  const reserve = reserveOf(client, vars.date ?? '', vars.mealTypeId ?? 0);
  if (!reserve?.selfId) return null;
  const self = reserve.selfName ?? names.get(reserve.selfId) ?? '';
  if (reserve.selfId === vars.destinationSelfId) return t('changeSelf.nowMoved', { self });
  if (reserve.selfId === vars.sourceSelfId) return t('changeSelf.nowKept', { self });
  return t('changeSelf.nowAt', { self });
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
  const names = new Map((item.changableSelfs ?? []).map((s) => [s.id, s.name]));
  // The fee is money: one request per click, pending across closing the modal, re-read after.
  const change = useMoneyAction<ChangeSelfRequest, unknown>({
    key: ['reserve', 'change-self', reserveId ?? item.id],
    run: (data) => changeReserveSelf(data, { suppressToast: true }),
    truth: useMoneyTruth(),
    onDone: () => notify(t('changeSelf.success')),
    // The re-read may move the meal off this card and close the dialog: the notice says where it is.
    nowText: (client, vars) => heldAt(client, vars, names, t),
    onSettled: (outcome) => outcome.status === 'done' && close(),
  });
  const toll = item.selfChangeToll ?? 0;
  const options = (item.changableSelfs ?? [])
    .filter((s) => s.id !== sourceSelfId)
    .map((s) => ({ value: String(s.id), label: s.name }));

  function close() {
    // The user closes it (or it is done): an outcome it showed is read, not announced again.
    change.dismiss();
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
