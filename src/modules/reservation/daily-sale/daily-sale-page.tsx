import { ActionIcon, Alert, Badge, Box, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconClock, IconIdBadge2, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '@/api/api-error';
import {
  getListDailySellProgramsQueryOptions,
  getListMyReserveDailySalesQueryOptions,
  reserveDailySell,
} from '@/api/generated/rest/hooks/daily-sale/daily-sale';
import type { DailySaleProgram, DailySaleProgramListEnvelope, DailySaleReserve, DailySaleReserveListEnvelope } from '@/api/generated/rest/model';
import { AppModal } from '@/ui/app-modal';
import { Money } from '@/ui/money';
import { MoneyOutcomeAlert, useMoneyAction } from '@/ui/money-action';
import { PageContainer } from '@/ui/page-container';
import { SlideCarousel } from '@/ui/slide-carousel';
import { useReservationAccess } from '../access';
import { ForgottenCardCode } from '../details/forgotten-card';
import { splitFoodNames } from '../program-model';
import { useAllSelfs, useRetryUnless } from '../reservation-queries';
import { useMoneyTruth } from '../money-truth';
import { EmptyNotice, QueryState, WarningNotice } from '../shared/query-state';
import { useFormatters } from '@/ui/use-formatters';
import { useIsMobile } from '@/ui/use-is-mobile';
import { useOnline } from '@/ui/use-online';
import { VariantIllustration } from '../shared/variant-illustration';
import { useVariant, variantPage } from '../shared/variant-scope';
import { chosenOf, isBuyDisabled, programsOfType, remainingOf } from './daily-sale-model';
import { notify } from '../shared/notify';

export const NO_PROGRAM_FOR_TODAY = 'DAILY_SELL_PROGRAM_NO_PROGRAM_FOR_TODAY';
export const DAILY_LIMIT_VIOLATION = 'DAILY_SELL_PROGRAM_DAILY_RESERVE_COUNT_LIMIT_VIOLATION';

/** "Nothing on sale today" is an answer (an empty state), not a failure. */
function isNoneToday(error: unknown): boolean {
  return isApiError(error) && (error.errorCode === NO_PROGRAM_FOR_TODAY || error.status === 404);
}

/** Mobile: one card per slide, 450 high; desktop: three per view (modules.md 2.2, 9). */
export const MOBILE_SLIDE_HEIGHT = 450;

/** /food/dailysale and the other variants' (modules.md 2.2). */
export const DailySalePage = variantPage(DailySaleScreen);

function DailySaleScreen() {
  const variant = useVariant();
  const { t } = useTranslation('reservation');
  const access = useReservationAccess(variant);
  return (
    <PageContainer title={t(variant.text('dailySale'))} data-testid="daily-sale-page">
      {access.dailySale ? <DailySaleList /> : <EmptyNotice>{t('dailySale.notAllowed')}</EmptyNotice>}
    </PageContainer>
  );
}

function DailySaleList() {
  const variant = useVariant();
  const { t } = useTranslation('reservation');
  const isMobile = useIsMobile();
  const selfs = useAllSelfs();
  const retry = useRetryUnless(isNoneToday);
  const programs = useQuery({ ...getListDailySellProgramsQueryOptions<DailySaleProgramListEnvelope, ApiError>(), retry });
  const mine = useQuery(getListMyReserveDailySalesQueryOptions<DailySaleReserveListEnvelope, ApiError>());
  const [buying, setBuying] = useState<DailySaleProgram | null>(null);

  const noneToday = programs.isError && isNoneToday(programs.error);
  if (noneToday) return <WarningNotice>{t('dailySale.empty')}</WarningNotice>;
  const failed = (programs.isError || selfs.isError) && !noneToday;
  if (!programs.isSuccess || !selfs.isSuccess) {
    return (
      <QueryState
        loading={programs.isPending || selfs.isPending}
        error={failed}
        onRetry={() => {
          void programs.refetch();
          void selfs.refetch();
        }}
        backTo={variant.paths.home}
      />
    );
  }
  const list = programsOfType(programs.data.payload, selfs.data, variant.selfType);
  if (list.length === 0) return <WarningNotice>{t('dailySale.empty')}</WarningNotice>;
  const reserves = mine.data?.payload ?? [];

  // Each slide keeps its card clear of the carousel's previous/next buttons, which sit over the edges.
  const slides = list.map((program) => (
    <Box key={program.id} px={24} h="100%">
      <DailySaleCard program={program} chosen={chosenOf(program.id, reserves)} onBuy={() => setBuying(program)} fill={isMobile} />
    </Box>
  ));
  return (
    <>
      <SlideCarousel
        slides={slides}
        slideSize={isMobile ? '100%' : '33.333%'}
        slideGap={0}
        height={isMobile ? MOBILE_SLIDE_HEIGHT : undefined}
        label={t(variant.text('dailySale'))}
        data-testid="daily-sale-carousel"
      />
      {buying && <BuyModal program={buying} onClose={() => setBuying(null)} />}
    </>
  );
}

interface DailySaleCardProps {
  program: DailySaleProgram;
  chosen: { count: number; reserve: DailySaleReserve | null };
  onBuy: () => void;
  fill: boolean;
}

function DailySaleCard({ program, chosen, onBuy, fill }: DailySaleCardProps) {
  const { t } = useTranslation('reservation');
  const { digits, time } = useFormatters();
  // Offline (issue 22): buying needs the server.
  const online = useOnline();
  const [forgetOpened, forget] = useDisclosure(false);
  const { main, side } = splitFoodNames(program.foodNames);
  const selected = chosen.count > 0;
  const remaining = remainingOf(program);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      h={fill ? '100%' : undefined}
      data-testid={`daily-card-${program.id}`}
      data-selected={selected || undefined}
      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)', boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed" lineClamp={1}>
            {program.selfName}
          </Text>
          {selected && (
            <Badge color="green" variant="filled" data-testid="daily-badge">
              {t('dailySale.bought', { n: digits(chosen.count) })}
            </Badge>
          )}
        </Group>
        <Group gap={6}>
          <Badge variant="light">{program.mealTypeName}</Badge>
          {program.foodTypeTitle && (
            <Badge variant="light" color="gray">
              {program.foodTypeTitle}
            </Badge>
          )}
        </Group>
        <Title order={3} size="h5">
          {main}
        </Title>
        {side && (
          <Text size="sm" c="dimmed">
            {side}
          </Text>
        )}
        <Divider />
        <Group justify="space-between">
          <Text size="sm">{t('dailySale.price')}</Text>
          <Money rials={program.price} fw={700} />
        </Group>
        {program.startTime && program.finishTime && (
          <Group gap={6}>
            <IconClock size={16} aria-hidden />
            <Text size="sm">{t('dailySale.time', { from: time(program.startTime.timeStr), to: time(program.finishTime.timeStr) })}</Text>
          </Group>
        )}
        <Text size="sm" data-testid="daily-remaining">
          {t('dailySale.remaining', { n: digits(remaining) })}
        </Text>
        <Group justify="space-between" mt="auto" pt="xs">
          <Group gap={6}>
            <ActionIcon
              size="lg"
              radius="xl"
              variant="filled"
              onClick={onBuy}
              disabled={isBuyDisabled(program, chosen.count) || !online}
              aria-label={t('dailySale.plusLabel', { food: main })}
              data-testid={`daily-plus-${program.id}`}
            >
              <IconPlus size={18} aria-hidden />
            </ActionIcon>
            <Text fw={700} aria-label={t('dailySale.chosenLabel', { n: digits(chosen.count) })} data-testid="daily-chosen">
              {digits(chosen.count)}
            </Text>
          </Group>
          {selected && chosen.reserve && (
            <Button size="xs" variant="light" leftSection={<IconIdBadge2 size={14} aria-hidden />} onClick={forget.open}>
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
            <ForgottenCardCode reserveId={chosen.reserve.reserveDailySaleId} count={chosen.count} dailySale label={main} />
          </Stack>
        </AppModal>
      )}
    </Card>
  );
}

