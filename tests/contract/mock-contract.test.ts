// @vitest-environment node
/**
 * The mock backend never drifts from the contract: every operation the mocks implement is called
 * with representative requests (through MSW's Node server, the same handlers as the browser worker
 * and the standalone server), and each answer is validated with the generated zod schemas
 * (src/api/generated/<doc>/zod). Error answers are checked against the envelope schema (the
 * generated zod of the bare `Envelope`, which `ErrorEnvelope` equals) or OAuth's error shape.
 *
 * Coverage: every operation of openapi/*.yaml is either exercised here or listed in NOT_YET with
 * the module that will add it; those answer the 404 envelope until then.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import * as epaymentZod from '@/api/generated/epayment/zod/epayment/epayment';
import * as faceZod from '@/api/generated/face/zod/face/face';
import * as helpdeskZod from '@/api/generated/helpdesk/zod/helpdesk/helpdesk';
import * as oauthZod from '@/api/generated/oauth/zod/oauth/oauth';
import * as authZod from '@/api/generated/rest/zod/auth/auth';
import * as contentZod from '@/api/generated/rest/zod/content/content';
import * as creditZod from '@/api/generated/rest/zod/credit/credit';
import * as dailySaleZod from '@/api/generated/rest/zod/daily-sale/daily-sale';
import * as dormitoryZod from '@/api/generated/rest/zod/dormitory/dormitory';
import * as feedbacksZod from '@/api/generated/rest/zod/feedbacks/feedbacks';
import * as messagesZod from '@/api/generated/rest/zod/messages/messages';
import * as paymentZod from '@/api/generated/rest/zod/payment/payment';
import * as programsZod from '@/api/generated/rest/zod/programs/programs';
import * as reservesZod from '@/api/generated/rest/zod/reserves/reserves';
import * as familyZod from '@/api/generated/rest/zod/family/family';
import * as surveysZod from '@/api/generated/rest/zod/surveys/surveys';
import * as teammatesZod from '@/api/generated/rest/zod/teammates/teammates';
import * as universitiesZod from '@/api/generated/rest/zod/universities/universities';
import * as usersZod from '@/api/generated/rest/zod/users/users';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { advanceClock, nowMs, setClock } from '@mocks/world/clock';
import { db } from '@mocks/world/db';
import { MOCK_REDMINE_KEYS } from '@mocks/world/helpdesk-store';
import {
  dateOfEpochDay,
  epochDayAt,
  instantAt,
  itemIdOf,
  programIdOf,
  weekStartOf,
} from '@mocks/world/program-calendar';
import { call, CLIENT_BASIC, login, MOCK_BASE, passwordGrant } from '../unit/mocks/mock-api';

type Doc = 'rest' | 'oauth' | 'epayment' | 'face' | 'helpdesk';

/** The generated zod of the bare envelope (the shared `Ok` answer); ErrorEnvelope has the same shape. */
const envelope = authZod.initResetPasswordResponse;
/** openapi/oauth.yaml `OAuthError` (orval generates zod for 2xx answers only). */
const oauthError = z.object({ error: z.string(), error_description: z.string().optional() });

interface Tokens {
  student: string;
  staff: string;
}

interface Case {
  /** operationId in openapi/*.yaml */
  op: string;
  doc: Doc;
  title: string;
  status: number;
  schema: ZodType;
  run: (t: Tokens) => Promise<Response>;
}

const url = (path: string) => `${MOCK_BASE}${path}`;
const bearer = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { Authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
});
const jsonInit = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
const get = (path: string, token?: string) => fetch(url(path), token ? bearer(token) : {});
const send = (method: string, path: string, body: unknown, token?: string) =>
  fetch(url(path), jsonInit(method, body, token));
const tokenForm = (form: Record<string, string>, auth = CLIENT_BASIC) =>
  fetch(url('/oauth/token'), {
    method: 'POST',
    headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

async function captcha(nonce: string): Promise<{ validation: string; text: string }> {
  const c = await call('POST', '/rest/captcha', { json: { nonce } });
  const peek = await call('GET', `/__mock/captcha?nonce=${nonce}`);
  return { validation: c.body.payload.validation, text: peek.body.text };
}

const studentWallet = () => db.nurtureProfile.findFirst({ where: { userId: { equals: ACCOUNTS.student.id } } })!.id;
const firstInbox = () =>
  db.message.findFirst({
    where: { ownerId: { equals: ACCOUNTS.student.id }, box: { equals: 'inbox' }, forceRead: { equals: false } },
  })!.id;
const forcedInbox = () =>
  db.message.findFirst({ where: { ownerId: { equals: ACCOUNTS.student.id }, forceRead: { equals: true } } })!.id;
const png = () =>
  call('POST', '/rest/captcha', { json: { nonce: 'contract-png' } }).then((r) => r.body.payload.image as string);
const E = '/rest/modules/epayment/processing';
const pay = (gatewayId: number, token: string, amount = 100_000) =>
  send(
    'POST',
    `${E}/v3/payment-gates/process-payment`,
    { amount, callBackAppUrl: '/payment-result', consumer: 'NURTURE_CREDIT', gatewayId, currentPhase: 'charge' },
    token,
  );

function faceForm(parts: Record<string, string | Blob>): RequestInit {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts)) form.append(k, v);
  return { method: 'POST', body: form };
}

