import type { ZodType } from 'zod';
import { issueTokenResponse } from './generated/oauth/zod/oauth/oauth';
import { getNurtureProfileResponse } from './generated/rest/zod/credit/credit';
import { getProgramsV2Response, getReservationProgramsV2Response } from './generated/rest/zod/programs/programs';
import { listReservesResponse } from './generated/rest/zod/reserves/reserves';
import { getMyProfileResponse } from './generated/rest/zod/users/users';
import { operationTable } from './operations';

/**
 * Successful answers checked against the contract's zod schemas before anyone reads them: the calls
 * the app cannot work without. A mismatch is ApiError kind 'invalid-response', never a crash deeper
 * in a screen. The body is passed on as received (the schemas only check it).
 */
export const validatedCalls = operationTable<ZodType>({
  'POST /oauth/token': issueTokenResponse,
  'GET /rest/users/me': getMyProfileResponse,
  'GET /rest/reserves': listReservesResponse,
  'GET /rest/programs/v2': getProgramsV2Response,
  'GET /rest/reservations/programs/v2': getReservationProgramsV2Response,
  'GET /rest/users/nurture-profiles': getNurtureProfileResponse,
});
