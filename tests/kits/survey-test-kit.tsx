/*
 * Test helpers of the surveys module (component tests only; never imported by the app): a real
 * sign-in against the mock world and a page rendered inside the session, as the shell would.
 */
import type { ReactElement } from 'react';
import type { RuntimeConfigInput } from '@/config/schema';
import { RequireAuth } from '@/session/require-auth';
import { SessionProvider } from '@/session/session-provider';
import { renderApp } from '@tests/render';

export { signInToWorld } from './sign-in';

export const surveyConfig: Partial<RuntimeConfigInput> = {
  university: {
    unikey: 'test',
    universityLabel: 'دانشگاه آزمایشی',
    universityURL: '',
    samad: { nurture: true, Survey: true },
  },
};

export function renderSurveyPage(
  ui: ReactElement,
  { path, route = path, otherPaths = [] }: { path: string; route?: string; otherPaths?: string[] },
) {
  const others = ['/login', '/', '/surveys', ...otherPaths]
    .filter((p) => p !== path)
    .map((other) => ({ path: other, element: <p data-testid="other-page">{other}</p> }));
  return renderApp(
    <SessionProvider>
      <RequireAuth>{ui}</RequireAuth>
    </SessionProvider>,
    { path, route, config: surveyConfig, routes: others },
  );
}
