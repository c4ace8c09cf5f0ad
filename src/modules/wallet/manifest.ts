import { IconWallet } from '@tabler/icons-react';
import type { ModuleManifest } from '@/lib/module-manifest';
import { paths } from '@/lib/paths';

/**
 * The wallet (platform.md 2.6, 2.8): charge through the bank gateway, transfer, history, and the
 * page the bank returns to. No tab: a fixed dark-teal link beside the tabs and the first entry of
 * the user menu, both gone with ui.removeWallet (so is the module).
 */
export default {
  key: 'wallet',
  namespaces: ['wallet', 'money'],
  routes: [
    { path: paths.UserWallet, lazy: async () => ({ Component: (await import('./wallet-page')).default }) },
    // The gateway may append path segments as well as a query: both are shown (route parameter "*").
    {
      path: `${paths.PaymentResult}/*`,
      lazy: async () => ({ Component: (await import('./payment-result-page')).default }),
    },
  ],
  prefixes: [paths.UserWallet],
  color: 'darkTeal',
  enabled: ({ ui }) => !ui.removeWallet,
  userMenu: [
    {
      labelKey: 'shell:userMenu.wallet',
      to: paths.UserWallet,
      icon: IconWallet,
      order: 10,
      color: 'darkTeal',
      visible: ({ ui }) => !ui.removeWallet,
    },
  ],
} satisfies ModuleManifest;
