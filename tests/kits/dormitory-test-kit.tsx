/*
 * Test helpers of the dormitory module (component tests only; never imported by the app): a real
 * sign-in against the mock world of a dormitory persona, a page rendered inside the session, the
 * control calls that act as other students, and a failing GET for the error states.
 */
import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { getAccessToken } from '@/api/tokens';
import { ApiToasts } from '@/app/api-toasts';
import type { RuntimeConfigInput } from '@/config/schema';
import { RequireAuth } from '@/session/require-auth';
import { SessionProvider } from '@/session/session-provider';
import type { PersonaId } from '@mocks/world/personas';
import { resetWorld, server } from '@tests/msw-server';
import { renderApp } from '@tests/render';
import { call } from '@tests/unit/mocks/mock-api';
import { signInToWorld } from './survey-test-kit';

/** The university as the dormitory personas enable it (attendance and laundry on). */
export function dormitoryConfig(
  extra: { unikey?: string; Attendance?: boolean; washer?: boolean } = {},
): Partial<RuntimeConfigInput> {
  const { unikey = 'sbu', Attendance = true, washer = true } = extra;
  return {
    university: {
      unikey,
      universityLabel: 'دانشگاه',
      universityURL: '',
      samad: { dormitory: true, Attendance },
      services: { washer },
    },
  };
}

export interface DormitoryPageOptions {
  path: string;
  persona?: PersonaId;
  username?: string;
  config?: Partial<RuntimeConfigInput>;
  /** Paths the page may navigate to, each rendered as `<p data-testid="other-page">path</p>`. */
  otherPaths?: string[];
  /** Runs after the sign-in, before the page mounts (set up the world as the signed-in user). */
  beforeRender?: () => Promise<unknown>;
}

/** Seeds the persona's world, signs `username` in and renders `ui` at `path` inside the session. */
export async function openDormitoryPage(ui: ReactElement, options: DormitoryPageOptions) {
  const {
    path,
    persona = 'dormitory',
    username = 'student',
    config = dormitoryConfig(),
    otherPaths = [],
    beforeRender,
  } = options;
  resetWorld({ persona });
  await signInToWorld(username);
  await beforeRender?.();
  return renderDormitoryPage(ui, { path, config, otherPaths });
}

/** Renders without touching the world or the session (after a sign-in of the test's own). */
export function renderDormitoryPage(
  ui: ReactElement,
  {
    path,
    config = dormitoryConfig(),
    otherPaths = [],
  }: Omit<DormitoryPageOptions, 'persona' | 'username' | 'beforeRender'>,
) {
  const routes = otherPaths
    .filter((p) => p !== path)
    .map((other) => ({ path: other, element: <p data-testid="other-page">{other}</p> }));
  return renderApp(
    <SessionProvider>
      {/* The transport's error toasts, as the root layout shows them ("dormitory actions show the server message"). */}
      <ApiToasts />
      <RequireAuth>{ui}</RequireAuth>
    </SessionProvider>,
    { path, route: path, config, routes },
  );
}

/** Another student or an operator acts in the world (POST /__mock/dormitory/<path>). */
export const dormitoryControl = (path: string, body: unknown) =>
  call('POST', `/__mock/dormitory${path}`, { json: body });

/** A call of the signed-in user, straight to the mock (setting up data the screen then shows). */
export const asSignedIn = (method: string, path: string, json?: unknown) =>
  call(method, path, { json, token: getAccessToken() ?? undefined });

/** Makes GET `path` fail with a server error `times` times (then the world answers again). */
export function failGet(path: string, times = 1): void {
  let left = times;
  server.use(
    http.get(`*${path}`, () => {
      if (left <= 0) return undefined;
      left--;
      return HttpResponse.json(
        {
          type: 'ERROR',
          code: 500,
          message: 'boom',
          messageFa: null,
          messageResource: 'INTERNAL_ERROR',
          payload: null,
        },
        { status: 500 },
      );
    }),
  );
}

/** The "could not fetch" panel of a failed load (a toast of an earlier test may be an alert too). */
export async function findLoadFailure(): Promise<HTMLElement> {
  const text = await screen.findByText('دریافت اطلاعات ممکن نشد');
  return text.closest<HTMLElement>('[role="alert"]')!;
}

/**
 * Opens a date field and picks the day `days` after (negative: before) the one the calendar opens
 * on (today, or the day already chosen) with the keyboard (fa is RTL: ArrowLeft is the next day).
 */
export async function pickDay(user: UserEvent, label: RegExp, days: number) {
  await user.click(screen.getByRole('button', { name: label }));
  const grid = await screen.findByRole('grid');
  await waitFor(() =>
    expect(grid.contains(document.activeElement) && document.activeElement?.tagName === 'BUTTON').toBe(true),
  );
  for (let i = 0; i < Math.abs(days); i++) await user.keyboard(days > 0 ? '{ArrowLeft}' : '{ArrowRight}');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
}
