import type { RouteObject } from 'react-router';
import manifest from './manifest';

/**
 * The wallet's routes for the shell's route table until the manifests compose it (src/app/modules.ts):
 * the same objects the manifest declares.
 */
export const walletRoutes: RouteObject[] = [...manifest.routes];
