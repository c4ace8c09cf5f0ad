import { endpointsSchema, type RuntimeConfig, type University } from '@/config/schema';
import { parseOrThrow } from '@/config/validator';

/**
 * The servers the portal talks to (architecture.md 1: one contract per server, one mutator per
 * server in mutator.ts). epayment lives on the rest server (/rest/modules/epayment) and /oauth on
 * the same host, but oauth is kept apart because it authenticates differently (HTTP Basic client auth).
 */
export type ServerId = 'rest' | 'oauth' | 'face' | 'helpdesk';

type Endpoints = RuntimeConfig['endpoints'];
type UniversityTarget = Pick<University, 'universityURL'> & { samad?: Pick<University['samad'], 'faceEnrollmentURL'> };

interface State {
  endpoints: Endpoints;
  /** The chosen university's backend ('' = this site's origin). */
  universityUrl: string;
  /** samad.faceEnrollmentURL of the chosen university ('' = endpoints.faceServiceUrl). */
  faceUrl: string;
}

const state: State = { endpoints: parseOrThrow(endpointsSchema, {}), universityUrl: '', faceUrl: '' };

/** Called once the runtime config is loaded (and again if it is reloaded). */
export function configureTransport(config: Pick<RuntimeConfig, 'endpoints' | 'university'>): void {
  state.endpoints = config.endpoints;
  selectUniversity(config.university);
}

/**
 * Points the rest/oauth servers at a university. A list of URLs is a pool: one is picked at random
 * here, once per selection, so a session sticks to one backend (platform.md 3).
 */
export function selectUniversity(university: UniversityTarget | null | undefined): void {
  const urls = university?.universityURL ?? '';
  const list = typeof urls === 'string' ? [urls] : urls;
  state.universityUrl = list[Math.floor(Math.random() * list.length)] ?? '';
  state.faceUrl = university?.samad?.faceEnrollmentURL ?? '';
}

/** The chosen university's backend as an absolute URL (the face form sends it as base_url). */
export function universityBaseUrl(): string {
  return absolute(state.universityUrl);
}

/** The legacy reserve page (endpoints.legacyReserveUrl): a path on the chosen university's backend, or a full URL. */
export function legacyReservePageUrl(): string {
  const configured = state.endpoints.legacyReserveUrl;
  if (/^https?:\/\//i.test(configured)) return configured;
  return universityBaseUrl().replace(/\/+$/, '') + '/' + configured.replace(/^\/+/, '');
}

export function oauthClientCredentials(): { id: string; secret: string } {
  return { id: state.endpoints.oauthClientId, secret: state.endpoints.oauthClientSecret };
}

/** The real URL of a contract path on a server. */
export function resolveCallUrl(server: ServerId, path: string, search: string): string {
  // The university list is read before any university is chosen, from its own configured address.
  if (server === 'rest' && path === '/rest/universities')
    return join(absolute(state.endpoints.universityListUrl), search);
  return absolute(baseOf(server)) + path + search;
}

function baseOf(server: ServerId): string {
  switch (server) {
    case 'rest':
    case 'oauth':
      return state.universityUrl;
    case 'face':
      return state.faceUrl || state.endpoints.faceServiceUrl;
    case 'helpdesk':
      // The same-origin proxy to Redmine (stack.md: Redmine sends no CORS headers).
      return state.endpoints.helpdeskUrl;
  }
}

/**
 * Query names the contract cannot spell (openapi/helpdesk.yaml `x-runtime-name`): the helpdesk's
 * `cf_username` is Redmine's `cf_<configured id>` filter; sent unrenamed, Redmine would not filter.
 */
export function runtimeParams(server: ServerId, params: object | undefined): object | undefined {
  if (server !== 'helpdesk' || !params || !('cf_username' in params)) return params;
  const { cf_username: username, ...rest } = params as Record<string, unknown>;
  return { ...rest, [`cf_${state.endpoints.helpdeskFields.username}`]: username };
}

/** Absolute, without a trailing slash; '' and relative paths resolve against this page. */
function absolute(base: string): string {
  const page = globalThis.location?.href ?? 'http://localhost/';
  return new URL(base || '/', page).href.replace(/\/+$/, '');
}

function join(url: string, search: string): string {
  if (!search) return url;
  return url + (url.includes('?') ? `&${search.slice(1)}` : search);
}
