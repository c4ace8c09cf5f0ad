import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconHelpHexagon } from '@tabler/icons-react';
import {
  hashKey,
  useMutation,
  useMutationState,
  useQueryClient,
  type MutationKey,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/api-error';
import { outcomeUnknown } from '@/api/money-outcome';

/*
 * A money action: a call that moves money (a transfer, a buy, a sale). One mechanism for
 * all of them:
 * - single flight: one user action is at most one request. `start` looks the action's key up in
 *   TanStack's mutation cache, synchronously, so a double click that lands before React re-renders
 *   (a slow CPU, a bouncing button) finds the first call pending and sends nothing;
 * - it outlives its dialog: the mutation lives in the cache, not in the component, so a dialog closed
 *   with Esc and opened again shows the same call pending (and its end), never a fresh "buy";
 * - the truth before a retry: after any failure the queries holding the balance, counts and history
 *   are re-read while the action still counts as pending (its button disabled); only then does it
 *   end, as `refused` (the server said no: nothing moved) or `unknown` (no answer, a timeout, a 5xx:
 *   the server may have acted), which views show as "check before retrying".
 */

export type MoneyOutcome<TData> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; data: TData }
  /** The server refused: nothing moved. `message` is the server's words when it sent any. */
  | { status: 'refused'; error: ApiError; message: string | null }
  /** Whether the money moved is not known: the truth was re-read; the user checks before retrying. */
  | { status: 'unknown' };

export { outcomeUnknown };

export function outcomeOf<TData>(state: { status: string; data?: unknown; error?: unknown }): MoneyOutcome<TData> {
  if (state.status === 'pending') return { status: 'pending' };
  if (state.status === 'success') return { status: 'done', data: state.data as TData };
  if (state.status === 'error') {
    const { error } = state;
    if (outcomeUnknown(error)) return { status: 'unknown' };
    const refused = error as ApiError;
    return { status: 'refused', error: refused, message: refused.hasServerMessage ? refused.messageFa : null };
  }
  return { status: 'idle' };
}

function isPending(client: QueryClient, key: MutationKey): boolean {
  return client.getMutationCache().findAll({ mutationKey: key, exact: true, status: 'pending' }).length > 0;
}

/** The id of the newest settled call of `key` (0 without any): what a view mounted now does not report. */
function lastSettledId(client: QueryClient, key: MutationKey): number {
  const settled = client
    .getMutationCache()
    .findAll({ mutationKey: key, exact: true })
    .filter((m) => m.state.status !== 'pending');
  return settled.reduce((max, m) => Math.max(max, m.mutationId), 0);
}

/*
 * Every call ends in one message the user sees. The outcome alerts mounted per action (a dialog's):
 * while one is, a failure is left to it; but it may go before the user read it (the re-read that
 * precedes the end can close its dialog: a reserve moved to another self is no longer this card's).
 * So a failure stays "owed" until the user moves on from it (`dismiss`: closing the dialog, a new
 * call), and the last alert of an action that goes with one owed announces it as a notification.
 */
const mounted = new Map<string, number>();
const owed = new Map<string, () => void>();

function owe(hash: string, announce: () => void): void {
  if (mounted.get(hash)) owed.set(hash, announce);
  else announce();
}

/** What the server held once a call's failure was re-read (nowText), by call id: the alert shows it too. */
const heldNow = new Map<number, string>();

export interface MoneyActionOptions<TVars, TData> {
  /** One key per action and target (`['dailySale', 'buy', programId]`). */
  key: MutationKey;
  /** The call: one request, sent quietly (the action reports its own outcome). */
  run: (vars: TVars) => Promise<TData>;
  /** The queries holding what the action changes (balance, counts, history): re-read after it ends. */
  truth: readonly QueryKey[];
  /** After success, even when the view that started it is gone (a notification, a refresh). */
  onDone?: (data: TData, vars: TVars) => void;
  /** In the view, once per call that ends while it is shown (close a dialog, clear a form). */
  onSettled?: (outcome: MoneyOutcome<TData>) => void;
  /** A success no view shows is announced with this text. */
  doneText?: (data: TData) => string;
  /**
   * After an unknown outcome, once the truth is re-read: what the server holds now, in words ("the
   * reserve is at …"), added to "we could not confirm"; null when the re-read tells nothing.
   */
  nowText?: (client: QueryClient, vars: TVars) => string | null;
}

export interface MoneyAction<TVars, TData> {
  /** The action's key, hashed: what its outcome alert registers under. */
  id: string;
  /** Sends the call unless one of this key is already pending; answers whether it sent. */
  start: (vars: TVars) => boolean;
  /** A call of this key is pending, started here or by a view that is gone. */
  pending: boolean;
  /** The last call of this key started or ended while this view was shown. */
  outcome: MoneyOutcome<TData>;
  /** The id of the call `outcome` is of (0: none). */
  call: number;
  /** Hides the outcome (the user moved on: closed its dialog); the next call shows its own. */
  dismiss: () => void;
}

