import { IconHelpCircle, IconSpeakerphone } from '@tabler/icons-react';
import type { ModuleManifest } from '@/lib/module-manifest';
import { paths } from '@/lib/paths';
import { contentRoutes } from './content-routes';

/** Announcements, FAQ and the payment result page: core screens of every university, no tab. */
const manifest: ModuleManifest = {
  key: 'content',
  routes: contentRoutes,
  userMenu: [
    { labelKey: 'shell:userMenu.announcements', to: paths.Announcements, icon: IconSpeakerphone, order: 60 },
    { labelKey: 'shell:userMenu.faq', to: paths.FAQ, icon: IconHelpCircle, order: 70, visible: ({ ui }) => !ui.hideFaq },
  ],
};
export default manifest;
