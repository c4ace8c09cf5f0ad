import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageStar, IconWallet } from '@tabler/icons-react';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { ReserveMode } from '@machines/reserve-count-rules';
import { useConfig } from '@/config/config-context';
import { isoDate } from '@/lib/jalali';
import { canChargeOnline } from '@/lib/low-credit';
import { LowCreditNotice } from '@/ui/low-credit-notice';
import { SegmentedChoice } from '@/ui/segmented-choice';
import { Money } from '@/ui/money';
import { PageContainer } from '@/ui/page-container';
import { framedQuery, usePageFrame } from '@/ui/page-frame';
import { WeekSelector } from '@/ui/week-selector';
import { CURRENT_WEEK_INDEX, weeksOfDay } from '@/ui/week-range';
import { useReserveCart } from '@/ui/use-reserve-cart';
import { usePageSnapshot, type PageSnapshotOptions } from '@/ui/use-page-snapshot';
import { LazyReserveDetailsModal } from '../details/lazy-reserve-details-modal';
import { useOpenedOnce } from '@/ui/use-opened-once';
import { useReserveMode, useSelectedSelfId } from '../local-settings';
import { dayOf, isFreeRestaurant, shownSelf } from '../program-model';
import {
  isNoProgram,
  useProgramsQueryKey,
  useReserveCredit,
  useVariantSelfs,
  useKeepWeek,
  useWeekFromDevice,
  useWeekProgram,
  useWeekReserves,
} from '../reservation-queries';
import { EmptyNotice, QueryState } from '../shared/query-state';
import { SelfPicker } from '../selfs/self-picker';
import { useIsMobile } from '@/ui/use-is-mobile';
import { useSession } from '@/session/session-provider';
import { useVariant, variantPage } from '../shared/variant-scope';
import { ProgramDayList, ProgramWeekTable } from './program-week-view';
import classes from './reserve-page.module.css';
import { TicketFromAddress } from './ticket-from-address';

// The reserve reminders and the calendar export load after the week (the page's first load has a budget).
const ReserveReminders = lazy(
  () => import(/* webpackChunkName: "reserve-reminders" */ '../reminders/reserve-reminders'),
);
// A free restaurant's cart (modules.md 2.5) loads with its first such self: most selfs reserve directly.
const CartPanel = lazy(async () => ({
  default: (await import(/* webpackChunkName: "reserve-cart" */ '../cart/cart-panel')).CartPanel,
}));
// The self chooser (a modal, with its focus trap and scroll lock) loads when it first opens.
const SelfChooserModal = lazy(async () => ({
  default: (await import('../selfs/self-chooser-modal')).SelfChooserModal,
}));
// The poll (its rating widgets and the vote form) loads when opened.
const PollModal = lazy(async () => ({ default: (await import('../rating/poll-modal')).PollModal }));

function createReminderSlot(): HTMLElement | null {
  // None in the build's prerender (no document; the frame has no reminders to show).
  if (typeof document === 'undefined') return null;
  const slot = document.createElement('div');
  slot.style.display = 'contents';
  return slot;
}

/** /food/reserve, /sport/reserve, /health/reserve, /transport/reserve (modules.md 2.5). */
export const ReservePage = variantPage(ReserveScreen);

function useToday(fixed?: Date): Date {
  // One "today" per mount (the week list must not rebuild on every render).
  const [today] = useState(() => fixed ?? new Date());
  return fixed ?? today;
}

/*
 * The page's parts that read an answer of their own (the credit) are components of their own, and
 * the toolbar's controls are memoized: an answer arriving renders its readers again at once (a
 * query's store), and the page's whole render in that task was most of the reserve page's blocking
 * time (TBT).
 */
const Credit = memo(function Credit({ framed }: { framed: boolean }) {
  const { t } = useTranslation('reservation');
  const { ui } = useConfig();
  const credit = framedQuery(useReserveCredit(), framed);
  const profile = credit.data?.payload;
  const subsidy = profile?.subsidyCredit ?? 0;
  // What a reserve is paid from: the subsidy credit first, then the cash credit (both shown).
  return (
    // Never in the page's snapshot: its place shows what the page shows while the credit loads.
    <Group gap={6} wrap="nowrap" aria-live="polite" data-testid="credit" data-not-kept={`${t('reserve.credit')} …`}>
      <IconWallet size={18} aria-hidden />
      {!credit.isSuccess ? (
        <Text size="sm">{t('reserve.credit')} …</Text>
      ) : (
        <>
          {!ui.showOnlySubsidyCredit && (
            <Text size="sm" c="dimmed" span>
              {t('reserve.credit')}{' '}
              <Money rials={profile?.credit ?? 0} fw={700} c="var(--mantine-color-text)" data-testid="credit-cash" />
            </Text>
          )}
          {(subsidy > 0 || ui.showOnlySubsidyCredit) && (
            <Text size="sm" c="dimmed" span>
              {t('reserve.subsidy')}{' '}
              <Money rials={subsidy} fw={700} c="var(--mantine-color-text)" data-testid="credit-subsidy" />
            </Text>
          )}
        </>
      )}
    </Group>
  );
});