const CASES: Case[] = [
  // ───── oauth ─────
  {
    op: 'issueToken',
    doc: 'oauth',
    title: 'password grant',
    status: 200,
    schema: oauthZod.issueTokenResponse,
    run: () => tokenForm({ grant_type: 'password', username: 'student', password: 'student123' }),
  },
  {
    op: 'issueToken',
    doc: 'oauth',
    title: 'refresh grant',
    status: 200,
    schema: oauthZod.issueTokenResponse,
    run: async () => {
      const r = await passwordGrant('student', 'student123');
      return tokenForm({ grant_type: 'refresh_token', refresh_token: r.body.refresh_token });
    },
  },
  {
    op: 'issueToken',
    doc: 'oauth',
    title: 'bad credentials',
    status: 400,
    schema: oauthError,
    run: () => tokenForm({ grant_type: 'password', username: 'student', password: 'x' }),
  },
  {
    op: 'issueToken',
    doc: 'oauth',
    title: 'locked',
    status: 400,
    schema: oauthError,
    run: () => tokenForm({ grant_type: 'password', username: 'locked', password: 'locked123' }),
  },
  {
    op: 'issueToken',
    doc: 'oauth',
    title: 'bad client',
    status: 401,
    schema: oauthError,
    run: () => tokenForm({ grant_type: 'password', username: 'student', password: 'student123' }, 'Basic eDp5'),
  },

  // ───── rest: auth ─────
  {
    op: 'createCaptcha',
    doc: 'rest',
    title: 'image',
    status: 200,
    schema: authZod.createCaptchaResponse,
    run: () => send('POST', '/rest/captcha', { nonce: 'c-1' }),
  },
  {
    op: 'createCaptcha',
    doc: 'rest',
    title: 'no nonce',
    status: 400,
    schema: envelope,
    run: () => send('POST', '/rest/captcha', {}),
  },
  {
    op: 'initResetPassword',
    doc: 'rest',
    title: 'accepted',
    status: 200,
    schema: authZod.initResetPasswordResponse,
    run: async () => {
      const c = await captcha('r-1');
      return send('POST', '/rest/users/reset-password/init', {
        username: 'student',
        captchaEnteredByUser: c.text,
        captchaValidationCode: c.validation,
        nonce: 'r-1',
      });
    },
  },
  {
    op: 'initResetPassword',
    doc: 'rest',
    title: 'wrong captcha',
    status: 400,
    schema: envelope,
    run: () =>
      send('POST', '/rest/users/reset-password/init', {
        username: 'student',
        captchaEnteredByUser: '1',
        captchaValidationCode: 'x',
        nonce: 'nope',
      }),
  },
  {
    op: 'changeMyPassword',
    doc: 'rest',
    title: 'changed',
    status: 200,
    schema: authZod.changeMyPasswordResponse,
    run: (t) =>
      send(
        'PUT',
        '/rest/users/me/change-password',
        { password: 'student123', newPassword: 'Daneshjoo2x', repeatNewPassword: 'Daneshjoo2x' },
        t.student,
      ),
  },
  {
    op: 'changeMyPassword',
    doc: 'rest',
    title: 'policy',
    status: 400,
    schema: envelope,
    run: (t) =>
      send(
        'PUT',
        '/rest/users/me/change-password',
        { password: 'student123', newPassword: 'abcd5678', repeatNewPassword: 'abcd5678' },
        t.student,
      ),
  },
  {
    op: 'changeUserPassword',
    doc: 'rest',
    title: 'by a manager',
    status: 200,
    schema: authZod.changeUserPasswordResponse,
    run: (t) =>
      send(
        'PUT',
        `/rest/users/${ACCOUNTS.student.id}/change-password`,
        { password: 'staff123', newPassword: 'Daneshjoo2x', repeatNewPassword: 'Daneshjoo2x' },
        t.staff,
      ),
  },
  {
    op: 'changeUserPassword',
    doc: 'rest',
    title: 'forbidden',
    status: 403,
    schema: envelope,
    run: (t) =>
      send(
        'PUT',
        `/rest/users/${ACCOUNTS.staff.id}/change-password`,
        { password: 'x', newPassword: 'Daneshjoo2x', repeatNewPassword: 'Daneshjoo2x' },
        t.student,
      ),
  },
  {
    op: 'changeCvv2',
    doc: 'rest',
    title: 'changed',
    status: 200,
    schema: authZod.changeCvv2Response,
    run: (t) =>
      send('PUT', '/rest/users/nurture-profiles/change-cvv2', { newCvv2: '4321', confirmNewCvv2: '4321' }, t.student),
  },
  {
    op: 'changeCvv2',
    doc: 'rest',
    title: 'invalid',
    status: 400,
    schema: envelope,
    run: (t) =>
      send('PUT', '/rest/users/nurture-profiles/change-cvv2', { newCvv2: '12a', confirmNewCvv2: '12a' }, t.student),
  },
  {
    op: 'getPasswordConfigs',
    doc: 'rest',
    title: 'policy',
    status: 200,
    schema: authZod.getPasswordConfigsResponse,
    run: (t) => get('/rest/users/password-configs?username=student', t.student),
  },
  {
    op: 'getPasswordConfigs',
    doc: 'rest',
    title: 'unknown user',
    status: 404,
    schema: envelope,
    run: (t) => get('/rest/users/password-configs?username=ghost', t.student),
  },
  {
    op: 'logout',
    doc: 'rest',
    title: 'logged out',
    status: 200,
    schema: authZod.logoutResponse,
    run: (t) => fetch(url(`/rest/oauth/${ACCOUNTS.student.id}/logout`), bearer(t.student, { method: 'POST' })),
  },
  {
    op: 'logout',
    doc: 'rest',
    title: 'no token',
    status: 401,
    schema: envelope,
    run: () => fetch(url('/rest/oauth/1001/logout'), { method: 'POST' }),
  },

  // ───── rest: users ─────
  {
    op: 'getMyProfile',
    doc: 'rest',
    title: 'student',
    status: 200,
    schema: usersZod.getMyProfileResponse,
    run: (t) => get('/rest/users/me', t.student),
  },
  {
    op: 'getMyProfile',
    doc: 'rest',
    title: 'staff',
    status: 200,
    schema: usersZod.getMyProfileResponse,
    run: (t) => get('/rest/users/me', t.staff),
  },
  {
    op: 'getMyProfile',
    doc: 'rest',
    title: 'no token',
    status: 401,
    schema: envelope,
    run: () => get('/rest/users/me'),
  },
  {
    op: 'getMyLoginToken',
    doc: 'rest',
    title: 'token',
    status: 200,
    schema: usersZod.getMyLoginTokenResponse,
    run: (t) => get('/rest/users/me/login-token', t.student),
  },
  {
    op: 'getUserById',
    doc: 'rest',
    title: 'found',
    status: 200,
    schema: usersZod.getUserByIdResponse,
    run: (t) => get(`/rest/users/${ACCOUNTS.student2.id}`, t.student),
  },
  {
    op: 'getUserById',
    doc: 'rest',
    title: 'not found',
    status: 404,
    schema: envelope,
    run: (t) => get('/rest/users/424242', t.student),
  },
  {
    op: 'getUserByUsername',
    doc: 'rest',
    title: 'found',
    status: 200,
    schema: usersZod.getUserByUsernameResponse,
    run: (t) => get('/rest/users?username=staff', t.student),
  },
  {
    op: 'getUserByUsername',
    doc: 'rest',
    title: 'not found',
    status: 404,
    schema: envelope,
    run: (t) => get('/rest/users?username=ghost', t.student),
  },
  {
    op: 'uploadProfilePicture',
    doc: 'rest',
    title: 'png',
    status: 200,
    schema: usersZod.uploadProfilePictureResponse,
    run: async (t) =>
      send('POST', '/rest/profile-pictures/upload', { username: 'student', userImageBase64: await png() }, t.student),
  },
  {
    op: 'uploadProfilePicture',
    doc: 'rest',
    title: 'not an image',
    status: 400,
    schema: envelope,
    run: (t) =>
      send('POST', '/rest/profile-pictures/upload', { username: 'student', userImageBase64: 'aGVsbG8=' }, t.student),
  },
  {
    op: 'getMyProfilePicture',
    doc: 'rest',
    title: 'after the upload',
    status: 200,
    schema: usersZod.getMyProfilePictureResponse,
    run: async (t) => {
      await send(
        'POST',
        '/rest/profile-pictures/upload',
        { username: 'student', userImageBase64: await png() },
        t.student,
      );
      return get('/rest/profile-pictures/me', t.student);
    },
  },
  {
    op: 'getMyProfilePicture',
    doc: 'rest',
    title: 'none yet',
    status: 404,
    schema: envelope,
    run: (t) => get('/rest/profile-pictures/me', t.staff),
  },

  // ───── rest: credit and payment ─────
  {
    op: 'getNurtureProfile',
    doc: 'rest',
    title: 'wallet',
    status: 200,
    schema: creditZod.getNurtureProfileResponse,
    run: (t) => get('/rest/users/nurture-profiles', t.student),
  },
  {
    op: 'getCreditTransferInfo',
    doc: 'rest',
    title: 'rules',
    status: 200,
    schema: creditZod.getCreditTransferInfoResponse,
    run: (t) => get('/rest/credit-transfers', t.student),
  },
  {
    op: 'transferCredit',
    doc: 'rest',
    title: 'cash',
    status: 200,
    schema: creditZod.transferCreditResponse,
    run: (t) =>
      send(
        'PUT',
        '/rest/credit-transfers',
        { username: 'student2', creditTransferAmount: 50_000, nurtureProfileId: studentWallet() },
        t.student,
      ),
  },
  {
    op: 'transferCredit',
    doc: 'rest',
    title: 'subsidy',
    status: 200,
    schema: creditZod.transferCreditResponse,
    run: (t) => {
      const subsidy = db.subsidy.findMany({
        where: { nurtureProfileId: { equals: studentWallet() } },
        orderBy: { expiresAt: 'desc' },
      })[0]!;
      return send(
        'PUT',
        '/rest/credit-transfers',
        {
          username: 'student2',
          creditTransferAmount: 1_000,
          nurtureProfileId: studentWallet(),
          transferType: 'SUBSIDY',
          subsidyId: subsidy.id,
        },
        t.student,
      );
    },
  },
  {
    op: 'transferCredit',
    doc: 'rest',
    title: 'below min',
    status: 400,
    schema: envelope,
    run: (t) =>
      send(
        'PUT',
        '/rest/credit-transfers',
        { username: 'student2', creditTransferAmount: 5, nurtureProfileId: studentWallet() },
        t.student,
      ),
  },
  {
    op: 'listPaymentTransactions',
    doc: 'rest',
    title: 'page',
    status: 200,
    schema: paymentZod.listPaymentTransactionsResponse,
    run: (t) => get('/rest/payment-transactions/current?page=1&size=10', t.student),
  },
  {
    op: 'listPaymentTransactions',
    doc: 'rest',
    title: 'without the role',
    status: 403,
    schema: envelope,
    run: async () => {
      const other = db.user.findFirst({ where: { id: { equals: 1100 } } })!;
      return get(
        '/rest/payment-transactions/current',
        await login({ username: other.username, password: 'student123' }),
      );
    },
  },

  // ───── rest: content ─────
  {
    op: 'listActivityLogs',
    doc: 'rest',
    title: 'range',
    status: 200,
    schema: contentZod.listActivityLogsResponse,
    run: (t) => get('/rest/users/activity-logs?page=0&size=10&fromDate=2024-12-01&toDate=2025-01-15', t.student),
  },
  {
    op: 'listActivityLogs',
    doc: 'rest',
    title: 'bad date',
    status: 400,
    schema: envelope,
    run: (t) => get('/rest/users/activity-logs?fromDate=x', t.student),
  },
  {
    op: 'listAnnouncements',
    doc: 'rest',
    title: 'public',
    status: 200,
    schema: contentZod.listAnnouncementsResponse,
    run: () => get('/rest/announcements?page=0&size=5'),
  },
  {
    op: 'listAnnouncements',
    doc: 'rest',
    title: 'bad page',
    status: 400,
    schema: envelope,
    run: () => get('/rest/announcements?page=-2'),
  },
  {
    op: 'downloadFile',
    doc: 'rest',
    title: 'binary',
    status: 200,
    schema: z.instanceof(ArrayBuffer),
    run: (t) => get('/rest/file/download/502', t.student),
  },
  {
    op: 'downloadFile',
    doc: 'rest',
    title: 'missing',
    status: 404,
    schema: envelope,
    run: (t) => get('/rest/file/download/9', t.student),
  },

  // ───── rest: messages ─────
  {
    op: 'listInboxMessages',
    doc: 'rest',
    title: 'inbox',
    status: 200,
    schema: messagesZod.listInboxMessagesResponse,
    run: (t) => get('/rest/users/me/messages/inbox?page=0&size=10', t.student),
  },
  {
    op: 'listOutboxMessages',
    doc: 'rest',
    title: 'outbox',
    status: 200,
    schema: messagesZod.listOutboxMessagesResponse,
    run: (t) => get('/rest/users/me/messages/outbox', t.student),
  },
  {
    op: 'getMessage',
    doc: 'rest',
    title: 'one',
    status: 200,
    schema: messagesZod.getMessageResponse,
    run: (t) => get(`/rest/users/me/messages/${forcedInbox()}`, t.student),
  },
  {
    op: 'getMessage',
    doc: 'rest',
    title: 'missing',
    status: 404,
    schema: envelope,
    run: (t) => get('/rest/users/me/messages/1', t.student),
  },
  {
    op: 'markMessageRead',
    doc: 'rest',
    title: 'read',
    status: 200,
    schema: messagesZod.markMessageReadResponse,
    run: (t) => fetch(url(`/rest/users/me/messages/${forcedInbox()}`), bearer(t.student, { method: 'PUT' })),
  },
  {
    op: 'markMessageRead',
    doc: 'rest',
    title: 'missing',
    status: 404,
    schema: envelope,
    run: (t) => fetch(url('/rest/users/me/messages/1'), bearer(t.student, { method: 'PUT' })),
  },
  {
    op: 'deleteMessage',
    doc: 'rest',
    title: 'deleted',
    status: 200,
    schema: messagesZod.deleteMessageResponse,
    run: (t) => fetch(url(`/rest/users/me/messages/${firstInbox()}`), bearer(t.student, { method: 'DELETE' })),
  },
  {
    op: 'deleteMessage',
    doc: 'rest',
    title: 'unread forced',
    status: 400,
    schema: envelope,
    run: (t) => fetch(url(`/rest/users/me/messages/${forcedInbox()}`), bearer(t.student, { method: 'DELETE' })),
  },
  {
    op: 'sendMessage',
    doc: 'rest',
    title: 'sent',
    status: 200,
    schema: messagesZod.sendMessageResponse,
    run: (t) =>
      send(
        'POST',
        '/rest/users/me/messages',
        { receiverUsernames: ['staff'], subject: 'سلام و احترام', body: btoa('hello') },
        t.student,
      ),
  },
  {
    op: 'sendMessage',
    doc: 'rest',
    title: 'no receiver',
    status: 400,
    schema: envelope,
    run: (t) => send('POST', '/rest/users/me/messages', { subject: 'سلام و احترام', body: btoa('hello') }, t.student),
  },

  // ───── rest: feedbacks (Assumption) ─────
  {
    op: 'listMyFeedbacks',
    doc: 'rest',
    title: 'own, newest first',
    status: 200,
    schema: feedbacksZod.listMyFeedbacksResponse,
    run: (t) => get('/rest/users/me/feedbacks?page=0&size=10', t.student),
  },
  {
    op: 'listMyFeedbacks',
    doc: 'rest',
    title: 'no token',
    status: 401,
    schema: envelope,
    run: () => get('/rest/users/me/feedbacks'),
  },
  {
    op: 'sendFeedback',
    doc: 'rest',
    title: 'sent',
    status: 200,
    schema: feedbacksZod.sendFeedbackResponse,
    run: (t) =>
      send('POST', '/rest/users/me/feedbacks', { subject: 'پیشنهاد', description: 'لطفاً بررسی شود.' }, t.student),
  },
  {
    op: 'sendFeedback',
    doc: 'rest',
    title: 'too short once trimmed',
    status: 400,
    schema: envelope,
    run: (t) =>
      send('POST', '/rest/users/me/feedbacks', { subject: '  ab ', description: 'لطفاً بررسی شود.' }, t.student),
  },
  {
    op: 'getMyFeedback',
    doc: 'rest',
    title: 'own',
    status: 200,
    schema: feedbacksZod.getMyFeedbackResponse,
    run: (t) => get('/rest/users/me/feedbacks/8001', t.student),
  },
  {
    op: 'getMyFeedback',
    doc: 'rest',
    title: "another user's",
    status: 404,
    schema: envelope,
    run: (t) => get('/rest/users/me/feedbacks/8004', t.student),
  },

  // ───── rest: universities ─────
  {
    op: 'listUniversities',
    doc: 'rest',
    title: 'list',
    status: 200,
    schema: universitiesZod.listUniversitiesResponse,
    run: () => get('/rest/universities?version=2.0.7'),
  },
  {
    op: 'listUniversities',
    doc: 'rest',
    title: 'no version',
    status: 400,
    schema: envelope,
    run: () => get('/rest/universities'),
  },

  // ───── epayment ─────
  {
    op: 'listEpaymentConsumers',
    doc: 'epayment',
    title: 'consumers',
    status: 200,
    schema: epaymentZod.listEpaymentConsumersResponse,
    run: (t) => get(`${E}/consumers`, t.student),
  },
  {
    op: 'getEpaymentGateways',
    doc: 'epayment',
    title: 'gateways',
    status: 200,
    schema: epaymentZod.getEpaymentGatewaysResponse,
    run: (t) => get(`${E}/gateways?consumer=NURTURE_CREDIT`, t.student),
  },
  {
    op: 'getEpaymentGateways',
    doc: 'epayment',
    title: 'unknown consumer',
    status: 400,
    schema: envelope,
    run: (t) => get(`${E}/gateways?consumer=X`, t.student),
  },
  {
    op: 'processEpayment',
    doc: 'epayment',
    title: 'redirect',
    status: 200,
    schema: epaymentZod.processEpaymentResponse,
    run: (t) => pay(1, t.student),
  },
  {
    op: 'processEpayment',
    doc: 'epayment',
    title: 'form',
    status: 200,
    schema: epaymentZod.processEpaymentResponse,
    run: (t) => pay(2, t.student),
  },
  {
    op: 'processEpayment',
    doc: 'epayment',
    title: 'gateway without URL',
    status: 200,
    schema: epaymentZod.processEpaymentResponse,
    run: (t) => pay(3, t.student),
  },
  {
    op: 'processEpayment',
    doc: 'epayment',
    title: 'too small',
    status: 400,
    schema: envelope,
    run: (t) => pay(1, t.student, 10),
  },
  {
    op: 'processEpayment',
    doc: 'epayment',
    title: 'no token',
    status: 401,
    schema: envelope,
    run: () => send('POST', `${E}/v3/payment-gates/process-payment`, {}),
  },
  {
    op: 'verifyEpayment',
    doc: 'epayment',
    title: 'pending',
    status: 200,
    schema: epaymentZod.verifyEpaymentResponse,
    run: async (t) => {
      const started = (await (await pay(2, t.student)).clone().json()) as { payload: { paymentCode: string } };
      return send(
        'POST',
        `${E}/v3/payment-gates/verify-payment`,
        { paymentCode: started.payload.paymentCode, status: null },
        t.student,
      );
    },
  },
  {
    op: 'verifyEpayment',
    doc: 'epayment',
    title: 'unknown payment',
    status: 400,
    schema: envelope,
    run: (t) => send('POST', `${E}/v3/payment-gates/verify-payment`, { paymentCode: '1' }, t.student),
  },

  // ───── face ─────
  {
    op: 'enrollFace',
    doc: 'face',
    title: 'image',
    status: 200,
    schema: faceZod.enrollFaceResponse,
    run: (t) =>
      fetch(
        url('/face-service/face/enroll'),
        faceForm({
          token: t.student,
          user_id: String(ACCOUNTS.student.id),
          base_url: MOCK_BASE,
          input_image: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1])], { type: 'image/jpeg' }),
        }),
      ),
  },
  {
    op: 'enrollFace',
    doc: 'face',
    title: 'video',
    status: 200,
    schema: faceZod.enrollFaceResponse,
    run: () =>
      fetch(
        url('/face-service/face/enroll'),
        faceForm({ username: 'student', media: new Blob([new Uint8Array(64)], { type: 'video/webm' }) }),
      ),
  },
  {
    op: 'enrollFace',
    doc: 'face',
    title: 'video of the wrong type',
    status: 400,
    schema: faceZod.enrollFaceResponse,
    run: () =>
      fetch(
        url('/face-service/face/enroll'),
        faceForm({ username: 'student', media: new Blob([new Uint8Array(64)], { type: 'image/gif' }) }),
      ),
  },
  {
    op: 'enrollFace',
    doc: 'face',
    title: 'nothing',
    status: 400,
    schema: faceZod.enrollFaceResponse,
    run: () => fetch(url('/face-service/face/enroll'), faceForm({ username: 'student' })),
  },

  // ───── rest: programs and selfs (helpers at the end of the file) ─────
  {
    op: 'listSelfs',
    doc: 'rest',
    title: 'selfs',
    status: 200,
    schema: programsZod.listSelfsResponse,
    run: (t) => get('/rest/selfs', t.student),
  },
  {
    op: 'listReservationSelfs',
    doc: 'rest',
    title: 'selfs',
    status: 200,
    schema: programsZod.listReservationSelfsResponse,
    run: (t) => get('/rest/reservations/selfs', t.student),
  },
  {
    op: 'getProgramsV2',
    doc: 'rest',
    title: 'dining hall week',
    status: 200,
    schema: programsZod.getProgramsV2Response,
    run: (t) => get(`/rest/programs/v2?selfId=1&weekStartDate=${weekParam(0)}%2B00:00:00`, t.student),
  },
  {
    op: 'getProgramsV2',
    doc: 'rest',
    title: 'clinic week',
    status: 200,
    schema: programsZod.getProgramsV2Response,
    run: (t) => get(`/rest/programs/v2?selfId=5&weekStartDate=${weekParam(1)}`, t.student),
  },
  {
    op: 'getProgramsV2',
    doc: 'rest',
    title: 'no program',
    status: 404,
    schema: envelope,
    run: (t) => get(`/rest/programs/v2?selfId=1&weekStartDate=${weekParam(6)}`, t.student),
  },
  {
    op: 'getReservationProgramsV2',
    doc: 'rest',
    title: 'gym week',
    status: 200,
    schema: programsZod.getReservationProgramsV2Response,
    run: (t) => get(`/rest/reservations/programs/v2?selfId=4&weekStartDate=${weekParam(0)}`, t.student),
  },
  {
    op: 'getReservationProgramsV2',
    doc: 'rest',
    title: 'unknown self',
    status: 404,
    schema: envelope,
    run: (t) => get(`/rest/reservations/programs/v2?selfId=9&weekStartDate=${weekParam(0)}`, t.student),
  },
  {
    op: 'getPrograms',
    doc: 'rest',
    title: 'this week (empty weekStartDate), the rule maps',
    status: 200,
    schema: programsZod.getProgramsResponse,
    run: (t) => get('/rest/programs?selectedSelfId=1&weekStartDate=', t.student),
  },
  {
    op: 'getPrograms',
    doc: 'rest',
    title: 'no self named',
    status: 400,
    schema: envelope,
    run: (t) => get('/rest/programs?weekStartDate=', t.student),
  },

  // ───── rest: reserves ─────
  {
    op: 'listReserves',
    doc: 'rest',
    title: 'food week',
    status: 200,
    schema: reservesZod.listReservesResponse,
    run: (t) => get(`/rest/reserves?weekStartDate=${weekParam(0)}&selfType=NORMAL`, t.student),
  },
  {
    op: 'listReserves',
    doc: 'rest',
    title: 'transport week',
    status: 200,
    schema: reservesZod.listReservesResponse,
    run: (t) => get(`/rest/reserves?weekStartDate=${weekParam(0)}&selfType=TRANSPORT`, t.student),
  },
  {
    op: 'listReserves',
    doc: 'rest',
    title: 'with teammates and daily sales',
    status: 200,
    schema: reservesZod.listReservesResponse,
    run: async () => get(`/rest/reserves?weekStartDate=${weekParam(-1)}`, await persona('student-teammates')),
  },
  {
    op: 'listReserves',
    doc: 'rest',
    title: 'bad date',
    status: 400,
    schema: envelope,
    run: (t) => get('/rest/reserves?weekStartDate=someday', t.student),
  },
  {
    op: 'updateReserve',
    doc: 'rest',
    title: 'reserve',
    status: 200,
    schema: reservesZod.updateReserveResponse,
    run: (t) =>
      send(
        'PUT',
        `/rest/reserves/${programAt(10, 1, 3)}/reserve`,
        { foodTypeId: 1, mealTypeId: 3, selected: true, selectedCount: 1, freeFoodSelected: false },
        t.student,
      ),
  },
  {
    op: 'updateReserve',
    doc: 'rest',
    title: 'cancel',
    status: 200,
    schema: reservesZod.updateReserveResponse,
    run: (t) =>
      send(
        'PUT',
        `/rest/reserves/${programAt(1, 1, 2)}/reserve`,
        { foodTypeId: 1, mealTypeId: 2, selected: false, selectedCount: 0, freeFoodSelected: false },
        t.student,
      ),
  },
  {
    op: 'updateReserve',
    doc: 'rest',
    title: 'full',
    status: 400,
    schema: envelope,
    run: (t) =>
      send(
        'PUT',
        `/rest/reserves/${Math.floor(nearlyFull() / 10)}/reserve`,
        { foodTypeId: 1, mealTypeId: 2, selected: true, selectedCount: 2, freeFoodSelected: false },
        t.student,
      ),
  },
  {
    op: 'updateReserve',
    doc: 'rest',
    title: 'low credit',
    status: 400,
    schema: envelope,
    run: async () =>
      send(
        'PUT',
        `/rest/reserves/${programAt(10, 1, 3)}/reserve`,
        { foodTypeId: 1, mealTypeId: 3, selected: true, selectedCount: 1, freeFoodSelected: false },
        await persona('low-credit'),
      ),
  },
  {
    op: 'createReserve',
    doc: 'rest',
    title: 'legacy',
    status: 200,
    schema: reservesZod.createReserveResponse,
    run: (t) =>
      send(
        'POST',
        '/rest/reserves',
        {
          programId: programAt(10, 1, 2),
          foodTypeId: 1,
          mealTypeId: 2,
          selectedCount: 2,
          freeFoodSelected: false,
          selected: true,
          app: 'WEB',
        },
        t.student,
      ),
  },
  {
    op: 'createReserve',
    doc: 'rest',
    title: 'per unit',
    status: 200,
    schema: reservesZod.createReserveResponse,
    run: (t) => send('POST', '/rest/reserves', { programId: programAt(10, 6, 1), foodTypeId: 32, count: 1 }, t.student),
  },
  {
    op: 'createReserve',
    doc: 'rest',
    title: 'after the deadline',
    status: 400,
    schema: envelope,
    run: (t) => send('POST', '/rest/reserves', { programId: programAt(1, 1, 2), foodTypeId: 1, count: 2 }, t.student),
  },
  {
    op: 'changeReserveSelf',
    doc: 'rest',
    title: 'to the faculty self',
    status: 200,
    schema: reservesZod.changeReserveSelfResponse,
    run: (t) => send('PUT', '/rest/reserves/change-self', { ...changeBody(), destinationSelfId: 2 }, t.student),
  },
  {
    op: 'changeReserveSelf',
    doc: 'rest',
    title: 'no destination',
    status: 400,
    schema: envelope,
    run: (t) => send('PUT', '/rest/reserves/change-self', changeBody(), t.student),
  },
  {
    op: 'sellReserve',
    doc: 'rest',
    title: 'after the cancel deadline',
    status: 200,
    schema: reservesZod.sellReserveResponse,
    run: async () => (await onSale()).response,
  },
  {
    op: 'sellReserve',
    doc: 'rest',
    title: 'before the cancel deadline',
    status: 400,
    schema: envelope,
    run: (t) => fetch(url(`/rest/reserves/v2/${itemAt(3, 1, 2)}/sell-reserve`), bearer(t.student, { method: 'PUT' })),
  },
  {
    op: 'cancelSoldReserve',
    doc: 'rest',
    title: 'cancel the sale',
    status: 200,
    schema: reservesZod.cancelSoldReserveResponse,
    run: async () =>
      fetch(
        url(`/rest/reserves/v2/${itemAt(3, 1, 2)}/cancel-sold-reserve`),
        bearer((await onSale()).seller, { method: 'PUT' }),
      ),
  },
  {
    op: 'cancelSoldReserve',
    doc: 'rest',
    title: 'not for sale',
    status: 400,
    schema: envelope,
    run: (t) =>
      fetch(url(`/rest/reserves/v2/${itemAt(3, 1, 2)}/cancel-sold-reserve`), bearer(t.student, { method: 'PUT' })),
  },
  {
    op: 'buyFreeFood',
    doc: 'rest',
    title: 'buy',
    status: 200,
    schema: reservesZod.buyFreeFoodResponse,
    run: async () =>
      send(
        'PUT',
        `/rest/reserves/v2/programs/${programAt(3, 1, 2)}/buy-free-food`,
        { foodTypeId: 1, mealTypeId: 2 },
        (await onSale()).buyer,
      ),
  },
  {
    op: 'buyFreeFood',
    doc: 'rest',
    title: 'nothing for sale',
    status: 400,
    schema: envelope,
    run: (t) => send('PUT', `/rest/reserves/v2/programs/${programAt(3, 1, 2)}/buy-free-food`, {}, t.staff),
  },
  {
    op: 'listVoteReasons',
    doc: 'rest',
    title: 'reasons',
    status: 200,
    schema: reservesZod.listVoteReasonsResponse,
    run: (t) => get('/rest/reserves/votes/reasons', t.student),
  },
  {
    op: 'listVotableItems',
    doc: 'rest',
    title: 'votable',
    status: 200,
    schema: reservesZod.listVotableItemsResponse,
    run: (t) => get('/rest/reserves/votable', t.student),
  },
  {
    op: 'voteReserve',
    doc: 'rest',
    title: 'vote',
    status: 200,
    schema: reservesZod.voteReserveResponse,
    run: async (t) =>
      send(
        'POST',
        `/rest/reserves/${await votableId(t.student)}/votes`,
        { score: 4, description: 'خوب بود', problemIds: [1, 4] },
        t.student,
      ),
  },
  {
    op: 'voteReserve',
    doc: 'rest',
    title: 'comment too long',
    status: 400,
    schema: envelope,
    run: async (t) =>
      send(
        'POST',
        `/rest/reserves/${await votableId(t.student)}/votes`,
        { score: 4, description: 'x'.repeat(251) },
        t.student,
      ),
  },
  {
    op: 'printForgetCardCode',
    doc: 'rest',
    title: 'code',
    status: 200,
    schema: reservesZod.printForgetCardCodeResponse,
    run: async (t) =>
      get(
        `/rest/forget-card-codes/print?reserveId=${await lunchReserveId(t.student, 0)}&count=1&dailySale=false`,
        t.student,
      ),
  },
  {
    op: 'printForgetCardCode',
    doc: 'rest',
    title: 'past meal',
    status: 400,
    schema: envelope,
    run: async (t) => get(`/rest/forget-card-codes/print?reserveId=${await lunchReserveId(t.student, -1)}`, t.student),
  },
  {
    op: 'printForgetCardCode',
    doc: 'rest',
    title: 'unknown reserve',
    status: 404,
    schema: envelope,
    run: (t) => get('/rest/forget-card-codes/print?reserveId=7', t.student),
  },

  // ───── rest: daily sale ─────
  {
    op: 'listDailySellPrograms',
    doc: 'rest',
    title: 'today',
    status: 200,
    schema: dailySaleZod.listDailySellProgramsResponse,
    run: (t) => get('/rest/daily-sell-programs', t.student),
  },
  {
    op: 'listDailySellPrograms',
    doc: 'rest',
    title: 'nothing tomorrow',
    status: 404,
    schema: envelope,
    run: async () => {
      advanceClock(24 * 60 * 60 * 1000);
      return get('/rest/daily-sell-programs', await login(ACCOUNTS.student));
    },
  },
  // The test instant (08:30) is in breakfast's sale window (07:00 to 09:00).
  {
    op: 'reserveDailySell',
    doc: 'rest',
    title: 'buy one, no body (the live call)',
    status: 200,
    schema: dailySaleZod.reserveDailySellResponse,
    run: (t) =>
      fetch(
        url(`/rest/daily-sell-programs/${dailyBreakfast()}/reserve-daily-sell`),
        bearer(t.student, { method: 'PUT' }),
      ),
  },
  {
    op: 'reserveDailySell',
    doc: 'rest',
    title: "buy two (the spec's body)",
    status: 200,
    schema: dailySaleZod.reserveDailySellResponse,
    run: (t) =>
      send('PUT', `/rest/daily-sell-programs/${dailyBreakfast()}/reserve-daily-sell`, { selectedCount: 2 }, t.student),
  },
  {
    op: 'reserveDailySell',
    doc: 'rest',
    title: 'over maxValue',
    status: 400,
    schema: envelope,
    run: (t) =>
      send('PUT', `/rest/daily-sell-programs/${dailyBreakfast()}/reserve-daily-sell`, { selectedCount: 3 }, t.student),
  },
  {
    op: 'reserveDailySell',
    doc: 'rest',
    title: 'before its start time',
    status: 400,
    schema: envelope,
    run: (t) =>
      fetch(url(`/rest/daily-sell-programs/${dailyLunch()}/reserve-daily-sell`), bearer(t.student, { method: 'PUT' })),
  },
  {
    op: 'listMyReserveDailySales',
    doc: 'rest',
    title: 'purchases',
    status: 200,
    schema: dailySaleZod.listMyReserveDailySalesResponse,
    run: (t) => get('/rest/users/me/reserve-daily-sales', t.student),
  },
  {
    op: 'listReserveDailySalesAlt',
    doc: 'rest',
    title: 'purchases',
    status: 200,
    schema: dailySaleZod.listReserveDailySalesAltResponse,
    run: (t) => get('/rest/reserve/reserve-daily-sale', t.student),
  },

  // ───── rest: teammates ─────
  {
    op: 'listTeammates',
    doc: 'rest',
    title: 'FINAL and WAITING',
    status: 200,
    schema: teammatesZod.listTeammatesResponse,
    run: async () => get('/rest/nurtures/users/teammates?page=0&size=999', await persona('student-teammates')),
  },
  {
    op: 'listTeammates',
    doc: 'rest',
    title: 'not allowed',
    status: 403,
    schema: envelope,
    run: (t) => get('/rest/nurtures/users/teammates?page=0&size=999', t.staff),
  },
  {
    op: 'addTeammate',
    doc: 'rest',
    title: 'invite',
    status: 200,
    schema: teammatesZod.addTeammateResponse,
    run: (t) => send('POST', '/rest/nurtures/users/teammates', { username: 'student2' }, t.student),
  },
  {
    op: 'addTeammate',
    doc: 'rest',
    title: 'unknown student',
    status: 404,
    schema: envelope,
    run: (t) => send('POST', '/rest/nurtures/users/teammates', { username: '4099999999' }, t.student),
  },
  {
    op: 'addTeammate',
    doc: 'rest',
    title: 'self',
    status: 400,
    schema: envelope,
    run: (t) => send('POST', '/rest/nurtures/users/teammates', { username: 'student' }, t.student),
  },
  {
    op: 'confirmTeammate',
    doc: 'rest',
    title: 'accept',
    status: 200,
    schema: teammatesZod.confirmTeammateResponse,
    run: async () => teammateCall('PUT', 'WAITING', { confirmation: true }),
  },
  {
    op: 'confirmTeammate',
    doc: 'rest',
    title: 'by the inviter',
    status: 400,
    schema: envelope,
    run: async () => teammateCall('PUT', 'FINAL', { confirmation: true }),
  },
  {
    op: 'deleteTeammate',
    doc: 'rest',
    title: 'leave',
    status: 200,
    schema: teammatesZod.deleteTeammateResponse,
    run: async () => teammateCall('DELETE', 'FINAL'),
  },
  {
    op: 'deleteTeammate',
    doc: 'rest',
    title: 'unknown',
    status: 404,
    schema: envelope,
    run: (t) => fetch(url('/rest/nurtures/users/teammates/9'), bearer(t.student, { method: 'DELETE' })),
  },

  // ───── rest: surveys and relatives ─────
  {
    op: 'listSurveys',
    doc: 'rest',
    title: 'every kind',
    status: 200,
    schema: surveysZod.listSurveysResponse,
    run: (t) => get('/rest/users/me/surveys', t.student),
  },
  {
    op: 'getSurvey',
    doc: 'rest',
    title: 'every question type',
    status: 200,
    schema: surveysZod.getSurveyResponse,
    run: (t) => get('/rest/users/me/surveys/701', t.student),
  },
  {
    op: 'getSurvey',
    doc: 'rest',
    title: 'published results',
    status: 200,
    schema: surveysZod.getSurveyResponse,
    run: (t) => get('/rest/users/me/surveys/704', t.student),
  },
  {
    op: 'getSurvey',
    doc: 'rest',
    title: 'unknown',
    status: 404,
    schema: envelope,
    run: (t) => get('/rest/users/me/surveys/7', t.student),
  },
  {
    op: 'getSurvey',
    doc: 'rest',
    title: 'not eligible',
    status: 403,
    schema: envelope,
    run: (t) => get('/rest/users/me/surveys/701', t.staff),
  },
  {
    op: 'submitSurveyAnswers',
    doc: 'rest',
    title: 'vote',
    status: 200,
    schema: surveysZod.submitSurveyAnswersResponse,
    run: (t) =>
      send(
        'POST',
        '/rest/users/me/surveys/703/answers',
        { questionAnswers: [{ questionId: 1, optionIds: [41, 42, 43] }] },
        t.student,
      ),
  },
  {
    op: 'submitSurveyAnswers',
    doc: 'rest',
    title: 'too many votes',
    status: 400,
    schema: envelope,
    run: (t) =>
      send(
        'POST',
        '/rest/users/me/surveys/703/answers',
        { questionAnswers: [{ questionId: 1, optionIds: [41, 42, 43, 44] }] },
        t.student,
      ),
  },
  {
    op: 'submitSurveyAnswers',
    doc: 'rest',
    title: 'required missing',
    status: 400,
    schema: envelope,
    run: (t) => send('POST', '/rest/users/me/surveys/701/answers', { questionAnswers: [] }, t.student),
  },
  {
    op: 'submitSurveyAnswers',
    doc: 'rest',
    title: 'closed',
    status: 400,
    schema: envelope,
    run: (t) =>
      send(
        'POST',
        '/rest/users/me/surveys/702/answers',
        { questionAnswers: [{ questionId: 1, answer: '4' }] },
        t.student,
      ),
  },
  {
    op: 'submitSurveyAnswers',
    doc: 'rest',
    title: 'already answered',
    status: 400,
    schema: envelope,
    run: (t) =>
      send(
        'POST',
        '/rest/users/me/surveys/709/answers',
        { questionAnswers: [{ questionId: 1, optionIds: [32] }] },
        t.student,
      ),
  },
  {
    op: 'uploadSurveyImage',
    doc: 'rest',
    title: 'png',
    status: 200,
    schema: surveysZod.uploadSurveyImageResponse,
    run: (t) =>
      fetch(
        url('/rest/users/me/surveys/705/images'),
        bearer(t.student, { method: 'POST', body: imageForm('image/png') }),
      ),
  },
  {
    op: 'uploadSurveyImage',
    doc: 'rest',
    title: 'wrong type',
    status: 400,
    schema: envelope,
    run: (t) =>
      fetch(
        url('/rest/users/me/surveys/705/images'),
        bearer(t.student, { method: 'POST', body: imageForm('text/plain') }),
      ),
  },
  {
    op: 'verifySurveyImages',
    doc: 'rest',
    title: 'after an upload',
    status: 200,
    schema: surveysZod.verifySurveyImagesResponse,
    run: async (t) => {
      await fetch(
        url('/rest/users/me/surveys/705/images'),
        bearer(t.student, { method: 'POST', body: imageForm('image/jpeg') }),
      );
      return fetch(url('/rest/users/me/surveys/705/images/verify'), bearer(t.student, { method: 'PUT' }));
    },
  },
  {
    op: 'verifySurveyImages',
    doc: 'rest',
    title: 'nothing uploaded',
    status: 400,
    schema: envelope,
    run: (t) => fetch(url('/rest/users/me/surveys/705/images/verify'), bearer(t.student, { method: 'PUT' })),
  },
  {
    op: 'getStudentFamily',
    doc: 'rest',
    title: 'after a save',
    status: 200,
    schema: familyZod.getStudentFamilyResponse,
    run: async (t) => {
      await send('POST', '/rest/student-family', { studentFamilies: PARENTS }, t.student);
      return get('/rest/student-family', t.student);
    },
  },
  {
    op: 'saveStudentFamily',
    doc: 'rest',
    title: 'father and mother',
    status: 200,
    schema: familyZod.saveStudentFamilyResponse,
    run: (t) => send('POST', '/rest/student-family', { studentFamilies: PARENTS }, t.student),
  },
  {
    op: 'saveStudentFamily',
    doc: 'rest',
    title: 'no mother',
    status: 400,
    schema: envelope,
    run: (t) => send('POST', '/rest/student-family', { studentFamilies: PARENTS.slice(0, 1) }, t.student),
  },
  {
    op: 'saveStudentFamily',
    doc: 'rest',
    title: 'bad national code',
    status: 400,
    schema: envelope,
    run: (t) =>
      send(
        'POST',
        '/rest/student-family',
        { studentFamilies: [{ ...PARENTS[0], nationalCode: '0084575949' }, PARENTS[1]] },
        t.student,
      ),
  },
  {
    op: 'listStudyLevels',
    doc: 'rest',
    title: 'levels',
    status: 200,
    schema: familyZod.listStudyLevelsResponse,
    run: (t) => get('/rest/study-levels', t.student),
  },
  // ───── rest: dormitory ─────
  {
    op: 'listMyEskans',
    doc: 'rest',
    title: 'current room',
    status: 200,
    schema: dormitoryZod.listMyEskansResponse,
    run: async () => get('/rest/users/me/eskans', await persona('dormitory')),
  },
  {
    op: 'listMyCardexes',
    doc: 'rest',
    title: 'history',
    status: 200,
    schema: dormitoryZod.listMyCardexesResponse,
    run: async () => get('/rest/users/me/eskans/cardexes', await persona('dormitory')),
  },
  {
    op: 'listMyAttendance',
    doc: 'rest',
    title: 'a page',
    status: 200,
    schema: dormitoryZod.listMyAttendanceResponse,
    run: async () => get('/rest/users/me/attendance?page=0&size=10', await persona('dormitory')),
  },
  {
    op: 'listMyAttendance',
    doc: 'rest',
    title: 'bad date',
    status: 400,
    schema: envelope,
    run: async () => get('/rest/users/me/attendance?fromDate=13/01/01', await persona('dormitory')),
  },
  {
    op: 'listDormitoryLeaves',
    doc: 'rest',
    title: 'a page',
    status: 200,
    schema: dormitoryZod.listDormitoryLeavesResponse,
    run: async () => get('/rest/me/dormitory-leave?page=0&limit=10', await persona('dormitory')),
  },
  {
    op: 'createDormitoryLeave',
    doc: 'rest',
    title: 'registered',
    status: 200,
    schema: dormitoryZod.createDormitoryLeaveResponse,
    run: async () => send('POST', '/rest/me/dormitory-leave', leaveBody(1, 3), await persona('dormitory')),
  },
  {
    op: 'createDormitoryLeave',
    doc: 'rest',
    title: 'to before from',
    status: 400,
    schema: envelope,
    run: async () => send('POST', '/rest/me/dormitory-leave', leaveBody(3, 1), await persona('dormitory')),
  },
  {
    op: 'updateDormitoryLeave',
    doc: 'rest',
    title: 'cancel',
    status: 200,
    schema: dormitoryZod.updateDormitoryLeaveResponse,
    run: async () => cancelNewLeave(),
  },
  {
    op: 'updateDormitoryLeave',
    doc: 'rest',
    title: 'unknown',
    status: 404,
    schema: envelope,
    run: async () =>
      send('PUT', '/rest/me/dormitory-leave/1', { status: 'CANCEL_BY_OWNER' }, await persona('dormitory')),
  },
  {
    op: 'listDormitoryRequests',
    doc: 'rest',
    title: 'accepted',
    status: 200,
    schema: dormitoryZod.listDormitoryRequestsResponse,
    run: async () => get('/rest/users/me/dormitory-requests', await persona('dormitory-group')),
  },
  {
    op: 'createDormitoryRequest',
    doc: 'rest',
    title: 'pre-register',
    status: 200,
    schema: dormitoryZod.createDormitoryRequestResponse,
    run: async () =>
      send(
        'POST',
        '/rest/users/me/dormitory-requests',
        { dormitoryId: 31, description: 'x' },
        await persona('dormitory'),
      ),
  },
  {
    op: 'createDormitoryRequest',
    doc: 'rest',
    title: 'already done',
    status: 400,
    schema: envelope,
    run: async () =>
      send('POST', '/rest/users/me/dormitory-requests', { dormitoryId: 31 }, await persona('dormitory-group')),
  },
  {
    op: 'listMyDormitories',
    doc: 'rest',
    title: 'by gender',
    status: 200,
    schema: dormitoryZod.listMyDormitoriesResponse,
    run: async () => get('/rest/users/me/dormitories', await persona('dormitory')),
  },
  {
    op: 'listSolitaryBlocks',
    doc: 'rest',
    title: 'blocks',
    status: 200,
    schema: dormitoryZod.listSolitaryBlocksResponse,
    run: async () => get('/rest/users/me/dormitories/solitary/31/blocks', await persona('dormitory')),
  },
  {
    op: 'listSolitaryBlocks',
    doc: 'rest',
    title: 'unknown dormitory',
    status: 404,
    schema: envelope,
    run: async () => get('/rest/users/me/dormitories/solitary/99/blocks', await persona('dormitory')),
  },
  {
    op: 'listSolitaryFloors',
    doc: 'rest',
    title: 'floors and rooms',
    status: 200,
    schema: dormitoryZod.listSolitaryFloorsResponse,
    run: async () => get('/rest/users/me/dormitories/solitary/31/blocks/311/floors', await persona('dormitory')),
  },
  {
    op: 'listSolitaryRoomMembers',
    doc: 'rest',
    title: 'members',
    status: 200,
    schema: dormitoryZod.listSolitaryRoomMembersResponse,
    run: async () =>
      get('/rest/users/me/dormitories/solitary/31/blocks/311/floors/3111/rooms/31113', await persona('dormitory')),
  },
  {
    op: 'listSolitaryRoomMembers',
    doc: 'rest',
    title: 'wrong path',
    status: 404,
    schema: envelope,
    run: async () =>
      get('/rest/users/me/dormitories/solitary/31/blocks/311/floors/3112/rooms/31113', await persona('dormitory')),
  },
  {
    op: 'listGroupRooms',
    doc: 'rest',
    title: 'rooms of the size',
    status: 200,
    schema: dormitoryZod.listGroupRoomsResponse,
    run: async () => get('/rest/users/me/dormitories/groups/rooms', await persona('dormitory-group')),
  },
  {
    op: 'listGroupRooms',
    doc: 'rest',
    title: 'no group',
    status: 404,
    schema: envelope,
    run: async () => get('/rest/users/me/dormitories/groups/rooms', await persona('dormitory')),
  },
  {
    op: 'getRoomsCapacity',
    doc: 'rest',
    title: 'sizes',
    status: 200,
    schema: dormitoryZod.getRoomsCapacityResponse,
    run: async () => get('/rest/users/me/dormitories/31/rooms-capacity', await persona('dormitory')),
  },
  {
    op: 'getValidEntranceDormitory',
    doc: 'rest',
    title: 'flags',
    status: 200,
    schema: dormitoryZod.getValidEntranceDormitoryResponse,
    run: async () => get('/rest/users/me/valid-entrance-dormitory', await persona('dormitory')),
  },
  {
    op: 'getValidEntranceDormitory',
    doc: 'rest',
    title: 'staff',
    status: 404,
    schema: envelope,
    run: (t) => get('/rest/users/me/valid-entrance-dormitory', t.staff),
  },
  {
    op: 'getDormitoryQualification',
    doc: 'rest',
    title: 'qualifies',
    status: 200,
    schema: dormitoryZod.getDormitoryQualificationResponse,
    run: async () => get('/rest/users/me/dormitory/qualify?preReg=true', await persona('dormitory')),
  },
  {
    op: 'listRoommates',
    doc: 'rest',
    title: 'no room',
    status: 404,
    schema: envelope,
    run: async () => get('/rest/users/me/student-groups/roommates', await persona('dormitory')),
  },
  {
    op: 'listRoommates',
    doc: 'rest',
    title: 'roommates',
    status: 200,
    schema: dormitoryZod.listRoommatesResponse,
    run: async () => {
      const token = await soloPlaced();
      return get('/rest/users/me/student-groups/roommates', token);
    },
  },
  {
    op: 'getStudentGroup',
    doc: 'rest',
    title: 'invited',
    status: 200,
    schema: dormitoryZod.getStudentGroupResponse,
    run: async () => get('/rest/users/me/student-groups', await persona('dormitory-group')),
  },
  {
    op: 'getStudentGroup',
    doc: 'rest',
    title: 'none',
    status: 404,
    schema: envelope,
    run: async () => get('/rest/users/me/student-groups', await persona('dormitory')),
  },
  {
    op: 'createStudentGroup',
    doc: 'rest',
    title: 'group',
    status: 200,
    schema: dormitoryZod.createStudentGroupResponse,
    run: async () => {
      const token = await preRegistered();
      return send('POST', '/rest/users/me/student-groups', { dormitoryId: 31, roomSize: 3, solitary: false }, token);
    },
  },
  {
    op: 'createStudentGroup',
    doc: 'rest',
    title: 'no pre-registration',
    status: 400,
    schema: envelope,
    run: async () =>
      send(
        'POST',
        '/rest/users/me/student-groups',
        { dormitoryId: 31, roomSize: 3, solitary: false },
        await persona('dormitory'),
      ),
  },
  {
    op: 'updateStudentGroup',
    doc: 'rest',
    title: 'room for a solo',
    status: 200,
    schema: dormitoryZod.updateStudentGroupResponse,
    run: async () => {
      const token = await preRegistered();
      await send('POST', '/rest/users/me/student-groups', { dormitoryId: 31, roomSize: 1, solitary: true }, token);
      return send('PUT', '/rest/users/me/student-groups', { roomId: 31111 }, token);
    },
  },
  {
    op: 'updateStudentGroup',
    doc: 'rest',
    title: 'members not confirmed',
    status: 400,
    schema: envelope,
    run: async () => {
      const token = await preRegistered();
      await send('POST', '/rest/users/me/student-groups', { dormitoryId: 31, roomSize: 2, solitary: false }, token);
      return send('PUT', '/rest/users/me/student-groups', { dormitoryRoomId: 31112 }, token);
    },
  },
  {
    op: 'deleteStudentGroup',
    doc: 'rest',
    title: 'removed',
    status: 200,
    schema: dormitoryZod.deleteStudentGroupResponse,
    run: async () => {
      const token = await preRegistered();
      await send('POST', '/rest/users/me/student-groups', { dormitoryId: 31, roomSize: 3, solitary: false }, token);
      return fetch(url('/rest/users/me/student-groups'), bearer(token, { method: 'DELETE' }));
    },
  },
  {
    op: 'deleteStudentGroup',
    doc: 'rest',
    title: 'not the head',
    status: 403,
    schema: envelope,
    run: async () =>
      fetch(url('/rest/users/me/student-groups'), bearer(await persona('dormitory-group'), { method: 'DELETE' })),
  },
  {
    op: 'addStudentGroupMember',
    doc: 'rest',
    title: 'invite',
    status: 200,
    schema: dormitoryZod.addStudentGroupMemberResponse,
    run: async () => {
      const token = await preRegistered();
      await send('POST', '/rest/users/me/student-groups', { dormitoryId: 31, roomSize: 3, solitary: false }, token);
      return send('POST', '/rest/users/me/student-groups/members', { studentNumber: 'student2' }, token);
    },
  },
  {
    op: 'addStudentGroupMember',
    doc: 'rest',
    title: 'other gender',
    status: 400,
    schema: envelope,
    run: async () => {
      const token = await preRegistered();
      await send('POST', '/rest/users/me/student-groups', { dormitoryId: 31, roomSize: 3, solitary: false }, token);
      return send('POST', '/rest/users/me/student-groups/members', { studentNumber: 'locked' }, token);
    },
  },
  {
    op: 'updateStudentGroupMember',
    doc: 'rest',
    title: 'accept',
    status: 200,
    schema: dormitoryZod.updateStudentGroupMemberResponse,
    run: async () =>
      send('PUT', '/rest/users/me/student-groups/members', { status: 'APPROVED' }, await persona('dormitory-group')),
  },
  {
    op: 'updateStudentGroupMember',
    doc: 'rest',
    title: 'no group',
    status: 404,
    schema: envelope,
    run: async () =>
      send('PUT', '/rest/users/me/student-groups/members', { status: 'APPROVED' }, await persona('dormitory')),
  },
  {
    op: 'removeStudentGroupMember',
    doc: 'rest',
    title: 'remove',
    status: 200,
    schema: dormitoryZod.removeStudentGroupMemberResponse,
    run: async () => {
      const token = await preRegistered();
      await send('POST', '/rest/users/me/student-groups', { dormitoryId: 31, roomSize: 3, solitary: false }, token);
      await send('POST', '/rest/users/me/student-groups/members', { studentNumber: 'student2' }, token);
      return send('DELETE', '/rest/users/me/student-groups/members', { studentNumber: 'student2' }, token);
    },
  },
  {
    op: 'removeStudentGroupMember',
    doc: 'rest',
    title: 'not the head',
    status: 403,
    schema: envelope,
    run: async () =>
      send(
        'DELETE',
        '/rest/users/me/student-groups/members',
        { studentNumber: 'student2' },
        await persona('dormitory-group'),
      ),
  },
  // Helpdesk (the mock Redmine; tests/contract/helpdesk-contract.ts runs the whole contract against it and a real Redmine).
  {
    op: 'helpdeskListIssues',
    doc: 'helpdesk',
    title: 'all statuses',
    status: 200,
    schema: helpdeskZod.helpdeskListIssuesResponse,
    run: () => fetch(url('/redmine/issues.json?status_id=*&limit=100'), redmine()),
  },
  {
    op: 'helpdeskListIssues',
    doc: 'helpdesk',
    title: 'bad key',
    status: 401,
    schema: z.unknown(),
    run: () => fetch(url('/redmine/issues.json'), redmine('bad')),
  },
  {
    op: 'helpdeskGetIssue',
    doc: 'helpdesk',
    title: 'with journals',
    status: 200,
    schema: helpdeskZod.helpdeskGetIssueResponse,
    run: () => fetch(url('/redmine/issues/1.json?include=attachments,journals'), redmine()),
  },
  {
    op: 'helpdeskGetIssue',
    doc: 'helpdesk',
    title: 'unknown',
    status: 404,
    schema: z.unknown(),
    run: () => fetch(url('/redmine/issues/999.json'), redmine()),
  },
  {
    op: 'helpdeskCreateIssue',
    doc: 'helpdesk',
    title: 'created',
    status: 201,
    schema: helpdeskZod.helpdeskGetIssueResponse,
    run: () =>
      fetch(
        url('/redmine/issues.json'),
        redmine(undefined, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ issue: { project_id: 1, tracker_id: 35, subject: 'abc', description: 'desc' } }),
        }),
      ),
  },
  {
    op: 'helpdeskCreateIssue',
    doc: 'helpdesk',
    title: 'blank subject',
    status: 422,
    schema: z.object({ errors: z.array(z.string()) }),
    run: () =>
      fetch(
        url('/redmine/issues.json'),
        redmine(undefined, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ issue: { project_id: 1, tracker_id: 35, subject: ' ' } }),
        }),
      ),
  },
  {
    op: 'helpdeskUpdateIssue',
    doc: 'helpdesk',
    title: 'reply',
    status: 204,
    schema: z.unknown(),
    run: () =>
      fetch(
        url('/redmine/issues/1.json'),
        redmine(undefined, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ issue: { notes: 'x' } }),
        }),
      ),
  },
  {
    op: 'helpdeskUploadFile',
    doc: 'helpdesk',
    title: 'octet-stream',
    status: 201,
    schema: z.object({ upload: z.object({ id: z.number(), token: z.string() }) }),
    run: () =>
      fetch(
        url('/redmine/uploads.json?filename=a.txt'),
        redmine(undefined, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: 'abc' }),
      ),
  },
  {
    op: 'helpdeskUploadFile',
    doc: 'helpdesk',
    title: 'another type',
    status: 406,
    schema: z.unknown(),
    run: () =>
      fetch(
        url('/redmine/uploads.json'),
        redmine(undefined, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'abc' }),
      ),
  },
  {
    op: 'helpdeskListIssueStatuses',
    doc: 'helpdesk',
    title: 'all',
    status: 200,
    schema: helpdeskZod.helpdeskListIssueStatusesResponse,
    run: () => fetch(url('/redmine/issue_statuses.json'), redmine()),
  },
  {
    op: 'helpdeskListCustomFields',
    doc: 'helpdesk',
    title: 'not an administrator',
    status: 403,
    schema: z.unknown(),
    run: () => fetch(url('/redmine/custom_fields.json'), redmine()),
  },
  {
    op: 'helpdeskListProjects',
    doc: 'helpdesk',
    title: 'member',
    status: 200,
    schema: helpdeskZod.helpdeskListProjectsResponse,
    run: () => fetch(url('/redmine/projects.json'), redmine()),
  },
  {
    op: 'helpdeskListIssueCategories',
    doc: 'helpdesk',
    title: 'project',
    status: 200,
    schema: helpdeskZod.helpdeskListIssueCategoriesResponse,
    run: () => fetch(url('/redmine/projects/portal-helpdesk/issue_categories.json'), redmine()),
  },
];

