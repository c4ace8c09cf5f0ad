import { HttpResponse } from 'msw';
import { anyOrigin, failure, untypedHttp } from '../http';

/**
 * Last in the list: any call under a server the mock answers that no handler took is a 404 with
 * the error envelope, never a silent 200 or a pass-through to nowhere.
 */
const PREFIXES = ['/rest', '/oauth', '/face-service', '/helpdesk', '/redmine', '/__mock'];

export const fallbackHandlers = PREFIXES.map((prefix) =>
  untypedHttp.all(anyOrigin(`${prefix}/*`), ({ request }) => {
    const { pathname } = new URL(request.url);
    return HttpResponse.json(
      failure({
        status: 404,
        messageResource: 'NOT_FOUND',
        messageFa: 'سرویس درخواستی در سرور آزمایشی وجود ندارد.',
        message: `No mock handler for ${request.method} ${pathname}`,
      }),
      { status: 404 },
    );
  }),
);
