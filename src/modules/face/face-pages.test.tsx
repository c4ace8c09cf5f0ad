import { act, configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '@/api/generated/rest/model';
import { setTokens } from '@/api/tokens';
import type { RuntimeConfigInput } from '@/config/schema';
import { RequireAuth } from '@/session/require-auth';
import { SessionProvider } from '@/session/session-provider';
import { forgetFaceEnrollments, recordFaceEnrollment } from '@/ui/face-capture/enrollment-record';
import { server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';
import { FaceEnrollmentPage } from './face-enrollment-page';
import { FaceHomePage } from './face-home-page';
import { enrollmentRequired } from './face-settings';
import { useForcedFaceRedirect } from './face-home';

configure({ asyncUtilTimeout: 5000 });

const base64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const fakeJwt = (claims: object) => `${base64Url('{"alg":"none"}')}.${base64Url(JSON.stringify(claims))}.sig`;

function signIn(overrides: Partial<Profile> = {}): Profile {
  const me: Profile = {
    id: 1001,
    username: 'student',
    firstName: 'سارا',
    lastName: 'محمدی',
    faceMatching: true,
    changeProfilePicturePermission: true,
    ...overrides,
  };
  setTokens({
    accessToken: fakeJwt({ user_name: me.username, authorities: ['ROLE_STUDENT'], exp: 4_102_444_800 }),
    refreshToken: 'refresh',
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
  return me;
}

const faceConfig = (
  faceEnrollment = true,
  faceEnrollmentType: 'video' | 'image' = 'video',
): Partial<RuntimeConfigInput> => ({
  university: {
    unikey: 'uni',
    universityLabel: 'دانشگاه آزمون',
    universityURL: '',
    samad: { faceEnrollment, faceEnrollmentType },
  },
});

function renderPage(page: React.ReactElement, path: string, config = faceConfig()) {
  return renderApp(
    <SessionProvider>
      <RequireAuth>{page}</RequireAuth>
    </SessionProvider>,
    {
      path,
      route: path,
      config,
      routes: [
        { path: '/', element: <p data-testid="home">home</p> },
        { path: '/login', element: <p>login</p> },
      ],
    },
  );
}

/** Shows what the manifest's forced-redirect hook answers for PROFILE.current. */
function RedirectProbe() {
  const target = useForcedFaceRedirect(PROFILE.current);
  return <p data-testid="redirect">{target ?? 'none'}</p>;
}
const PROFILE: { current: Profile | null } = { current: null };

beforeEach(() => forgetFaceEnrollments());
afterEach(() => localStorage.clear());

describe('forced enrollment (platform.md 4)', () => {
  it('applies while face is visible, faceMatching is set and nothing was enrolled in this visit', () => {
    expect(enrollmentRequired(true, { faceMatching: true }, false)).toBe(true);
    expect(enrollmentRequired(false, { faceMatching: true }, false)).toBe(false);
    expect(enrollmentRequired(true, { faceMatching: false }, false)).toBe(false);
    expect(enrollmentRequired(true, null, false)).toBe(false);
    expect(enrollmentRequired(true, { faceMatching: true }, true)).toBe(false);
  });

  it("the manifest's hook leads to /face/enrollment until the enrollment is recorded", async () => {
    PROFILE.current = { id: 1, username: 'student', faceMatching: true };
    await renderApp(<RedirectProbe />, { config: faceConfig() });
    expect(screen.getByTestId('redirect')).toHaveTextContent('/face/enrollment');

    act(() => recordFaceEnrollment('student'));

    expect(screen.getByTestId('redirect')).toHaveTextContent('none');
  });

  it('never redirects when the university does not show face enrollment', async () => {
    PROFILE.current = { id: 1, username: 'student', faceMatching: true };
    await renderApp(<RedirectProbe />, { config: faceConfig(false) });
    expect(screen.getByTestId('redirect')).toHaveTextContent('none');
  });
});

describe('/face/enrollment', () => {
  it('explains, warns that enrollment is required and offers the camera', async () => {
    signIn();
    await renderPage(<FaceEnrollmentPage />, '/face/enrollment');

    expect(await screen.findByTestId('face-forced')).toHaveTextContent('پیش از ادامه باید چهرهٔ خود را ثبت کنید.');
    expect(screen.getByText(/ویدئوی ۵ ثانیه‌ای/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'روشن کردن دوربین' })).toBeInTheDocument();
  });

  it('says a photo is taken when the university enrolls images', async () => {
    signIn({ faceMatching: false });
    await renderPage(<FaceEnrollmentPage />, '/face/enrollment', faceConfig(true, 'image'));

    expect(await screen.findByText('یک عکس از چهرهٔ شما گرفته می‌شود.')).toBeInTheDocument();
    expect(screen.queryByTestId('face-forced')).not.toBeInTheDocument();
  });

  it('without changeProfilePicturePermission the camera is not offered (platform.md 5)', async () => {
    signIn({ changeProfilePicturePermission: false });
    await renderPage(<FaceEnrollmentPage />, '/face/enrollment');

    expect(await screen.findByText(/اجازهٔ ثبت تصویر برای حساب شما داده نشده است/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'روشن کردن دوربین' })).not.toBeInTheDocument();
  });

  it('goes home when the university does not enable face enrollment (platform.md 2.10)', async () => {
    signIn();
    await renderPage(<FaceEnrollmentPage />, '/face/enrollment', faceConfig(false));

    expect(await screen.findByTestId('home')).toBeInTheDocument();
  });
});

describe('/face', () => {
  it('shows "not enrolled" while the profile must enroll, "enrolled" once recorded', async () => {
    signIn();
    await renderPage(<FaceHomePage />, '/face');

    expect(await screen.findByText('چهرهٔ شما هنوز ثبت نشده است.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'شروع ثبت چهره' })).toHaveAttribute('href', '/face/enrollment');

    act(() => recordFaceEnrollment('student'));

    expect(await screen.findByText('چهرهٔ شما ثبت شده است.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ثبت دوبارهٔ چهره' })).toBeInTheDocument();
  });

  it('in English', async () => {
    signIn({ faceMatching: false });
    await renderApp(
      <SessionProvider>
        <RequireAuth>
          <FaceHomePage />
        </RequireAuth>
      </SessionProvider>,
      { path: '/face', route: '/face', config: faceConfig(), lng: 'en' },
    );
    expect(await screen.findByText('Your face is enrolled.')).toBeInTheDocument();
  });
});
