import { isSession, requireUser } from '../auth';
import { invalidPage, ok, pageOf, pageRequest, restHttp } from '../http';
import { ROLE_VIEW_OWN_PAYMENTS } from '../world/accounts';
import { db } from '../world/db';
import { formatDateTime } from '../world/time';

/** The user's online payments, newest first, paged (platform.md 6: ROLE_USER_VIEW_OWN_PAYMENTS). */
const transactions = restHttp.get('/rest/payment-transactions/current', ({ request, response }) => {
  const session = requireUser(request, { anyOf: [ROLE_VIEW_OWN_PAYMENTS] });
  if (!isSession(session)) return response.untyped(session);
  const page = pageRequest(request.url, 10);
  if (!page) return response('default').json(invalidPage(), { status: 400 });
  const rows = db.paymentTransaction.findMany({
    where: { userId: { equals: session.user.id } },
    orderBy: { startedAt: 'desc' },
  });
  const items = rows.map((t) => ({
    paymentCode: t.paymentCode,
    bankName: t.bankName,
    successful: t.status === 'SUCCESS',
    amount: t.amount,
    startDate: formatDateTime(t.startedAt),
  }));
  return response(200).json(ok(pageOf(items, page)));
});

export const paymentHandlers = [transactions];
