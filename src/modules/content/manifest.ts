import { IconHelpCircle, IconSpeakerphone } from '@tabler/icons-react';
import type { ModuleManifest } from '@/lib/module-manifest';
import { paths } from '@/lib/paths';
import { contentRoutes } from './content-routes';

/** Announcements and FAQ: core screens of every university, no tab (the payment result is the wallet's). */
const manifest: ModuleManifest = {
  key: 'content',
  namespaces: ['content'],
  routes: contentRoutes,
  userMenu: [
    { labelKey: 'shell:userMenu.announcements', to: paths.Announcements, icon: IconSpeakerphone, order: 60 },
    {
      labelKey: 'shell:userMenu.faq',
      to: paths.FAQ,
      icon: IconHelpCircle,
      order: 70,
      visible: ({ ui }) => !ui.hideFaq,
    },
  ],
};
export default manifest;
