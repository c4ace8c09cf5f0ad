import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/ui/use-opened-once';
import classes from './toasts.module.css';

// The toasts' view (its transitions, portal and scroll-lock code) loads with the
// first toast, not with every page. A toast shown before it arrives waits in
// @mantine/notifications' store and appears when the view mounts; its auto-close starts then.
const Notifications = lazy(async () => ({ default: (await import('./toasts-view')).Notifications }));

/**
 * The app's toasts, at the bottom of the screen (at the top one covered a modal's title),
 * above the phone's bottom navigation. The polite live region is in the page from the start, so a screen reader
 * already watches it when the first toast comes; the view renders inside it (fixed
 * position, so where it sits in the tree does not matter) instead of in a portal.
 */
export function Toasts() {
  const { notifications } = useNotifications();
  const wanted = useOpenedOnce(notifications.length > 0);
  return (
    <div aria-live="polite" data-testid="toasts">
      {wanted && (
        <Suspense fallback={null}>
          <Notifications position="bottom-center" limit={1} withinPortal={false} className={classes.toasts} />
        </Suspense>
      )}
    </div>
  );
}
