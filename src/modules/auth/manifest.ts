import type { ModuleManifest } from '@/lib/module-manifest';
import { authRoutes } from './auth-routes';

/** Sign-in, reset password, the CAS callback and logout: public routes, no tab. */
const manifest: ModuleManifest = {
  key: 'auth',
  routes: [],
  publicRoutes: authRoutes,
};
export default manifest;
