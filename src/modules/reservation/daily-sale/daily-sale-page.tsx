import { Alert, Box, Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '@/api/api-error';
import {
  getListDailySellProgramsQueryOptions,
  getListMyReserveDailySalesQueryOptions,
  reserveDailySell,
} from '@/api/generated/rest/hooks/daily-sale/daily-sale';
import type {
  DailySaleProgram,
  DailySaleProgramListEnvelope,
  DailySaleReserve,
  DailySaleReserveListEnvelope,
} from '@/api/generated/rest/model';
import { AppModal } from '@/ui/app-modal';
import { Money } from '@/ui/money';
import { MoneyOutcomeAlert, useMoneyAction } from '@/ui/money-action';
import { PageContainer } from '@/ui/page-container';
import { SlideCarousel } from '@/ui/slide-carousel';
import { useReservationAccess } from '../access';
import { splitFoodNames } from '../program-model';
import { useAllSelfs, useRetryUnless } from '../reservation-queries';
import { useMoneyTruth } from '../money-truth';
import { EmptyNotice, QueryState, WarningNotice } from '../shared/query-state';
import { useFormatters } from '@/ui/use-formatters';
import { useIsMobile } from '@/ui/use-is-mobile';
import { useOnline } from '@/ui/use-online';
import { VariantIllustration } from '../shared/variant-illustration';
import { useVariant, variantPage } from '../shared/variant-scope';
import { chosenOf, programsOfType, saleStateOf, saleWindowOf } from './daily-sale-model';
import { DailySaleCard } from './daily-sale-card';
import { useMinuteNow } from '@/ui/use-minute-now';
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
  const programs = useQuery({
    ...getListDailySellProgramsQueryOptions<DailySaleProgramListEnvelope, ApiError>(),
    retry,
  });
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
  const list = programsOfType(programs.data.payload.dailySellPrograms, selfs.data, variant.selfType);
  if (list.length === 0) return <WarningNotice>{t('dailySale.empty')}</WarningNotice>;
  const reserves = mine.data?.payload ?? [];
  return (
    <>
      <PagedCarousel list={list} reserves={reserves} onBuy={setBuying} isMobile={isMobile} />
      {buying && <BuyModal program={buying} onClose={() => setBuying(null)} />}
    </>
  );
}

/**
 * A day of 5,000 programs froze the page for seconds (every card rendered, and the
 * carousel measured every slide). The carousel holds one page of PAGE_SIZE cards; the pager under it
 * (a labelled navigation of buttons) and a polite live line saying which cards are shown reach the rest.
 */
export const PAGE_SIZE = 30;

interface PagedCarouselProps {
  list: readonly DailySaleProgram[];
  reserves: readonly DailySaleReserve[];
  onBuy: (program: DailySaleProgram) => void;
  isMobile: boolean;
}

function PagedCarousel({ list, reserves, onBuy, isMobile }: PagedCarouselProps) {
  const variant = useVariant();
  const { t } = useTranslation('reservation');
  const { t: tu } = useTranslation('ui');
  const { digits } = useFormatters();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const first = (current - 1) * PAGE_SIZE;
  const shown = list.slice(first, first + PAGE_SIZE);
  // Each slide keeps its card clear of the carousel's previous/next buttons, which sit over the edges.
  const slides = shown.map((program) => (
    <Box key={program.id} px={24} h="100%">
      <DailySaleCard
        program={program}
        chosen={chosenOf(program, reserves)}
        onBuy={() => onBuy(program)}
        fill={isMobile}
      />
    </Box>
  ));
  return (
    <>
      <SlideCarousel
        // A new page starts at its first slide.
        key={current}
        slides={slides}
        slideSize={isMobile ? '100%' : '33.333%'}
        slideGap={0}
        height={isMobile ? MOBILE_SLIDE_HEIGHT : undefined}
        label={t(variant.text('dailySale'))}
        data-testid="daily-sale-carousel"
      />
      {pages > 1 && (
        <Stack align="center" gap="xs" mt="md">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="daily-sale-range">
            {t('dailySale.showing', {
              from: digits(first + 1),
              to: digits(first + shown.length),
              total: digits(list.length),
            })}
          </Text>
          <Box component="nav" aria-label={t('dailySale.pages')}>
            <Pagination
              total={pages}
              value={current}
              onChange={setPage}
              radius="md"
              siblings={isMobile ? 0 : 1}
              getItemProps={(p) => ({ children: digits(p), 'aria-label': tu('table.page', { page: digits(p) }) })}
              getControlProps={(control) => ({ 'aria-label': tu(`table.${control}`) })}
              data-testid="daily-sale-pages"
            />
          </Box>
        </Stack>
      )}
    </>
  );
}

function BuyModal({ program, onClose }: { program: DailySaleProgram; onClose: () => void }) {
  const { t } = useTranslation('reservation');
  const { t: tc } = useTranslation();
  const variant = useVariant();
  const { time } = useFormatters();
  const online = useOnline();
  // One buy per click, still pending (and shown so) when the modal is closed and opened again.
  const buy = useMoneyAction<number, unknown>({
    key: ['dailySale', 'buy', program.id],
    // No body: the live server buys one portion per call (amirHravan/foodie DailySellApi.kt), so a
    // tap of plus is one purchase and the app never sends a count.
    run: (id) => reserveDailySell(id, undefined, { suppressToast: true }),
    truth: useMoneyTruth(),
    onDone: () => notify(t('dailySale.success')),
    onSettled: (outcome) => outcome.status === 'done' && onClose(),
  });
  // Closed by the user: an outcome it showed is read, not announced again (src/ui/money-action.tsx).
  const close = () => {
    buy.dismiss();
    onClose();
  };
  // The limit violation has its own words (platform.md 8).
  const limitReached = buy.outcome.status === 'refused' && buy.outcome.error.errorCode === DAILY_LIMIT_VIOLATION;
  const { main, side } = splitFoodNames(program.foodNames);
  const saleWindow = saleWindowOf(program);
  // The window may close while the dialog is open: then the button says so instead of failing.
  const sale = saleStateOf(program, useMinuteNow());
  return (
    <AppModal opened onClose={close} title={t('dailySale.buyTitle')} size="md">
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
          {saleWindow && (
            <Text size="sm" c="dimmed">
              {t('dailySale.time', { from: time(saleWindow.from), to: time(saleWindow.to) })}
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
        {/* Mounted whatever the outcome: the action's failure is its to show (src/ui/money-action.tsx). */}
        <MoneyOutcomeAlert
          action={buy}
          known={
            limitReached && (
              <Alert color="orange" variant="light" role="alert">
                {t('dailySale.limit')}
              </Alert>
            )
          }
          data-testid="daily-buy-outcome"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {tc('actions.cancel')}
          </Button>
          <Button
            color={variant.color}
            onClick={() => buy.start(program.id)}
            loading={buy.pending}
            disabled={!online || sale.kind !== 'open'}
            data-testid="daily-reserve"
          >
            {sale.kind === 'open'
              ? t('dailySale.reserve')
              : t(sale.kind === 'over' ? 'dailySale.closedAt' : 'dailySale.opensAt', { time: time(sale.at) })}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

export default DailySalePage;
