import { lazy } from 'react';

// The day's details (teammates' reserves, QR code and forgotten-card code) load when a day is opened,
// not with the reserve page or the report (issue 20). Render it inside a Suspense boundary.
export const LazyReserveDetailsModal = lazy(async () => ({ default: (await import('./reserve-details-modal')).ReserveDetailsModal }));
