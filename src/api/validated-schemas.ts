/** The contract's zod schemas of the validated calls (call-policy.ts), a chunk of their own. */
export { issueTokenResponse } from './generated/oauth/zod/oauth/oauth';
export { getNurtureProfileResponse } from './generated/rest/zod/credit/credit';
export { getProgramsV2Response, getReservationProgramsV2Response } from './generated/rest/zod/programs/programs';
export { listReservesResponse } from './generated/rest/zod/reserves/reserves';
export { getMyProfileResponse } from './generated/rest/zod/users/users';
