import type {
  Attachment,
  Issue,
  IssueCreate,
  IssueStatus,
  IssueUpdate,
  JournalDetail,
  UploadRef,
} from '@/api/generated/helpdesk/model';
import {
  HELPDESK_FIELD_DEFAULTS,
  HELPDESK_MAX_UPLOAD_BYTES,
  HELPDESK_PROJECT_DEFAULT,
  HELPDESK_STATUS,
  HELPDESK_TRACKER_ID,
} from '@/lib/helpdesk-conventions';
import { ACCOUNTS } from './accounts';
import { nowMs } from './clock';

/*
 * The mock Redmine's world: users with API keys, one project with its categories and members, the
 * statuses and workflow, issues with journals, uploads and attachments. It behaves as Debian's
 * Redmine 5 seeded by scripts/redmine/seed.rb does (stack.md "A real Redmine"), and the same
 * contract suite (tests/contract/helpdesk-contract.ts) runs against both.
 */

export type RedmineIssue = Issue;

export interface RedmineUser {
  id: number;
  login: string;
  firstname: string;
  lastname: string;
  apiKey: string;
  /** Member of the helpdesk project (can file requests; can be assigned). */
  member: boolean;
}

export const MOCK_REDMINE_KEYS = {
  /** The portal's key (Assumption in openapi/helpdesk.yaml: one key, students told apart by the username field). */
  student: 'mock-redmine-student-key-0000000000000001',
  agent: 'mock-redmine-agent-key-00000000000000000002',
} as const;

const USERS: RedmineUser[] = [
  {
    id: 5,
    login: 'portal-student',
    firstname: 'دانشجو',
    lastname: 'سامانه',
    apiKey: MOCK_REDMINE_KEYS.student,
    member: true,
  },
  {
    id: 6,
    login: 'support',
    firstname: 'کارشناس',
    lastname: 'پشتیبانی',
    apiKey: MOCK_REDMINE_KEYS.agent,
    member: true,
  },
  {
    id: 7,
    login: 'outsider',
    firstname: 'کاربر',
    lastname: 'بیرونی',
    apiKey: 'mock-redmine-outsider-key-000000000000003',
    member: false,
  },
];

export const HELPDESK_PROJECT = { id: 1, identifier: HELPDESK_PROJECT_DEFAULT, name: 'میز خدمت' };
export const HELPDESK_CATEGORIES = [
  { id: 1, name: 'تغذیه' },
  { id: 2, name: 'خوابگاه' },
  { id: 3, name: 'آموزش' },
  { id: 4, name: 'فنی و سامانه' },
];

const STATUS_NAMES: Record<number, string> = {
  1: 'New',
  22: 'Updated',
  20: 'WaitQueue',
  3: 'Answered',
  11: 'Pending',
  5: 'Finished',
  6: 'Rejected',
  18: 'Confirmed',
  23: 'Archive',
  24: 'Canceled',
};
const CLOSED = new Set<number>([
  HELPDESK_STATUS.Finished,
  HELPDESK_STATUS.Rejected,
  HELPDESK_STATUS.Archive,
  HELPDESK_STATUS.Canceled,
]);

export function statusesList(): IssueStatus[] {
  return Object.entries(STATUS_NAMES).map(([id, name]) => ({
    id: Number(id),
    name,
    is_closed: CLOSED.has(Number(id)),
  }));
}

export function isClosedStatus(id: number): boolean {
  return CLOSED.has(id);
}

/**
 * The reporter role's workflow for tracker 35, as the seed writes it: from any open status a
 * request may go back to the wait queue (a reply), be finished or be canceled; closed ones stay.
 * A new request may start as New or WaitQueue. Anything else is silently ignored (Redmine answers 204).
 */
export function transitionAllowed(from: number | 0, to: number): boolean {
  if (from === to) return true;
  if (from === 0) return to === HELPDESK_STATUS.New || to === HELPDESK_STATUS.WaitQueue;
  if (CLOSED.has(from)) return false;
  return to === HELPDESK_STATUS.WaitQueue || to === HELPDESK_STATUS.Finished || to === HELPDESK_STATUS.Canceled;
}

const FIELD_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(HELPDESK_FIELD_DEFAULTS).map(([key, id]) => [id, key]),
);

interface StoredUpload {
  id: number;
  token: string;
  bytes: Uint8Array;
  authorId: number;
  used: boolean;
}

