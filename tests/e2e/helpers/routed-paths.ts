import { paths } from '../../../src/lib/paths';

/*
 * Every place of the route table a person can visit, for checks that must cover all screens (the
 * accessibility spec). Built from src/lib/paths.ts, so a new named path is visited without touching
 * the spec; tests/unit/routed-paths.test.ts compares this list with the real route table (the
 * manifests) both ways, so a new route with a parameter, or a path routed at last, fails there first.
 */

/** Named paths with no screen of their own to check, and why. */
export const NOT_VISITED: Readonly<Record<string, string>> = {
  [paths.Logout]: 'signs the user out and leaves at once',
  [paths.PaymentResult]: 'needs a bank round trip (tests/e2e/wallet.spec.ts)',
};

/** Named paths that are not routed yet (the shell hides their links); remove one when it is routed. */
export const NOT_ROUTED_YET: readonly string[] = [];

/** Signed-out screens: visited without a session (a signed-in user is sent home from them). */
export const PUBLIC_PATHS: readonly string[] = [paths.Login, paths.ResetPassword];

/**
 * Routes with a parameter: the id comes from the seeded data, read from the first link of this
 * shape on the page that lists them.
 */
export interface ParamRoute {
  pattern: string;
  listedOn: string;
  link: RegExp;
}

export const PARAM_ROUTES: readonly ParamRoute[] = [
  {
    pattern: `${paths.HelpdeskIssues}/:issueId`,
    listedOn: paths.HelpdeskIssues,
    link: /^\/helpdesk\/issues\/\d+(\?|$)/,
  },
  { pattern: `${paths.UserMessages}/:id`, listedOn: paths.UserMessages, link: /^\/user\/messages\/\d+(\?|$)/ },
  { pattern: `${paths.UserFeedbacks}/:id`, listedOn: paths.UserFeedbacks, link: /^\/user\/feedbacks\/\d+(\?|$)/ },
  { pattern: '/survey/:surveyId', listedOn: paths.Surveys, link: /^\/survey\/\d+(\?|$)/ },
];

/** Patterns the check never visits (they only redirect, or are the catch-all), and why. */
export const SKIPPED_PATTERNS: Readonly<Record<string, string>> = {
  '/loginCas/:accessToken?/:refreshToken?': 'the CAS callback only stores tokens and redirects',
  '/payment-result/*': NOT_VISITED[paths.PaymentResult]!,
  '*': 'the not-found page is visited through a path no route has',
};

/** A path no route has: the not-found page. */
export const NOT_FOUND_PATH = '/no-such-page';

/** The signed-in paths without parameters, in the order of src/lib/paths.ts. */
export function signedInPaths(): string[] {
  const values = Object.values(paths) as string[];
  return values.filter((p) => !(p in NOT_VISITED) && !NOT_ROUTED_YET.includes(p) && !PUBLIC_PATHS.includes(p));
}
