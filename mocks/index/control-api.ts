/** The control API as the index page lists it (mocks/README.md has the details of each call). */
export interface ControlCall {
  call: string;
  body?: string;
  what: string;
}

export const CONTROL_API: readonly ControlCall[] = [
  { call: 'GET /__mock/state', what: 'persona, clock, faults, settings, contract mode' },
  { call: 'POST /__mock/reset', body: '{persona?, now?, frozen?, contract?}', what: 'back to the seed' },
  { call: 'GET /__mock/personas', what: 'personas with credentials, other accounts, the OAuth client' },
  { call: 'GET | POST /__mock/persona', body: '{id}', what: 'current persona / switch (reseeds)' },
  { call: 'GET | POST /__mock/clock', body: '{now, frozen?, reseed?} or {real: true}', what: 'the mock clock' },
  {
    call: 'GET | POST | DELETE /__mock/faults',
    body: '{latencyMs?, faults?: [rule]}',
    what: 'latency and faults (error, timeout, malformed, malformed-item, html, latency, drop-after)',
  },
  {
    call: 'GET | POST /__mock/settings',
    body: '{accessTokenSeconds?, refreshTokenSeconds?, captchaSeconds?}',
    what: 'lifetimes',
  },
  {
    call: 'GET | POST /__mock/contract',
    body: '{mode: strict | lenient | off}',
    what: 'contract checks of requests (lenient: unknown fields ignored)',
  },
  {
    call: 'GET | DELETE /__mock/requests',
    body: '?limit=&method=&path=&since=',
    what: 'the request journal: method, path, status, timing, persona / clear it',
  },
  { call: 'GET /__mock/captcha?nonce=', what: 'the text of a captcha' },
  { call: 'GET | POST /__mock/bank?ref=', what: 'the in-mock bank page' },
  { call: 'POST /__mock/dormitory/…', body: 'take-room, eligibility, answer, entrance', what: 'act as other students' },
];