/** A Redmine call with the mock student's API key (or another key). */
function redmine(key: string = MOCK_REDMINE_KEYS.student, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Redmine-API-Key': key } };
}

const PARENTS = [
  {
    relation: 'father',
    firstName: 'محمود',
    lastName: 'حسینی‌نژادیان',
    age: 49,
    nationalCode: '0084575948',
    mobileNumber: '09121234567',
    birthDate: '1976-03-21',
    studyLevelId: 6,
  },
  {
    relation: 'mother',
    firstName: 'فاطمه',
    lastName: 'کریمی‌اصفهانی',
    age: 45,
    contactInfo: '02188776655',
    address: 'تهران، خیابان آزادی',
  },
];

function imageForm(type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type }), 'art.png');
  return form;
}

/** Operations later modules implement; until then the mocks answer them with the 404 envelope. */
// Every operation is implemented now; a new operation lands here until its module adds it.
const NOT_YET: Record<string, string> = {};

interface Operation {
  doc: Doc;
  method: string;
  path: string;
  operationId: string;
}

const DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../openapi');
const SERVER_PREFIX: Record<Doc, string> = {
  rest: '',
  oauth: '',
  epayment: '',
  face: '/face-service',
  helpdesk: '/helpdesk',
};

function operations(): Operation[] {
  const out: Operation[] = [];
  for (const doc of Object.keys(SERVER_PREFIX) as Doc[]) {
    const spec = parse(readFileSync(resolve(DIR, `${doc}.yaml`), 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
        if (item[method]) out.push({ doc, method: method.toUpperCase(), path, operationId: item[method].operationId });
      }
    }
  }
  return out;
}