interface ReserveModeSwitchProps {
  mode: ReserveMode;
  onChange: (mode: ReserveMode) => void;
  disabled: boolean;
}

function ReserveModeSwitch({ mode, onChange, disabled }: ReserveModeSwitchProps) {
  const { t } = useTranslation('reservation');
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" id="reserve-mode-label">
        {t('reserve.mode.label')}
      </Text>
      <SegmentedChoice
        size="xs"
        value={mode}
        onChange={onChange}
        disabled={disabled}
        aria-labelledby="reserve-mode-label"
        data={[
          { value: 'default', label: t('reserve.mode.default') },
          { value: 'new', label: t('reserve.mode.new') },
        ]}
        data-testid="reserve-mode"
      />
    </Stack>
  );
}

/** The low-credit notice under the toolbar, where the student can charge online. */
const ReserveLowCredit = memo(function ReserveLowCredit({ framed, today }: { framed: boolean; today: Date }) {
  const { ui } = useConfig();
  const { profile } = useSession();
  const credit = framedQuery(useReserveCredit(), framed);
  if (!credit.data || !canChargeOnline(ui, profile?.group)) return null;
  return (
    <div data-not-kept="" style={{ display: 'contents' }}>
      <LowCreditNotice cash={credit.data.payload.credit} now={today} />
    </div>
  );
});

/**
 * The page a repeat visit paints before the scripts (docs/decisions/0023-page-snapshot.md).
 * Kept only for the current week as the server answered it (what a reload draws first).
 */
function WeekSnapshot(props: PageSnapshotOptions) {
  usePageSnapshot(props);
  return null;
}

