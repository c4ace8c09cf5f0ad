import { useId as useReactId } from 'react';

/**
 * @mantine/hooks' `useId`, put in its place by the build (rsbuild.config.ts; vitest runs Mantine's
 * own): React's id, the same on the server, at hydration and after. Mantine's own sets
 * a random id in a layout effect after every input's mount, a state update React renders at once
 * in the commit's task, and with it the commit's effects: on the reserve page, the self picker's at
 * hydration and the reminders' switch when the page goes live (decision 0026).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