async function bodyOf(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) return response.json();
  return response.arrayBuffer();
}

describe('mock responses match the contract (generated zod schemas)', () => {
  let tokens: Tokens;
  beforeAll(() => resetWorld());

  for (const c of CASES) {
    it(`${c.op} (${c.doc}) · ${c.title} → ${c.status}`, async () => {
      resetWorld();
      tokens = { student: await login(ACCOUNTS.student), staff: await login(ACCOUNTS.staff) };
      const response = await c.run(tokens);
      const body = await bodyOf(response);
      expect(response.status, JSON.stringify(body)).toBe(c.status);
      const result = c.schema.safeParse(body);
      expect(result.success, result.success ? '' : `${JSON.stringify(body)}\n${result.error.message}`).toBe(true);
      if (c.status >= 400 && c.doc !== 'oauth' && c.doc !== 'face' && c.doc !== 'helpdesk') {
        expect(body).toMatchObject({ type: 'ERROR', code: c.status });
      }
    });
  }

  it('every operation of openapi/*.yaml is exercised here or listed as not implemented yet', () => {
    const covered = new Set(CASES.map((c) => c.op));
    const ops = operations();
    const uncovered = ops.filter((o) => !covered.has(o.operationId) && !(o.operationId in NOT_YET));
    expect(uncovered.map((o) => `${o.method} ${o.path} (${o.operationId})`)).toEqual([]);
    const both = ops.filter((o) => covered.has(o.operationId) && o.operationId in NOT_YET);
    expect(both).toEqual([]);
    const unknown = Object.keys(NOT_YET).filter((id) => !ops.some((o) => o.operationId === id));
    expect(unknown).toEqual([]);
    const implemented = ops.filter((o) => covered.has(o.operationId)).length;
    console.info(
      `mock contract coverage: ${implemented} of ${ops.length} operations implemented; ${ops.length - implemented} for later modules`,
    );
  });

  it('operations not implemented yet answer the 404 envelope', { timeout: 60_000 }, async () => {
    const token = await login(ACCOUNTS.student);
    const answers = await Promise.all(
      operations()
        .filter((op) => op.operationId in NOT_YET)
        .map(async (o) => {
          const path = SERVER_PREFIX[o.doc] + o.path.replace(/\{[^}]+\}/g, '7');
          const init = o.method === 'GET' ? {} : { body: '{}', headers: { 'Content-Type': 'application/json' } };
          const response = await fetch(url(path), bearer(token, { method: o.method, ...init }));
          const parsed = envelope.safeParse(await response.json());
          return `${o.method} ${path} → ${response.status} ${parsed.success ? parsed.data.messageResource : 'not an envelope'}`;
        }),
    );
    expect(answers.filter((a) => !a.endsWith('→ 404 NOT_FOUND'))).toEqual([]);
  });
});

