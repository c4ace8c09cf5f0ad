import type { RouteObject } from 'react-router';
import { paths } from '@/lib/paths';

/** The user pages of platform.md 2.1 that work against the mock today (lazy: their code loads with the route). */
export const accountRoutes: RouteObject[] = [
  { path: paths.UserProfile, lazy: async () => ({ Component: (await import('./profile/profile-page')).default }) },
  { path: paths.UserMessages, lazy: async () => ({ Component: (await import('./messages/messages-page')).default }) },
  {
    path: `${paths.UserMessages}/:id`,
    lazy: async () => ({ Component: (await import('./messages/message-page')).default }),
  },
  {
    path: paths.UserActivityReport,
    lazy: async () => ({ Component: (await import('./activity/activity-report-page')).default }),
  },
  {
    path: paths.UserFeedbacks,
    lazy: async () => ({ Component: (await import('./feedbacks/feedbacks-page')).default }),
  },
  {
    path: `${paths.UserFeedbacks}/:id`,
    lazy: async () => ({ Component: (await import('./feedbacks/feedback-page')).default }),
  },
  {
    path: paths.UserAuthorize,
    lazy: async () => ({ Component: (await import('./authorize/authorize-page')).default }),
  },
  { path: paths.UserCart, lazy: async () => ({ Component: (await import('./cart/cart-page')).default }) },
];