export interface StoredAttachment {
  id: number;
  filename: string;
  filesize: number;
  content_type: string | null;
  description: string | null;
  authorId: number;
  createdAt: number;
  bytes: Uint8Array;
}

interface StoredJournal {
  id: number;
  userId: number;
  notes: string;
  createdAt: number;
  details: JournalDetail[];
}

export interface StoredIssue {
  id: number;
  subject: string;
  description: string;
  statusId: number;
  categoryId: number | null;
  authorId: number;
  assigneeId: number | null;
  fields: Map<number, string>;
  createdAt: number;
  updatedAt: number;
  closedAt: number | null;
  startDate: string;
  attachmentIds: number[];
  journals: StoredJournal[];
}

interface HelpdeskWorld {
  issues: StoredIssue[];
  uploads: Map<string, StoredUpload>;
  attachments: Map<number, StoredAttachment>;
  nextIssue: number;
  nextUpload: number;
  nextAttachment: number;
  nextJournal: number;
}

let world: HelpdeskWorld = empty();

function empty(): HelpdeskWorld {
  return {
    issues: [],
    uploads: new Map(),
    attachments: new Map(),
    nextIssue: 1,
    nextUpload: 1,
    nextAttachment: 1,
    nextJournal: 1,
  };
}

export const MAX_UPLOAD_BYTES = HELPDESK_MAX_UPLOAD_BYTES;

export function userByKey(key: string | null): RedmineUser | null {
  if (!key) return null;
  return USERS.find((u) => u.apiKey === key) ?? null;
}

export function userById(id: number | null): RedmineUser | null {
  return id === null ? null : (USERS.find((u) => u.id === id) ?? null);
}

export function issues(): readonly StoredIssue[] {
  return world.issues;
}

export function findIssue(id: number): StoredIssue | null {
  return world.issues.find((i) => i.id === id) ?? null;
}

export function attachment(id: number): StoredAttachment | null {
  return world.attachments.get(id) ?? null;
}

function dateOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function storeUpload(user: RedmineUser, bytes: Uint8Array): { id: number; token: string } {
  const id = world.nextUpload++;
  // Redmine's token is "<attachment id>.<digest>".
  const token = `${id}.${Array.from({ length: 32 }, (_, i) => ((id * 7919 + i * 104729) % 16).toString(16)).join('')}`;
  world.uploads.set(token, { id, token, bytes, authorId: user.id, used: false });
  return { id, token };
}

/** Turns upload tokens into attachments; unknown or foreign tokens are ignored, as Redmine does. */
function attach(user: RedmineUser, uploads: readonly UploadRef[] | undefined): StoredAttachment[] {
  const out: StoredAttachment[] = [];
  for (const ref of uploads ?? []) {
    const upload = world.uploads.get(ref.token);
    if (!upload || upload.used || upload.authorId !== user.id) continue;
    upload.used = true;
    const a: StoredAttachment = {
      id: world.nextAttachment++,
      filename: ref.filename || 'file',
      filesize: upload.bytes.byteLength,
      content_type: ref.content_type ?? null,
      description: ref.description ?? null,
      authorId: user.id,
      createdAt: nowMs(),
      bytes: upload.bytes,
    };
    world.attachments.set(a.id, a);
    out.push(a);
  }
  return out;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 403 | 404 | 422; errors?: string[] };