// ───── Reservation helpers (hoisted; the clock is pinned at Wednesday 2025-01-15 08:30 Tehran) ─────

/** The Saturday `weeks` from this week's, yyyy-MM-dd. */
function weekParam(weeks: number): string {
  return dateOfEpochDay(weekStartOf(epochDayAt(nowMs())) + weeks * 7);
}

/** A program id `days` from today (self id, meal slot). */
function programAt(days: number, selfId: number, slot: number): number {
  return programIdOf(epochDayAt(nowMs()) + days, selfId, slot);
}

function itemAt(days: number, selfId: number, slot: number, option = 0): number {
  return itemIdOf(programAt(days, selfId, slot), option);
}

function nearlyFull(): number {
  return db.programCalendar.findFirst({ where: { id: { equals: 'default' } } })!.nearlyFullItemId;
}

/** Switches the persona (reseeds) and logs the student in. */
/** A leave body from `from` to `to` days after today. */
function leaveBody(from: number, to: number) {
  const day = (n: number) => dateOfEpochDay(epochDayAt(nowMs()) + n);
  return {
    fromDate: day(from),
    toDate: day(to),
    relation: 'پدر',
    address: 'تهران',
    mobileNumber: '09121234567',
    phoneNumber: '02122223333',
    description: '',
  };
}

