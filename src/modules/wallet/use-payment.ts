import {
  paymentMachine,
  type BankReturn,
  type CreatePaymentOutput,
  type PaymentInput,
  type PendingPayment,
} from '@machines/payment.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { CallOptions } from '@/api/transport';
import { getEpaymentGateways, processEpayment, verifyEpayment } from '@/api/generated/epayment/hooks/epayment/epayment';
import { getGetNurtureProfileQueryKey } from '@/api/generated/rest/hooks/credit/credit';
import { getListPaymentTransactionsQueryKey } from '@/api/generated/rest/hooks/payment/payment';
import { ApiError } from '@/api/api-error';
import { useConfig } from '@/config/config-context';
import { paths } from '@/lib/paths';
import { allowedBankTarget, gatewayTargetAllowed, submitToBank } from './bank-redirect';
import { useSession } from '@/session/session-provider';
import {
  paymentOwner,
  readChargeConstant,
  readPendingPayment,
  writeChargeConstant,
  writePendingPayment,
} from './payment-storage';

// The flow shows every failure itself (platform.md 8 gateway errors): no toast on top.
const quiet: CallOptions = { suppressToast: true };

/** A stored payment whose bank page is no longer an allowed address is resumed without it (check or start over). */
function withAllowedRedirect(pending: PendingPayment | null, hosts: readonly string[]): PendingPayment | null {
  if (!pending?.redirect || allowedBankTarget(pending.redirect, hosts)) return pending;
  return { ...pending, redirect: null };
}

/** Where the bank returns the user: this app's /payment-result, absolute (the bank is another site). */
export function callbackUrl(): string {
  return new URL(paths.PaymentResult, window.location.origin).toString();
}

export interface PaymentFlowOptions {
  /** The gateway's query on /payment-result; absent on the wallet page. */
  returned?: BankReturn | null;
  /** `?charge=<rials>` of the low-credit notice. */
  requestedAmount?: number | null;
}

/**
 * Runs the payment machine with the app's implementations: the generated epayment calls, the
 * sessionStorage persistence, the real bank redirect, the remembered amount, and a refresh of the
 * wallet and history after a verified charge. Input is read once, at mount (the machine's start).
 */
export function usePayment({ returned = null, requestedAmount = null }: PaymentFlowOptions = {}) {
  const queryClient = useQueryClient();
  const { gatewayHosts } = useConfig().endpoints;
  const owner = paymentOwner(useSession().profile);
  const [input] = useState<PaymentInput>(() => ({
    persisted: withAllowedRedirect(readPendingPayment(owner), gatewayHosts),
    returned,
    requestedAmount: requestedAmount ?? readChargeConstant(),
  }));
  const [machine] = useState(() =>
    paymentMachine.provide({
      actors: {
        loadGateways: fromPromise(
          async ({ input: i }) => (await getEpaymentGateways({ consumer: i.consumer }, quiet)).payload,
        ),
        createPayment: fromPromise(async ({ input: i }) => {
          const answer = await processEpayment(
            {
              amount: i.amount,
              gatewayId: i.gatewayId,
              consumer: i.consumer,
              callBackAppUrl: callbackUrl(),
              currentPhase: 'charge',
            },
            quiet,
          );
          const created = answer.payload as CreatePaymentOutput;
          // The card details go wherever this points: only this site or a configured gateway host.
          if (!gatewayTargetAllowed(created, gatewayHosts)) throw ApiError.invalidResponse(200, created);
          return created;
        }),
        verifyPayment: fromPromise(
          async ({ input: i }) =>
            (await verifyEpayment({ paymentCode: i.paymentCode, status: i.status }, quiet)).payload,
        ),
      },
      actions: {
        persist: (_, pending) => writePendingPayment(pending, owner),
        submitToBank: (_, redirect) => submitToBank(redirect, gatewayHosts),
        rememberAmount: (_, { amount }) => writeChargeConstant(amount),
        notifyCharged: () => {
          void queryClient.invalidateQueries({ queryKey: getGetNurtureProfileQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getListPaymentTransactionsQueryKey().slice(0, 1) });
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input });

  // Back from the bank through the back/forward cache: the page is the one we left, mid-redirect.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) send({ type: 'page.restored' });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [send]);

  return { snapshot, send };
}