export function useMoneyAction<TVars = void, TData = unknown>(
  options: MoneyActionOptions<TVars, TData>,
): MoneyAction<TVars, TData> {
  const { key, run, truth, onDone, onSettled, doneText, nowText } = options;
  const client = useQueryClient();
  const { t } = useTranslation('money');
  const hash = hashKey(key);
  const reread = () => Promise.all(truth.map((queryKey) => client.invalidateQueries({ queryKey })));

  // The mutation keeps the options of the last render (TanStack updates them), even once unmounted.
  const mutation = useMutation<TData, unknown, TVars>({
    mutationKey: key,
    mutationFn: run,
    onSuccess: (data, vars) => {
      onDone?.(data, vars);
      void reread();
      const text = doneText?.(data);
      if (text && !mounted.get(hash)) notifications.show({ color: 'teal', message: text, withCloseButton: true });
    },
    // Awaited by TanStack before the call leaves "pending": no retry is offered on the old values.
    onError: async (error, vars) => {
      // Single flight: the one pending call of the key is this one.
      const call = client.getMutationCache().find({ mutationKey: key, exact: true, status: 'pending' });
      await reread();
      const outcome = outcomeOf<TData>({ status: 'error', error });
      const now = outcome.status === 'unknown' ? (nowText?.(client, vars) ?? null) : null;
      if (now && call) heldNow.set(call.mutationId, now);
      const words = outcome.status === 'refused' ? (outcome.message ?? t('refused')) : t('unknown');
      owe(hash, () =>
        notifications.show({
          color: outcome.status === 'refused' ? 'red' : 'orange',
          title: outcome.status === 'unknown' ? t('unknownTitle') : undefined,
          message: now ? t('unknownNow', { now }) : words,
          autoClose: false,
          withCloseButton: true,
          'data-testid': `money-notice-${outcome.status}`,
        } as Parameters<typeof notifications.show>[0]),
      );
    },
  });

  const [since, setSince] = useState(() => lastSettledId(client, key));
  const calls = useMutationState({
    filters: { mutationKey: key, exact: true },
    select: (m) => ({ id: m.mutationId, status: m.state.status, data: m.state.data, error: m.state.error }),
  });
  const pending = calls.some((c) => c.status === 'pending');
  const latest = calls.filter((c) => c.id > since).at(-1);
  const outcome: MoneyOutcome<TData> = pending
    ? { status: 'pending' }
    : latest
      ? outcomeOf<TData>(latest)
      : { status: 'idle' };

  // Each call's end reaches the view once, whichever view started it.
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (!latest || pending || latest.status === 'pending' || reported.current === latest.id) return;
    reported.current = latest.id;
    onSettled?.(outcome);
  });

  return {
    id: hash,
    start: (vars) => {
      if (isPending(client, key)) return false;
      owed.delete(hash);
      mutation.mutate(vars);
      return true;
    },
    pending,
    outcome,
    call: pending ? 0 : (latest?.id ?? 0),
    dismiss: () => {
      owed.delete(hash);
      setSince(lastSettledId(client, key));
    },
  };
}

/**
 * An unknown or refused outcome in words: "check before retrying", or the server's refusal. While
 * one is mounted for an action, that action's failures are its to show; the last one to go while
 * the user has not moved on from a failure hands it to a notification.
 */
export function MoneyOutcomeAlert({
  action,
  refusedText,
  known,
  'data-testid': testId = 'money-outcome',
}: {
  action: Pick<MoneyAction<never, unknown>, 'id' | 'outcome' | 'call'>;
  refusedText?: string;
  /** A refusal the view words itself (a known error code): shown instead of the alert's own words. */
  known?: ReactNode;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('money');
  const { id, outcome, call } = action;
  useEffect(() => {
    mounted.set(id, (mounted.get(id) ?? 0) + 1);
    return () => {
      const left = (mounted.get(id) ?? 1) - 1;
      if (left > 0) return void mounted.set(id, left);
      mounted.delete(id);
      // Gone with a failure the user did not move on from (its dialog closed by the re-read): announced.
      const announce = owed.get(id);
      owed.delete(id);
      announce?.();
    };
  }, [id]);
  if (outcome.status === 'refused' && known) return <>{known}</>;
  if (outcome.status === 'unknown') {
    return (
      <Alert
        color="orange"
        icon={<IconHelpHexagon size={18} />}
        title={t('unknownTitle')}
        role="alert"
        data-testid={`${testId}-unknown`}
      >
        {heldNow.has(call) ? t('unknownNow', { now: heldNow.get(call) }) : t('unknown')}
      </Alert>
    );
  }
  if (outcome.status === 'refused') {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid={`${testId}-refused`}>
        {outcome.message ?? refusedText ?? t('refused')}
      </Alert>
    );
  }
  return null;
}