async function cancelNewLeave(): Promise<Response> {
  const token = await persona('dormitory');
  await send('POST', '/rest/me/dormitory-leave', leaveBody(1, 2), token);
  const id = db.dormLeave.getAll().find((l) => l.status === 'NOT_CHECKED')!.id;
  return send('PUT', `/rest/me/dormitory-leave/${id}`, { status: 'CANCEL_BY_OWNER' }, token);
}

/** The dormitory persona's student, pre-registered in the women's dormitory (31). */
async function preRegistered(): Promise<string> {
  const token = await persona('dormitory');
  await send('POST', '/rest/users/me/dormitory-requests', { dormitoryId: 31 }, token);
  return token;
}

/** The student registered alone in a room that already has a resident (31113). */
async function soloPlaced(): Promise<string> {
  const token = await preRegistered();
  await send(
    'POST',
    '/rest/users/me/student-groups',
    { dormitoryId: 31, roomSize: 1, solitary: true, dormitoryRoomId: 31113 },
    token,
  );
  return token;
}

async function persona(id: string): Promise<string> {
  await call('POST', '/__mock/persona', { json: { id } });
  return login(ACCOUNTS.student);
}

/** The student's lunch reserve `days` from today (seeded). */
async function lunchReserveId(token: string, days: number): Promise<number> {
  const day = epochDayAt(nowMs()) + days;
  const week = await call('GET', `/rest/reserves?weekStartDate=${dateOfEpochDay(weekStartOf(day))}`, { token });
  const d = week.body.payload.weekDays.find((x: { date: string }) => x.date === dateOfEpochDay(day));
  return d.mealTypes.find((m: { mealTypeId: number }) => m.mealTypeId === 2).reserve.id;
}

