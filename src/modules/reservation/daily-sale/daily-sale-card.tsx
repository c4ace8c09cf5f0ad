import { ActionIcon, Badge, Box, Button, Card, Divider, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClock, IconIdBadge2, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DailySaleProgram, DailySaleReserve } from '@/api/generated/rest/model';
import { AppModal } from '@/ui/app-modal';
import { Money } from '@/ui/money';
import { useFormatters } from '@/ui/use-formatters';
import { useMinuteNow } from '@/ui/use-minute-now';
import { useOnline } from '@/ui/use-online';
import { ForgottenCardCode } from '../details/forgotten-card';
import { splitFoodNames } from '../program-model';
import { AvoidMark } from '../shared/avoid-mark';
import { FoodImage } from '../shared/food-image';
import { isBuyDisabled, remainingOf, saleStateOf, saleWindowOf } from './daily-sale-model';

interface DailySaleCardProps {
  program: DailySaleProgram;
  chosen: { count: number; reserve: DailySaleReserve | null };
  onBuy: () => void;
  fill: boolean;
}

/** One program of the day's sale (modules.md 2.2): its food, price, window, what is left, and plus. */
export function DailySaleCard({ program, chosen, onBuy, fill }: DailySaleCardProps) {
  const { t } = useTranslation('reservation');
  const { digits, time } = useFormatters();
  const [forgetOpened, forget] = useDisclosure(false);
  const { main, side } = splitFoodNames(program.foodNames);
  const selected = chosen.count > 0;
  const remaining = remainingOf(program);
  const soldOut = remaining <= 0;
  const total = Math.max(program.count, program.soldCount);
  const saleWindow = saleWindowOf(program);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      h={fill ? '100%' : undefined}
      data-testid={`daily-card-${program.id}`}
      data-selected={selected || undefined}
      data-sold-out={soldOut || undefined}
      style={
        selected
          ? {
              borderColor: 'var(--mantine-primary-color-filled)',
              boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)',
            }
          : undefined
      }
    >
      <Stack gap="xs" h="100%">
        {fill && (
          // The phone's 450 px card gives its spare height to the food's picture (the
          // variant's illustration without one), which shrinks first when the text needs the room. The
          // picture is fitted whole into that height: a fixed-height image centred in it showed a slice.
          <Box
            data-testid="daily-picture"
            style={{
              flex: '1 1 0',
              minHeight: 56,
              overflow: 'hidden',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              borderRadius: 'var(--mantine-radius-md)',
              background: 'var(--mantine-color-default-hover)',
            }}
          >
            <FoodImage src={program.foodImageSrc} alt="" height={220} fill />
          </Box>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed" lineClamp={1}>
            {program.selfName}
          </Text>
          <Group gap={4} wrap="nowrap">
            {soldOut && (
              <Badge color="red" variant="filled" data-testid="daily-sold-out">
                {t('dailySale.soldOut')}
              </Badge>
            )}
            {selected && (
              <Badge color="green" variant="filled" data-testid="daily-badge">
                {t('dailySale.bought', { n: digits(chosen.count) })}
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap={6}>
          <Badge variant="light">{program.mealTypeName}</Badge>
          {program.foodTypeTitle && (
            <Badge variant="light" color="gray">
              {program.foodTypeTitle}
            </Badge>
          )}
        </Group>
        <Title order={3} size={fill ? 'h4' : 'h5'} lineClamp={2}>
          {main}
        </Title>
        <AvoidMark names={program.foodNames ?? ''} />
        {side && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {side}
          </Text>
        )}
        {fill && program.demonstrationDescription && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {program.demonstrationDescription}
          </Text>
        )}
        <Divider />
        <Group justify="space-between">
          <Text size="sm">{t('dailySale.price')}</Text>
          <Money rials={program.price} fw={700} />
        </Group>
        {saleWindow && (
          <Group gap={6}>
            <IconClock size={16} aria-hidden />
            <Text size="sm">{t('dailySale.time', { from: time(saleWindow.from), to: time(saleWindow.to) })}</Text>
          </Group>
        )}
        <Stack gap={4}>
          <Text size="sm" data-testid="daily-remaining">
            {t('dailySale.remaining', { n: digits(remaining) })}
          </Text>
          {fill && total > 0 && (
            <Progress
              value={(100 * Math.min(program.soldCount, total)) / total}
              size="sm"
              radius="xl"
              aria-label={t('dailySale.sold', { sold: digits(program.soldCount), total: digits(total) })}
            />
          )}
        </Stack>
        <Group justify="space-between" mt={fill ? undefined : 'auto'} pt="xs">
          <Group gap={6}>
            <SaleAction program={program} chosen={chosen.count} onBuy={onBuy} fill={fill} food={main} />
            <Text
              fw={700}
              aria-label={t('dailySale.chosenLabel', { n: digits(chosen.count) })}
              data-testid="daily-chosen"
            >
              {digits(chosen.count)}
            </Text>
          </Group>
          {selected && chosen.reserve && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconIdBadge2 size={14} aria-hidden />}
              onClick={forget.open}
            >
              {t('dailySale.forget')}
            </Button>
          )}
        </Group>
      </Stack>
      {chosen.reserve && (
        <AppModal opened={forgetOpened} onClose={forget.close} title={t('dailySale.forgetTitle')} size="sm">
          <Stack gap="sm" align="center">
            <Text size="sm" ta="center">
              {main}
            </Text>
            {/* The live server prints with the record's id (amirHravan/foodie ReserveInfoApi.kt, dailySale=true); the spec's records have only reserveDailySaleId. */}
            <ForgottenCardCode
              reserveId={chosen.reserve.id ?? chosen.reserve.reserveDailySaleId}
              count={chosen.count}
              dailySale
              label={main}
            />
          </Stack>
        </AppModal>
      )}
    </Card>
  );
}

interface SaleActionProps {
  program: DailySaleProgram;
  chosen: number;
  onBuy: () => void;
  fill: boolean;
  food: string;
}

/**
 * Plus while the sale window is open; "opens at" or "closed at" outside it (the server refuses a buy
 * there). A leaf of its own: it reads the minute clock, so the window's turn re-renders it alone.
 */
function SaleAction({ program, chosen, onBuy, fill, food }: SaleActionProps) {
  const { t } = useTranslation('reservation');
  const { time } = useFormatters();
  // Offline: buying needs the server.
  const online = useOnline();
  const state = saleStateOf(program, useMinuteNow());
  if (state.kind !== 'open') {
    return (
      <Text
        size="sm"
        fw={600}
        c={state.kind === 'over' ? 'dimmed' : 'orange'}
        data-testid={`daily-window-${program.id}`}
      >
        {t(state.kind === 'over' ? 'dailySale.closedAt' : 'dailySale.opensAt', { time: time(state.at) })}
      </Text>
    );
  }
  return (
    <ActionIcon
      size={fill ? 'xl' : 'lg'}
      radius="xl"
      variant="filled"
      onClick={onBuy}
      disabled={isBuyDisabled(program, chosen) || !online}
      aria-label={t('dailySale.plusLabel', { food })}
      data-testid={`daily-plus-${program.id}`}
    >
      <IconPlus size={fill ? 22 : 18} aria-hidden />
    </ActionIcon>
  );
}
