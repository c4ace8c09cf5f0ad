import type { ModuleManifest } from '@/lib/module-manifest';
import accountManifest from '@/modules/account/manifest';
import authManifest from '@/modules/auth/manifest';
import contentManifest from '@/modules/content/manifest';
import faceManifest from '@/modules/face/manifest';
import dormitoryManifest from '@/modules/dormitory/manifest';
import helpdeskManifest from '@/modules/helpdesk/manifest';
import reservationManifests from '@/modules/reservation/manifest';
import walletManifest from '@/modules/wallet/manifest';
import surveysManifest from '@/modules/surveys/manifest';

/**
 * Every module of the app: adding a module is a folder with a `manifest.ts` and one line here.
 * The shell's tabs, colours and breadcrumbs, the route table, the home page, the user menu and the
 * command palette are built from this list (src/app/shell/modules.ts); the order of tabs is
 * MODULE_KEYS' (platform.md 2.6), whatever the order here.
 */
export const MANIFESTS: readonly ModuleManifest[] = [
  ...reservationManifests,
  surveysManifest,
  dormitoryManifest,
  helpdeskManifest,
  contentManifest,
  accountManifest,
  authManifest,
  walletManifest,
  faceManifest,
];
