import { Accordion, Stack } from '@mantine/core';
import type { BankReturn } from '@machines/payment.machine';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/ui/page-container';
import { PaymentFlowView } from './payment-flow-view';
import { PaymentResultDetails } from './payment-result-details';
import { usePayment } from './use-payment';

/** The gateway's query as the payment machine reads it (`ref`, `status`, `amount`). */
export function bankReturnOf(search: URLSearchParams): BankReturn {
  const amount = Number(search.get('amount'));
  return {
    ref: search.get('ref')?.trim() || null,
    status: search.get('status')?.trim() || null,
    amount: Number.isSafeInteger(amount) && amount > 0 ? amount : null,
  };
}

function PaymentOutcome() {
  const [search] = useSearchParams();
  const flow = usePayment({ returned: bankReturnOf(search) });
  return <PaymentFlowView flow={flow} onResult="wallet-link" />;
}

/**
 * /payment-result (platform.md 2.6, 4): where the bank returns the user. The payment machine
 * restarts from the persisted payment and the gateway's query, verifies it with the server (a
 * reload verifies again: the server credits once) and shows the outcome; below, the parameters
 * as they arrived, for support ("transaction result").
 */
export function PaymentResultPage() {
  const { t } = useTranslation('wallet');
  return (
    <PageContainer title={t('paymentResult.title')} data-testid="payment-result-page">
      <Stack gap="lg">
        <PaymentOutcome />
        <Accordion variant="contained" defaultValue={null}>
          <Accordion.Item value="details">
            <Accordion.Control>{t('paymentResult.details')}</Accordion.Control>
            <Accordion.Panel>
              <PaymentResultDetails />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </PageContainer>
  );
}

export default PaymentResultPage;