/** `today` defaults to now; tests pass a fixed day. */
function ReserveScreen({ today: fixedToday }: { today?: Date }) {
  const variant = useVariant();
  const { t } = useTranslation('reservation');
  const isMobile = useIsMobile();
  // While the session is confirmed, and in the build's prerender, only the page's frame: its title and
  // toolbar with this week, then the same elements live (src/ui/page-frame.ts).
  const framed = usePageFrame();
  const today = useToday(fixedToday);
  const todayIso = isoDate(today);
  const weeks = useMemo(() => weeksOfDay(todayIso), [todayIso]);
  const [weekIndex, setWeekIndex] = useState(CURRENT_WEEK_INDEX);
  const weekStart = (weeks[weekIndex] ?? weeks[CURRENT_WEEK_INDEX]!).start.isoDate;

  const selfs = framedQuery(useVariantSelfs(variant), framed);
  const [selfId, setSelfId] = useSelectedSelfId(variant.key, framed);
  const { mode, changeable, setMode } = useReserveMode(variant.key);
  const self = (selfs.data && shownSelf(selfs.data, selfId)) ?? null;
  const only = selfs.data?.length === 1 ? selfs.data[0] : undefined;
  const [chooserOpened, chooser] = useDisclosure(false);
  const [chooserDismissed, setChooserDismissed] = useState(false);
  const [pollOpened, poll] = useDisclosure(false);
  const pollWanted = useOpenedOnce(pollOpened);
  const [detailsDate, setDetailsDate] = useState<string | null>(null);
  // Where the reminder settings go, below the week: an element of the page's own, put in place by the
  // ref below. A slot found in the DOM would be state set in the commit, which renders the whole page
  // again at once, before the browser paints it (a long task on a slow phone: LCP, TBT).
  const [reminderSlot] = useState(createReminderSlot);
  const placeReminderSlot = useCallback(
    (node: HTMLElement | null) => {
      if (reminderSlot) node?.append(reminderSlot);
    },
    [reminderSlot],
  );

  // The only self of the mode is selected for the user; a remembered self that is gone is forgotten.
  useEffect(() => {
    if (!selfs.data) return;
    if (only && selfId !== only.id) setSelfId(only.id);
    else if (selfId !== null && !selfs.data.some((s) => s.id === selfId)) setSelfId(null);
  }, [selfs.data, only, selfId, setSelfId]);

  const programQuery = useWeekProgram(self?.id ?? null, weekStart);
  const program = framedQuery(programQuery, framed);
  // Remount per self, week and mode: every counter starts from that program's server counts.
  const weekKey = `${self?.id}:${weekStart}:${mode}`;
  // The week's cards are the page's biggest render. An answer arrives through the query cache's
  // store, whose updates React renders in one blocking task (a long one on a slow phone); deferred,
  // the week renders in slices that keep the page responsive (TBT). The key travels with
  // the data, so a week never shows under another's key while the next one renders.
  const programData = framed ? undefined : programQuery.data;
  const shownWeek = useDeferredValue(
    useMemo(() => (programData ? { key: weekKey, data: programData } : null), [weekKey, programData]),
  );
  const programsKey = useProgramsQueryKey(self?.id ?? null, weekStart);
  const reserves = framedQuery(useWeekReserves(variant, weekStart, self !== null), framed);
  const cart = useReserveCart();
  const freeRestaurant = isFreeRestaurant(self);
  // Painted from the copy kept on this device until the server's answers replace it.
  useKeepWeek();
  const fromDevice = useWeekFromDevice(variant, self?.id ?? null, weekStart) && !framed;

  const reserveIdOf = (date: string, mealTypeId: number) =>
    reserves.data?.weekDays
      .find((d) => dayOf(d.date) === dayOf(date))
      ?.mealTypes.find((m) => m.mealTypeId === mealTypeId)?.reserve?.id ?? null;

  const needsSelf = selfs.isSuccess && self === null && !only;
  // modules.md 2.5: without a self, the chooser opens by itself on desktop.
  const chooserShown = (needsSelf && !isMobile && selfs.data.length > 0 && !chooserDismissed) || chooserOpened;
  const chooserWanted = useOpenedOnce(chooserShown);
  // modules.md 2.5: no self on mobile → the self list first.
  if (needsSelf && isMobile && selfs.data.length > 0) return <Navigate to={variant.paths.selfs} replace />;

  const detailsDay = detailsDate
    ? (reserves.data?.weekDays.find((d) => dayOf(d.date) === dayOf(detailsDate)) ?? null)
    : null;

  const selfPicker = (
    <SelfPicker
      label={t(variant.text('self'))}
      selfs={selfs.data}
      value={self?.id ?? null}
      prompt={t(variant.text('chooseSelf'))}
      onSelect={setSelfId}
      w={isMobile ? undefined : 240}
      disabled={!selfs.isSuccess}
      data-testid="self-picker"
    />
  );
  const weekSelector = (
    <WeekSelector today={today} value={weekIndex} onChange={setWeekIndex} data-testid="week-selector" />
  );
  // Always in the page (a live region must exist before its text changes), empty but while the week
  // is the kept copy.
  const updatingMark = (
    <Text size="sm" c="dimmed" span role="status" aria-live="polite" data-testid="week-updating" data-snapshot-updating>
      {fromDevice && (
        <>
          <Loader size={12} me={6} aria-hidden />
          {t('reserve.updating')}
        </>
      )}
    </Text>
  );
  const toolbar = (
    <Paper withBorder radius="md" p="sm">
      {isMobile ? (
        <Stack gap="sm">
          {selfPicker}
          {changeable && <ReserveModeSwitch mode={mode} onChange={setMode} disabled={framed} />}
          <Credit framed={framed} />
          <Group justify="center">
            {weekSelector}
            {updatingMark}
          </Group>
        </Stack>
      ) : (
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group align="flex-end" gap="sm">
            {selfPicker}
            {changeable && <ReserveModeSwitch mode={mode} onChange={setMode} disabled={framed} />}
          </Group>
          <Group gap="md" align="center">
            {updatingMark}
            <Credit framed={framed} />
            {weekSelector}
          </Group>
        </Group>
      )}
    </Paper>
  );

  let body;
  // Whether the body shows a loader: the reminder settings wait for it to settle (below).
  let bodyLoading = false;
  if (!selfs.isSuccess) {
    bodyLoading = selfs.isPending;
    body = (
      <QueryState
        loading={selfs.isPending}
        error={selfs.isError}
        onRetry={() => void selfs.refetch()}
        backTo={variant.paths.home}
      />
    );
  } else if (selfs.data.length === 0) {
    body = <EmptyNotice>{t(variant.text('noSelf'))}</EmptyNotice>;
  } else if (!self) {
    body = (
      <EmptyNotice
        actions={
          <Button onClick={chooser.open} data-testid="open-self-chooser">
            {t(variant.text('chooseSelf'))}
          </Button>
        }
      >
        {t('selfs.noneSelected', { self: t(variant.text('self')) })}
      </EmptyNotice>
    );
  } else if (program.isError && isNoProgram(program.error)) {
    body = <EmptyNotice>{t(variant.text('emptyProgram'))}</EmptyNotice>;
  } else if (!program.isSuccess) {
    bodyLoading = program.isPending;
    body = (
      <QueryState
        loading={program.isPending}
        error={program.isError}
        onRetry={() => void program.refetch()}
        backTo={variant.paths.home}
      />
    );
  } else if (program.data.weekDays.length === 0) {
    body = <EmptyNotice>{t(variant.text('emptyProgram'))}</EmptyNotice>;
  } else if (shownWeek?.key !== weekKey) {
    bodyLoading = true;
    body = <QueryState loading error={false} onRetry={() => void program.refetch()} backTo={variant.paths.home} />;
  } else {
    const viewProps = {
      week: shownWeek.data,
      mode,
      selfId: self.id,
      programsKey,
      cart: freeRestaurant ? cart : null,
      today,
      reserveIdOf,
      onOpenDetails: setDetailsDate,
    };
    const week = isMobile ? (
      <ProgramDayList key={weekKey} {...viewProps} />
    ) : (
      <ProgramWeekTable key={weekKey} {...viewProps} />
    );
    // Counts and credit are never acted on from the kept copy: its buttons are disabled (a disabled
    // fieldset disables every control inside) until the server's week replaces it.
    body = (
      <fieldset disabled={fromDevice} className={classes.week} data-from-device={fromDevice || undefined}>
        {week}
      </fieldset>
    );
  }

  return (
    <PageContainer
      title={t(variant.text('reserve'))}
      withCard={false}
      leftButton={
        variant.hasRating ? (
          <Button
            variant="light"
            leftSection={<IconMessageStar size={18} aria-hidden />}
            onClick={poll.open}
            disabled={framed}
            data-testid="open-poll"
          >
            {t('rating.open')}
          </Button>
        ) : undefined
      }
      data-testid="reserve-page"
    >
      {toolbar}
      {/*
        The deadline banner here; the reminder settings below the week, once the body has settled: a
        panel that appeared above a loader pushed it down by its height (a layout shift).
      */}
      <Suspense fallback={null}>
        <ReserveReminders
          variant={variant}
          self={self && !bodyLoading ? { id: self.id, name: self.name ?? String(self.id) } : null}
          weekStart={weekStart}
          program={program.data}
          reserves={reserves.data}
          panelSlot={reminderSlot}
        />
      </Suspense>
      <ReserveLowCredit framed={framed} today={today} />
      {freeRestaurant && (
        <Suspense fallback={null}>
          <CartPanel cart={cart} />
        </Suspense>
      )}
      {body}
      <WeekSnapshot
        drawn={!bodyLoading}
        keep={
          !fromDevice && weekIndex === CURRENT_WEEK_INDEX && !bodyLoading && program.isSuccess && reserves.isSuccess
            ? `${weekKey}:${program.dataUpdatedAt}:${reserves.dataUpdatedAt}`
            : false
        }
        validForMs={new Date(`${weeks[CURRENT_WEEK_INDEX + 1]!.start.isoDate}T00:00:00`).getTime() - today.getTime()}
        updating={t('reserve.updating')}
      />
      <div ref={placeReminderSlot} style={{ display: 'contents' }} />
      {!framed && <TicketFromAddress onOpen={setDetailsDate} />}
      {chooserWanted && (
        <Suspense fallback={null}>
          <SelfChooserModal
            opened={chooserShown}
            onClose={() => {
              setChooserDismissed(true);
              chooser.close();
            }}
            title={t(variant.text('chooseSelf'))}
            selfs={selfs.data ?? []}
            selectedId={selfId}
            onSelect={(chosen) => {
              setSelfId(chosen.id);
              chooser.close();
            }}
          />
        </Suspense>
      )}
      {detailsDate && (
        <LazyReserveDetailsModal
          opened
          onClose={() => setDetailsDate(null)}
          date={detailsDate}
          day={detailsDay}
          mealTypes={reserves.data?.mealTypes ?? []}
          loading={reserves.isPending}
          error={reserves.isError}
          onRetry={() => void reserves.refetch()}
          today={today}
        />
      )}
      {variant.hasRating && pollWanted && (
        <Suspense fallback={null}>
          <PollModal opened={pollOpened} onClose={poll.close} />
        </Suspense>
      )}
    </PageContainer>
  );
}

export default ReservePage;
