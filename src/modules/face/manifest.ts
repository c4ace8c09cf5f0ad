import { IconFaceId } from '@tabler/icons-react';
import type { ModuleManifest } from '@/lib/module-manifest';
import { paths } from '@/lib/paths';
import { faceEnabled } from './face-settings';

/**
 * Face enrollment (platform.md 2.10): /face (state) and /face/enrollment (the capture). The capture
 * view itself lives in src/ui/face-capture so the profile's face-enrollment tab (account module)
 * can show it without importing this module. Its home tile and forced redirect: shell-parts.ts.
 */
export default {
  key: 'face',
  namespaces: ['face'],
  routes: [
    { path: paths.Face, lazy: async () => ({ Component: (await import('./face-home-page')).FaceHomePage }) },
    {
      path: paths.FaceEnrollment,
      lazy: async () => ({ Component: (await import('./face-enrollment-page')).FaceEnrollmentPage }),
    },
  ],
  prefixes: [paths.Face],
  // platform.md 2.6: face purple (Mantine's grape).
  color: 'grape',
  enabled: ({ university }) => faceEnabled(university),
  tab: { path: paths.Face, icon: IconFaceId },
  // No palette commands of its own: the palette already lists /face and /face/enrollment (named routes).
} satisfies ModuleManifest;
