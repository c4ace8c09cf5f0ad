import { lazy, Suspense } from 'react';
import type { ReserveDetailsModalProps } from './reserve-details-modal';

// The day's details (teammates' reserves, QR code and forgotten-card code) load when a day is opened,
// not with the reserve page or the report.
const ReserveDetailsModal = lazy(async () => ({
  default: (await import('./reserve-details-modal')).ReserveDetailsModal,
}));

/** The reserve-details modal, loaded when first rendered (it appears once loaded). */
export function LazyReserveDetailsModal(props: ReserveDetailsModalProps) {
  return (
    <Suspense fallback={null}>
      <ReserveDetailsModal {...props} />
    </Suspense>
  );
}