export function createIssue(user: RedmineUser, input: IssueCreate): Outcome<StoredIssue> {
  const projectOk =
    input.project_id === HELPDESK_PROJECT.id ||
    input.project_id === HELPDESK_PROJECT.identifier ||
    input.project_id === String(HELPDESK_PROJECT.id);
  if (!projectOk) return { ok: false, status: 422, errors: ['Project cannot be blank'] };
  if (!user.member) return { ok: false, status: 403 };
  const errors: string[] = [];
  const subject = (input.subject ?? '').trim();
  if (!subject) errors.push('Subject cannot be blank');
  if (subject.length > 255) errors.push('Subject is too long (maximum is 255 characters)');
  const tracker = input.tracker_id ?? HELPDESK_TRACKER_ID;
  if (tracker !== HELPDESK_TRACKER_ID) errors.push('Tracker is not included in the list');
  if (input.category_id !== undefined && !HELPDESK_CATEGORIES.some((c) => c.id === input.category_id))
    errors.push('Category is not included in the list');
  if (input.assigned_to_id !== undefined && !userById(input.assigned_to_id)?.member) errors.push('Assignee is invalid');
  if (errors.length) return { ok: false, status: 422, errors };
  const now = nowMs();
  const wanted = input.status_id ?? HELPDESK_STATUS.New;
  const fields = new Map<number, string>();
  for (const cf of input.custom_fields ?? []) {
    if (FIELD_NAMES[cf.id] === undefined) continue;
    fields.set(cf.id, Array.isArray(cf.value) ? (cf.value[0] ?? '') : cf.value);
  }
  const issue: StoredIssue = {
    id: world.nextIssue++,
    subject,
    description: input.description ?? '',
    statusId: transitionAllowed(0, wanted) ? wanted : HELPDESK_STATUS.New,
    categoryId: input.category_id ?? null,
    authorId: user.id,
    assigneeId: input.assigned_to_id ?? null,
    fields,
    createdAt: now,
    updatedAt: now,
    closedAt: null,
    startDate: dateOf(now),
    attachmentIds: [],
    journals: [],
  };
  issue.attachmentIds = attach(user, input.uploads).map((a) => a.id);
  world.issues.push(issue);
  return { ok: true, value: issue };
}

export function updateIssue(user: RedmineUser, issue: StoredIssue, input: IssueUpdate): Outcome<null> {
  if (input.assigned_to_id !== undefined && input.assigned_to_id !== null && !userById(input.assigned_to_id)?.member) {
    return { ok: false, status: 422, errors: ['Assignee is invalid'] };
  }
  const details: JournalDetail[] = [];
  if (
    input.status_id !== undefined &&
    input.status_id !== issue.statusId &&
    transitionAllowed(issue.statusId, input.status_id)
  ) {
    details.push({
      property: 'attr',
      name: 'status_id',
      old_value: String(issue.statusId),
      new_value: String(input.status_id),
    });
    issue.statusId = input.status_id;
    issue.closedAt = isClosedStatus(input.status_id) ? nowMs() : null;
  }
  if (input.assigned_to_id !== undefined && input.assigned_to_id !== issue.assigneeId) {
    details.push({
      property: 'attr',
      name: 'assigned_to_id',
      old_value: issue.assigneeId === null ? null : String(issue.assigneeId),
      new_value: input.assigned_to_id === null ? null : String(input.assigned_to_id),
    });
    issue.assigneeId = input.assigned_to_id;
  }
  for (const a of attach(user, input.uploads)) {
    issue.attachmentIds.push(a.id);
    details.push({ property: 'attachment', name: String(a.id), old_value: null, new_value: a.filename });
  }
  const notes = input.notes ?? '';
  if (notes || details.length) {
    issue.journals.push({ id: world.nextJournal++, userId: user.id, notes, createdAt: nowMs(), details });
    issue.updatedAt = nowMs();
  }
  return { ok: true, value: null };
}

/** An agent's answer (seed and the mock's control of a scenario): a note, status Answered, assigned back to the author. */
export function answerIssue(issue: StoredIssue, notes: string, at = nowMs()): void {
  const agent = USERS[1]!;
  issue.journals.push({
    id: world.nextJournal++,
    userId: agent.id,
    notes,
    createdAt: at,
    details: [
      {
        property: 'attr',
        name: 'status_id',
        old_value: String(issue.statusId),
        new_value: String(HELPDESK_STATUS.Answered),
      },
    ],
  });
  issue.statusId = HELPDESK_STATUS.Answered;
  issue.assigneeId = issue.authorId;
  issue.updatedAt = at;
}

const ref = (u: RedmineUser | null) =>
  u ? { id: u.id, name: `${u.firstname} ${u.lastname}` } : { id: 0, name: 'Anonymous' };

