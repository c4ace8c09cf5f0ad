import { Navigate, useLocation } from 'react-router';
import type { ModuleManifest } from '@/lib/module-manifest';
import { useSession } from '@/session/session-provider';
import { isEnabled, useManifests } from './modules';
import { useModuleContext } from './use-shell-navigation';

type RedirectHook = NonNullable<ModuleManifest['useForcedRedirect']>;

/** One module's forced redirect: its own component, so each hook keeps a stable place among the hooks. */
function ForcedRedirect({ useRedirect }: { useRedirect: RedirectHook }) {
  const { profile } = useSession();
  const { pathname } = useLocation();
  const target = useRedirect(profile);
  if (!target) return null;
  const targetPath = target.split(/[?#]/)[0] ?? target;
  if (pathname === targetPath || pathname.startsWith(`${targetPath}/`)) return null;
  return <Navigate to={target} replace />;
}

/**
 * platform.md 4: before anything else, the user goes where an enabled module requires (face
 * enrollment when the profile demands it, a mandatory survey) until that module lets them out.
 */
export function ForcedRedirects() {
  const ctx = useModuleContext();
  const manifests = useManifests();
  return (
    <>
      {manifests
        .filter((m) => m.useForcedRedirect && isEnabled(m, ctx))
        .map((m) => (
          <ForcedRedirect key={m.key} useRedirect={m.useForcedRedirect!} />
        ))}
    </>
  );
}
