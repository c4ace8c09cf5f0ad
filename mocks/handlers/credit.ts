import { isSession, requireUser, requireUserAndBody } from '../auth';
import { asInt, asString, badRequest, done, ok, restHttp, type Envelope } from '../http';
import { logActivity } from '../world/activity';
import { db, nextId, type UserRow } from '../world/db';
import { faTomans as toman } from '../world/format';
import { findUserByUsername, liveSubsidies, nurtureProfileOf, walletOf } from '../world/views';

/*
 * Wallet and credit transfer (platform.md 2.8, 5, 7): the nurture profile (cash credit, subsidy
 * credit = live subsidies by the mock clock), the transfer rules, and transfers that deduct from
 * the sender and credit the receiver. Cash transfers stay within [min, max] rials and the sender's
 * credit; a subsidy transfer moves part of one live subsidy entry (1 .. its credit) to the receiver
 * with the same expiry. The group's transferTypes decide which kinds a user may send.
 */

const nurtureProfile = restHttp.get('/rest/users/nurture-profiles', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const wallet = nurtureProfileOf(session.user.id);
  if (!wallet)
    return response('default').json(badRequest('NURTURE_PROFILE_NOT_FOUND', 'کیف پول برای این کاربر تعریف نشده است.'), {
      status: 404,
    });
  return response(200).json(ok(wallet));
});

function rules() {
  return (
    db.transferRule.findFirst({ where: { id: { equals: 'default' } } }) ?? {
      minCreditTransferAmount: 10_000,
      maxCreditTransferAmount: 5_000_000,
      messages: [] as string[],
    }
  );
}

const transferInfo = restHttp.get('/rest/credit-transfers', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const r = rules();
  return response(200).json(
    ok({
      minCreditTransferAmount: r.minCreditTransferAmount,
      maxCreditTransferAmount: r.maxCreditTransferAmount,
      messages: [...r.messages],
    }),
  );
});

function transferTypesOf(user: UserRow): string[] {
  return db.profile.findFirst({ where: { userId: { equals: user.id } } })?.group.transferTypes ?? [];
}

/** Applies a transfer; answers the error envelope when a rule refuses it. */
function transfer(sender: UserRow, body: Record<string, unknown>): Envelope | { done: string } {
  const username = asString(body.username).trim();
  const amount = asInt(body.creditTransferAmount);
  const nurtureProfileId = asInt(body.nurtureProfileId);
  const type = body.transferType === undefined ? 'CASH' : asString(body.transferType);
  if (username.length < 3)
    return badRequest('CREDIT_TRANSFER_USERNAME_INVALID', 'نام کاربری مقصد باید دست‌کم ۳ نویسه باشد.');
  if (amount === null || amount < 1)
    return badRequest('CREDIT_TRANSFER_AMOUNT_INVALID', 'مبلغ انتقال باید عددی صحیح و مثبت باشد.');
  if (type !== 'CASH' && type !== 'SUBSIDY')
    return badRequest('CREDIT_TRANSFER_TYPE_INVALID', 'نوع انتقال نامعتبر است.');
  const wallet = walletOf(sender.id);
  if (!wallet || wallet.id !== nurtureProfileId)
    return badRequest('NURTURE_PROFILE_MISMATCH', 'کیف پول مبدأ متعلق به شما نیست.');
  if (!transferTypesOf(sender).includes(type))
    return badRequest('CREDIT_TRANSFER_TYPE_NOT_ALLOWED', 'گروه شما اجازهٔ این نوع انتقال را ندارد.');
  const receiver = findUserByUsername(username);
  if (!receiver || !receiver.enabled)
    return badRequest('CREDIT_TRANSFER_RECEIVER_NOT_FOUND', 'کاربری با این نام کاربری یافت نشد.');
  if (receiver.id === sender.id)
    return badRequest('CREDIT_TRANSFER_TO_SELF', 'انتقال اعتبار به حساب خودتان ممکن نیست.');
  const target = walletOf(receiver.id);
  if (!target) return badRequest('CREDIT_TRANSFER_RECEIVER_NOT_FOUND', 'کیف پول کاربر مقصد یافت نشد.');
  const receiverProfile = db.profile.findFirst({ where: { userId: { equals: receiver.id } } });
  const receiverName = receiverProfile ? `${receiverProfile.firstName} ${receiverProfile.lastName}` : receiver.username;

  if (type === 'CASH') {
    const r = rules();
    if (amount < r.minCreditTransferAmount) {
      return badRequest(
        'CREDIT_TRANSFER_MIN_AMOUNT',
        `حداقل مبلغ انتقال ${toman(r.minCreditTransferAmount)} تومان است.`,
        `Amount below ${r.minCreditTransferAmount}`,
      );
    }
    if (amount > r.maxCreditTransferAmount) {
      return badRequest(
        'CREDIT_TRANSFER_MAX_AMOUNT',
        `حداکثر مبلغ انتقال ${toman(r.maxCreditTransferAmount)} تومان است.`,
        `Amount above ${r.maxCreditTransferAmount}`,
      );
    }
    if (amount > wallet.credit)
      return badRequest('CREDIT_NOT_ENOUGH', 'اعتبار نقدی شما برای این انتقال کافی نیست.', 'Not enough credit');
    db.nurtureProfile.update({ where: { id: { equals: wallet.id } }, data: { credit: wallet.credit - amount } });
    db.nurtureProfile.update({ where: { id: { equals: target.id } }, data: { credit: target.credit + amount } });
  } else {
    const subsidyId = asInt(body.subsidyId);
    const subsidy = liveSubsidies(wallet.id).find((s) => s.id === subsidyId);
    if (!subsidy) return badRequest('SUBSIDY_NOT_FOUND', 'یارانهٔ انتخاب‌شده یافت نشد یا منقضی شده است.');
    if (amount > subsidy.credit) {
      return badRequest(
        'CREDIT_TRANSFER_MAX_AMOUNT',
        `حداکثر مبلغ قابل انتقال از این یارانه ${toman(subsidy.credit)} تومان است.`,
        `Amount above the subsidy's ${subsidy.credit}`,
      );
    }
    db.subsidy.update({ where: { id: { equals: subsidy.id } }, data: { credit: subsidy.credit - amount } });
    db.subsidy.create({
      id: nextId('subsidy', 7001),
      nurtureProfileId: target.id,
      credit: amount,
      expiresAt: subsidy.expiresAt,
    });
  }
  logActivity(sender.id, 'CreditTransferSendActivity', {
    sentCredit: amount,
    diff: -amount,
    receiver: receiver.username,
    transferType: type,
  });
  logActivity(receiver.id, 'CreditTransferReceiveActivity', {
    amount,
    diff: amount,
    sender: sender.username,
    transferType: type,
  });
  return { done: `مبلغ ${toman(amount)} تومان با موفقیت به حساب ${receiverName} منتقل شد.` };
}

const transferCredit = restHttp.put('/rest/credit-transfers', async ({ request, response }) => {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return response.untyped(input);
  const { session, body } = input;
  const result = transfer(session.user, body);
  if ('done' in result) return response(200).json(done(result.done, 'Credit transferred'));
  return response(400).json(result);
});

export const creditHandlers = [nurtureProfile, transferInfo, transferCredit];