/** Moving next Saturday's lunch (central self, seeded) to another self. */
function changeBody() {
  const programId = programAt(3, 1, 2);
  const reserve = db.reserve.findFirst({
    where: { userId: { equals: ACCOUNTS.student.id }, programId: { equals: programId } },
  })!;
  return {
    date: dateOfEpochDay(epochDayAt(nowMs()) + 3),
    sourceSelfId: 1,
    foodTypeId: 1,
    mealTypeId: 2,
    programId,
    reserveId: reserve.id,
  };
}

/** Friday 12:30 (next Saturday's cancel deadline passed): the student puts that lunch on sale. */
async function onSale(): Promise<{ response: Response; seller: string; buyer: string }> {
  const saturday = epochDayAt(nowMs()) + 3;
  setClock(instantAt(saturday - 1, '12:30'), { frozen: true });
  const seller = await login(ACCOUNTS.student);
  const buyer = await login(ACCOUNTS.staff);
  const response = await fetch(
    url(`/rest/reserves/v2/${itemIdOf(programIdOf(saturday, 1, 2), 0)}/sell-reserve`),
    bearer(seller, { method: 'PUT' }),
  );
  return { response, seller, buyer };
}

async function votableId(token: string): Promise<number> {
  return (await call('GET', '/rest/reserves/votable', { token })).body.payload[0].id;
}

