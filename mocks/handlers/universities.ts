import { badRequest, restHttp } from '../http';
import { universities, universityOf } from '../world/views';

/**
 * The university list of cloud mode (platform.md 7; openapi assumption 1: GET /rest/universities
 * with `version`, public, the bare list). Every seeded university is listed, whatever the persona.
 */
const list = restHttp.get('/rest/universities', ({ query, response }) => {
  if (!query.get('version')) {
    return response('default').json(
      badRequest('VERSION_REQUIRED', 'نسخهٔ برنامه (version) ارسال نشده است.', 'version is required'),
      { status: 400 },
    );
  }
  return response(200).json(universities().map(universityOf));
});

export const universityHandlers = [list];
