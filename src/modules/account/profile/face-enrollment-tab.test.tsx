import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '@/api/generated/rest/model';
import type { RuntimeConfigInput } from '@/config/schema';
import { RequireAuth } from '@/session/require-auth';
import { SessionProvider } from '@/session/session-provider';
import { fakeJwt } from '@tests/kits/reservation-test-kit';
import { server } from '@tests/msw-server';
import { renderApp } from '@tests/render';
import { setTokens } from '@/api/tokens';
import ProfilePage from './profile-page';

let signIns = 0;

function signIn(overrides: Partial<Profile> = {}) {
  const me: Profile = {
    id: 1001,
    username: 'student',
    firstName: 'سارا',
    lastName: 'محمدی',
    changeProfilePicturePermission: true,
    ...overrides,
  };
  setTokens({
    accessToken: fakeJwt({ user_name: me.username, authorities: ['ROLE_STUDENT'], exp: 4_102_444_800 }),
    // A pair of its own: a refresh left running by the test before (its picture's 401) refuses
    // that test's pair, and must not end this one's session.
    refreshToken: `refresh-${++signIns}`,
  });
  server.use(
    http.get('*/rest/users/me', () =>
      HttpResponse.json({
        type: 'SUCCESS',
        code: 200,
        message: 'OK',
        messageFa: null,
        messageResource: null,
        payload: me,
      }),
    ),
  );
}

const config = (faceEnrollment: boolean): Partial<RuntimeConfigInput> => ({
  university: {
    unikey: 'uni',
    universityLabel: 'دانشگاه آزمون',
    universityURL: '',
    samad: { faceEnrollment, faceEnrollmentType: 'image' },
  },
});

function renderProfile(faceEnrollment: boolean) {
  const route = '/user/profile?scope=face-enrollment';
  return renderApp(
    <SessionProvider>
      <RequireAuth>
        <ProfilePage />
      </RequireAuth>
    </SessionProvider>,
    {
      path: '/user/profile',
      route,
      config: config(faceEnrollment),
      routes: [{ path: '/login', element: <p>login</p> }],
    },
  );
}

afterEach(() => localStorage.clear());

describe('/user/profile?scope=face-enrollment', () => {
  it('opens the face-enrollment tab with the shared capture view of the university type', async () => {
    signIn();
    await renderProfile(true);
    expect(await screen.findByRole('tab', { name: 'ثبت چهره' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('face-capture')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'روشن کردن دوربین' })).toBeInTheDocument();
  });

  it('has no face tab when the university does not show face enrollment (the profile tab opens)', async () => {
    signIn();
    await renderProfile(false);
    expect(await screen.findByRole('tab', { name: 'مشخصات' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'ثبت چهره' })).not.toBeInTheDocument();
  });

  it('says why when the account may not record a picture', async () => {
    signIn({ changeProfilePicturePermission: false });
    await renderProfile(true);
    expect(await screen.findByRole('alert')).toHaveTextContent('اجازهٔ ثبت تصویر');
    expect(screen.queryByTestId('face-capture')).not.toBeInTheDocument();
  });
});