function BuyModal({ program, onClose }: { program: DailySaleProgram; onClose: () => void }) {
  const { t } = useTranslation('reservation');
  const { t: tc } = useTranslation();
  const variant = useVariant();
  const { time } = useFormatters();
  const online = useOnline();
  // One buy per click, still pending (and shown so) when the modal is closed and opened again (issue 40).
  const buy = useMoneyAction<number, unknown>({
    key: ['dailySale', 'buy', program.id],
    run: (id) => reserveDailySell(id, { selectedCount: 1 }, { suppressToast: true }),
    truth: useMoneyTruth(),
    onDone: () => notify(t('dailySale.success')),
    onSettled: (outcome) => outcome.status === 'done' && onClose(),
  });
  // The limit violation has its own words (platform.md 8).
  const limitReached = buy.outcome.status === 'refused' && buy.outcome.error.errorCode === DAILY_LIMIT_VIOLATION;
  const { main, side } = splitFoodNames(program.foodNames);
  return (
    <AppModal opened onClose={onClose} title={t('dailySale.buyTitle')} size="md">
      <Stack gap="md" data-testid="daily-buy">
        <VariantIllustration variant={variant.key} color={variant.color} height={140} />
        <Stack gap={4}>
          <Text fw={700} size="lg">
            {main}
          </Text>
          {side && (
            <Text size="sm" c="dimmed">
              {side}
            </Text>
          )}
          <Text size="sm">
            {program.selfName} · {program.mealTypeName}
          </Text>
          {program.startTime && program.finishTime && (
            <Text size="sm" c="dimmed">
              {t('dailySale.time', { from: time(program.startTime.timeStr), to: time(program.finishTime.timeStr) })}
            </Text>
          )}
          {program.demonstrationDescription && (
            <Text size="sm" c="dimmed">
              {program.demonstrationDescription}
            </Text>
          )}
        </Stack>
        <Group justify="space-between">
          <Text>{t('dailySale.price')}</Text>
          <Money rials={program.price} fw={700} size="lg" />
        </Group>
        {limitReached ? (
          <Alert color="orange" variant="light" role="alert">
            {t('dailySale.limit')}
          </Alert>
        ) : (
          <MoneyOutcomeAlert action={buy} data-testid="daily-buy-outcome" />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {tc('actions.cancel')}
          </Button>
          <Button color={variant.color} onClick={() => buy.start(program.id)} loading={buy.pending} disabled={!online} data-testid="daily-reserve">
            {t('dailySale.reserve')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

export default DailySalePage;
