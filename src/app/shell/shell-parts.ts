import type { ModuleKey, ModuleManifest } from '@/lib/module-manifest';
import { useForcedFaceRedirect } from '@/modules/face/face-home';
import { useMandatorySurveyRedirect } from '@/modules/surveys/use-mandatory-survey';

/*
 * The modules' forced redirects (platform.md 4), by module key. Only the signed-in shell runs them,
 * so they load with it: src/app/manifests.ts keeps what the route table needs, and the
 * home widgets load with the home page (src/app/home/module-homes.ts).
 */
const FORCED_REDIRECTS: Partial<Record<ModuleKey, NonNullable<ModuleManifest['useForcedRedirect']>>> = {
  surveys: useMandatorySurveyRedirect,
  face: useForcedFaceRedirect,
};

/** Each manifest with its forced redirect; one a manifest sets itself (a test's fake module) wins. */
export function withShellParts(manifests: readonly ModuleManifest[]): ModuleManifest[] {
  return manifests.map((m) =>
    m.useForcedRedirect || !FORCED_REDIRECTS[m.key] ? m : { ...m, useForcedRedirect: FORCED_REDIRECTS[m.key] },
  );
}