function dailyProgram(mealTypeId: number): number {
  const today = dateOfEpochDay(epochDayAt(nowMs()));
  return db.dailySellProgram.findFirst({
    where: { date: { equals: today }, selfId: { equals: 1 }, mealTypeId: { equals: mealTypeId } },
  })!.id;
}
const dailyBreakfast = () => dailyProgram(1);
const dailyLunch = () => dailyProgram(2);

/** In the student-teammates persona: a call on the student's FINAL (sent) or WAITING (received) link. */
async function teammateCall(method: 'PUT' | 'DELETE', status: 'FINAL' | 'WAITING', body?: unknown): Promise<Response> {
  const token = await persona('student-teammates');
  const rows = (await call('GET', '/rest/nurtures/users/teammates?page=0&size=999', { token })).body.payload
    .content as Array<{ id: number; status: string }>;
  const id = rows.find((r) => r.status === status)!.id;
  return body === undefined
    ? fetch(url(`/rest/nurtures/users/teammates/${id}`), bearer(token, { method }))
    : send(method, `/rest/nurtures/users/teammates/${id}`, body, token);
}

describe('null fixtures: what a real Java backend sends', () => {
  const LOOKUPS = [
    'gender',
    'faculty',
    'birthPlace',
    'issuePlace',
    'marriageStatus',
    'province',
    'city',
    'militaryServiceStatus',
    'religion',
  ] as const;

  it('a profile whose look-up objects are all null still satisfies the contract', async () => {
    resetWorld();
    const token = await login(ACCOUNTS.student);
    const body = (await bodyOf(await get('/rest/users/me', token))) as { payload: Record<string, unknown> };
    const withNulls = { ...body, payload: { ...body.payload, ...Object.fromEntries(LOOKUPS.map((k) => [k, null])) } };
    const result = usersZod.getMyProfileResponse.safeParse(withNulls);
    expect(result.success, result.success ? '' : result.error.message).toBe(true);
  });

  it.each(LOOKUPS)('a null %s alone is accepted', async (key) => {
    resetWorld();
    const token = await login(ACCOUNTS.student);
    const body = (await bodyOf(await get('/rest/users/me', token))) as { payload: Record<string, unknown> };
    expect(
      usersZod.getMyProfileResponse.safeParse({ ...body, payload: { ...body.payload, [key]: null } }).success,
    ).toBe(true);
  });
});