export function attachmentView(a: StoredAttachment, origin: string): Attachment {
  return {
    id: a.id,
    filename: a.filename,
    filesize: a.filesize,
    content_type: a.content_type,
    description: a.description ?? '',
    content_url: `${origin}/attachments/download/${a.id}/${encodeURIComponent(a.filename)}`,
    author: ref(userById(a.authorId)),
    created_on: new Date(a.createdAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  };
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The issue as Redmine's show/index renders it; includes only when asked. */
export function issueView(
  issue: StoredIssue,
  include: { journals?: boolean; attachments?: boolean; origin: string },
): RedmineIssue {
  const category = HELPDESK_CATEGORIES.find((c) => c.id === issue.categoryId);
  const assignee = userById(issue.assigneeId);
  const view: RedmineIssue = {
    id: issue.id,
    project: { id: HELPDESK_PROJECT.id, name: HELPDESK_PROJECT.name },
    tracker: { id: HELPDESK_TRACKER_ID, name: 'Helpdesk' },
    status: {
      id: issue.statusId,
      name: STATUS_NAMES[issue.statusId] ?? String(issue.statusId),
      is_closed: isClosedStatus(issue.statusId),
    },
    priority: { id: 2, name: 'Normal' },
    author: ref(userById(issue.authorId)),
    ...(assignee ? { assigned_to: ref(assignee) } : {}),
    ...(category ? { category } : {}),
    subject: issue.subject,
    description: issue.description,
    start_date: issue.startDate,
    due_date: null,
    done_ratio: 0,
    is_private: false,
    estimated_hours: null,
    custom_fields: Object.values(HELPDESK_FIELD_DEFAULTS).map((id) => ({
      id,
      name: FIELD_NAMES[id],
      value: issue.fields.get(id) ?? null,
    })),
    created_on: iso(issue.createdAt),
    updated_on: iso(issue.updatedAt),
    closed_on: issue.closedAt === null ? null : iso(issue.closedAt),
  };
  if (include.attachments)
    view.attachments = issue.attachmentIds.flatMap((id) => {
      const a = attachment(id);
      return a ? [attachmentView(a, include.origin)] : [];
    });
  if (include.journals) {
    view.journals = issue.journals.map((j) => ({
      id: j.id,
      user: ref(userById(j.userId)),
      notes: j.notes,
      created_on: iso(j.createdAt),
      private_notes: false,
      details: j.details,
    }));
  }
  return view;
}

/** Back to an empty helpdesk, then the persona's requests (seedWorld calls it). */
export function seedHelpdesk(options: { requests: boolean }): void {
  world = empty();
  if (!options.requests) return;
  const student = USERS[0]!;
  const snapshot = (username: string) => [
    { id: HELPDESK_FIELD_DEFAULTS.university, value: 'sbu' },
    { id: HELPDESK_FIELD_DEFAULTS.username, value: username },
    { id: HELPDESK_FIELD_DEFAULTS.channel, value: 'WEB' },
    // The student's name as the portal files it (every request shares one Redmine author).
    ...(username === ACCOUNTS.student.username ? [{ id: HELPDESK_FIELD_DEFAULTS.name, value: 'سارا محمدی' }] : []),
  ];
  const day = 86_400_000;
  const now = nowMs();
  const samples = [
    {
      subject: 'کسر اعتبار بدون رزرو غذا',
      description: 'مبلغ غذای روز گذشته از کیف پول کم شده اما رزروی ثبت نشده است.',
      category_id: 1,
      ago: 9,
      answer: 'مبلغ به کیف پول شما بازگردانده شد.',
    },
    {
      subject: 'خرابی شیر آب اتاق ۲۱۴',
      description: 'شیر آب اتاق از دیروز چکه می‌کند.',
      category_id: 2,
      ago: 4,
      answer: null,
    },
    {
      subject: 'درخواست تغییر رمز ورود',
      description: 'پیامک تغییر رمز به دستم نمی‌رسد.',
      category_id: 4,
      ago: 1,
      answer: null,
    },
  ];
  for (const s of samples) {
    const made = createIssue(student, {
      project_id: HELPDESK_PROJECT.id,
      tracker_id: HELPDESK_TRACKER_ID,
      status_id: HELPDESK_STATUS.WaitQueue,
      subject: s.subject,
      description: s.description,
      category_id: s.category_id,
      custom_fields: snapshot(ACCOUNTS.student.username),
    });
    if (!made.ok) continue;
    const at = now - s.ago * day;
    made.value.createdAt = at;
    made.value.updatedAt = at;
    made.value.startDate = dateOf(at);
    if (s.answer) answerIssue(made.value, s.answer, at + day / 2);
  }
  // Someone else's request: never in the student's list (filtered by the username field).
  const other = createIssue(student, {
    project_id: HELPDESK_PROJECT.id,
    tracker_id: HELPDESK_TRACKER_ID,
    status_id: HELPDESK_STATUS.WaitQueue,
    subject: 'درخواست دانشجوی دیگر',
    description: 'این درخواست متعلق به دانشجوی دیگری است.',
    custom_fields: snapshot(ACCOUNTS.student2.username),
  });
  void other;
}
