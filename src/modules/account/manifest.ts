import { IconHistory, IconLock, IconMail, IconSettings } from '@tabler/icons-react';
import type { ModuleManifest } from '@/lib/module-manifest';
import { paths } from '@/lib/paths';
import { accountRoutes } from './account-routes';

/*
 * The user's own pages (platform.md 2.1 "User", 2.6 user menu, 2.9): profile and settings (with the
 * password and CVV2 tabs) and messages. No tab: they are reached from the user menu and the palette.
 * The activity report (order 40) shows unless the university turns it off (samad.ActivityReport).
 */
const manifest: ModuleManifest = {
  key: 'account',
  namespaces: ['account', 'face'],
  routes: accountRoutes,
  prefixes: [
    paths.UserProfile,
    paths.UserMessages,
    paths.UserCart,
    paths.UserActivityReport,
    paths.UserFeedbacks,
    paths.UserAuthorize,
  ],
  userMenu: [
    { labelKey: 'shell:userMenu.messages', to: paths.UserMessages, icon: IconMail, order: 20 },
    {
      labelKey: 'shell:userMenu.changePassword',
      to: `${paths.UserProfile}?scope=password`,
      icon: IconLock,
      order: 30,
      visible: ({ ui, university }) => !ui.hideChangePassword && university.samad.changePassword !== false,
    },
    {
      labelKey: 'shell:userMenu.activityReport',
      to: paths.UserActivityReport,
      icon: IconHistory,
      order: 40,
      visible: ({ university }) => university.samad.ActivityReport !== false,
    },
    { labelKey: 'shell:userMenu.settings', to: paths.UserProfile, icon: IconSettings, order: 50 },
  ],
  // Not in the spec's user menu (platform.md 2.6): reached from the palette (and the authorize page by link).
  commands: [
    { id: 'feedbacks', labelKey: 'account:feedbacks.title', to: paths.UserFeedbacks },
    { id: 'authorize', labelKey: 'account:authorize.title', to: paths.UserAuthorize },
  ],
};
export default manifest;
