import type { RuntimeConfigInput } from '@/config/schema';
import { ACCOUNTS, HOME_UNIKEY, OAUTH_CLIENT } from './accounts';
import { nowMs } from './clock';
import { db } from './db';
import type { ExternalIds } from './external-ids';
import {
  enableAllModules,
  enableAllVariants,
  seedFullWeek,
  seedManyDailySales,
  seedPlannerHistory,
  seedTeammates,
} from './seed-reservation';
import { seedManySurveys, seedMandatorySurvey } from './seed-surveys';
import { enableDormitory, seedPendingInvitation } from './seed-dormitory';
import { seedLongActivityHistory } from './seed';

/**
 * Scenarios QA and developers switch between (POST /__mock/persona). A persona is a seeded world
 * plus runtime-config overrides: switching reseeds the world and changes what GET /config.json
 * answers, so a reload shows the app as that university/user would see it.
 */

export const PERSONA_IDS = [
  'student',
  'student-captcha',
  'password-reset',
  'staff',
  'cloud',
  'expired-password',
  'force-change-password',
  'low-credit',
  'auto-logout',
  'student-teammates',
  'sport-health',
  'all-modules',
  'face-video',
  'face-photo',
  'student-surveys',
  'dormitory',
  'dormitory-group',
  'activity-10k',
  'full-week',
  'daily-sale-5k',
  'tvu',
  'sharif',
  'long-lists',
  'week-planner',
] as const;
export type PersonaId = (typeof PERSONA_IDS)[number];
export const DEFAULT_PERSONA: PersonaId = 'student';

export interface Persona {
  id: PersonaId;
  description: string;
  descriptionFa: string;
  username: string;
  password: string;
  serveMode: 'on-premise' | 'cloud';
  /** Overrides of the home university (the on-premise organisation) in the world and config. */
  university?: { captchaEnable?: number; autoLogoutTime?: number; showModalOnLogin?: boolean };
  /** UI settings of the runtime config. */
  ui?: NonNullable<RuntimeConfigInput['ui']>;
  /** Adjusts the freshly seeded world (runs after the seed). */
  prepare?: () => void;
  /** A university's own self and meal-type ids, answered instead of the world's (external-ids.ts). */
  externalIds?: ExternalIds;
}

const student = ACCOUNTS.student;

export const PERSONAS: Record<PersonaId, Persona> = {
  student: {
    id: 'student',
    description:
      'Default: a student, on-premise university, captcha off, cash and subsidy credit, one unread forced-read message.',
    descriptionFa:
      'پیش‌فرض: دانشجو، دانشگاه مستقل (on-premise)، بدون کد امنیتی، اعتبار نقدی و یارانه‌ای، یک پیام اجباری خوانده‌نشده.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
  },
  'student-captcha': {
    id: 'student-captcha',
    description:
      'The student with the captcha on (captchaEnable 1): login needs the captcha text, validation code and nonce.',
    descriptionFa: 'دانشجو با کد امنیتی فعال؛ ورود بدون کد تصویر درست پذیرفته نمی‌شود.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    university: { captchaEnable: 1 },
  },
  'password-reset': {
    id: 'password-reset',
    description:
      'The student on a deployment that offers password recovery (ui.resetPasswordEnabled): the login shows the link and /reset-password its form (captcha always on).',
    descriptionFa:
      'دانشجو در استقراری که بازیابی رمز عبور را فعال کرده است؛ صفحهٔ ورود پیوند فراموشی رمز را نشان می‌دهد.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    ui: { resetPasswordEnabled: true },
  },
  staff: {
    id: 'staff',
    description:
      'A staff (management) user: authorities outside the student list, so the welcome modal offers management login.',
    descriptionFa: 'کاربر کارمند (مدیریتی)؛ پنجره خوش‌آمد ورود مدیریتی را پیشنهاد می‌دهد.',
    username: ACCOUNTS.staff.username,
    password: ACCOUNTS.staff.password,
    serveMode: 'on-premise',
    university: { showModalOnLogin: true },
    ui: { showModalOnLogin: true },
  },
  cloud: {
    id: 'cloud',
    description: 'Cloud serve mode: the login page offers three universities (GET /rest/universities).',
    descriptionFa: 'حالت ابری: انتخاب دانشگاه از میان سه دانشگاه در صفحه ورود.',
    username: student.username,
    password: student.password,
    serveMode: 'cloud',
  },
  'expired-password': {
    id: 'expired-password',
    description:
      "The student's password has expired: login works, then calls answer 403 USER_PASSWORD_EXPIRED until the password is changed.",
    descriptionFa: 'رمز عبور دانشجو منقضی شده است؛ تا تغییر رمز، درخواست‌ها با خطای ۴۰۳ پاسخ داده می‌شوند.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    prepare: () => {
      db.user.update({ where: { id: { equals: student.id } }, data: { passwordExpired: true } });
    },
  },
  'force-change-password': {
    id: 'force-change-password',
    description:
      'The server demands a password change: calls answer 403 USER_FORCE_CHANGE_PASSWORD until it is changed.',
    descriptionFa: 'سرور تغییر رمز عبور را الزامی کرده است (۴۰۳ با USER_FORCE_CHANGE_PASSWORD).',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    prepare: () => {
      db.user.update({ where: { id: { equals: student.id } }, data: { forceChangePassword: true } });
    },
  },
  'low-credit': {
    id: 'low-credit',
    description:
      'The student has almost no credit (5,000 rials cash, one small subsidy, one expired): transfers fail, charging is needed.',
    descriptionFa: 'اعتبار دانشجو تقریباً صفر است؛ انتقال اعتبار ممکن نیست و باید حساب را شارژ کرد.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    prepare: () => {
      const wallet = db.nurtureProfile.findFirst({ where: { userId: { equals: student.id } } });
      if (!wallet) return;
      db.nurtureProfile.update({ where: { id: { equals: wallet.id } }, data: { credit: 5_000 } });
      // One small live subsidy is left (plus the expired one, which the wallet does not count).
      const live = db.subsidy.findMany({
        where: { nurtureProfileId: { equals: wallet.id }, expiresAt: { gt: nowMs() } },
        orderBy: { expiresAt: 'asc' },
      });
      live.forEach((s, i) => {
        db.subsidy.update({ where: { id: { equals: s.id } }, data: { credit: i === 0 ? 3_000 : 0 } });
      });
      db.subsidy.deleteMany({ where: { nurtureProfileId: { equals: wallet.id }, credit: { equals: 0 } } });
    },
  },
  'auto-logout': {
    id: 'auto-logout',
    description:
      'The university logs users out after 30 s without navigation (autoLogoutTime 30; the warning shows 10 s before).',
    descriptionFa: 'خروج خودکار پس از ۳۰ ثانیه بی‌فعالیتی.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    university: { autoLogoutTime: 30 },
  },
  'student-teammates': {
    id: 'student-teammates',
    description:
      'The student has teammates: student2 accepted an invitation (FINAL; their reserves show as teammate reserves) and another student invited the student (WAITING: accept or reject).',
    descriptionFa:
      'دانشجو با هم‌گروهی: یک هم‌گروهی پذیرفته‌شده (با رزروهای خودش) و یک دعوت در انتظار پاسخ از دانشجویی دیگر.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    prepare: () => seedTeammates(nowMs()),
  },
  'sport-health': {
    id: 'sport-health',
    description:
      'The university enables sport, health (Clinics) and transport besides food, so their tabs show: gym, clinic and terminal programs and reserves.',
    descriptionFa: 'دانشگاه با بخش‌های ورزش، سلامت (درمانگاه) و سرویس رفت‌وآمد فعال، در کنار تغذیه.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    prepare: enableAllVariants,
  },
  'student-surveys': {
    id: 'student-surveys',
    description:
      'The university enables surveys (samad.Survey) and the student has a mandatory, unanswered evaluation (id 711) that cannot be put off: after sign-in the app sends the student to it until it is answered.',
    descriptionFa: 'بخش نظرسنجی فعال است و دانشجو یک ارزشیابی اجباری پاسخ‌داده‌نشده دارد (قابل تعویق ۶ ساعته).',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    prepare: () => {
      enableSurveys();
      seedMandatorySurvey(nowMs());
    },
  },
  dormitory: {
    id: 'dormitory',
    description:
      'The university enables the dormitory (with attendance and laundry): the student has a current room, cardexes, gate records and leave requests, and may pre-register, then register alone or in a group; student2 (a woman here) is pre-registered in the same dormitory.',
    descriptionFa:
      'بخش خوابگاه فعال: دانشجو با سابقه اسکان، تردد و مرخصی؛ پیش‌ثبت‌نام و ثبت‌نام انفرادی یا گروهی ممکن است.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    prepare: () => enableDormitory(nowMs()),
  },
  'dormitory-group': {
    id: 'dormitory-group',
    description:
      'Dormitory enabled; the student is pre-registered and student2 has invited the student to a group of three (WAITING: accept or reject).',
    descriptionFa: 'بخش خوابگاه فعال؛ دانشجو به گروه سه‌نفره‌ای که دانشجوی دوم ساخته دعوت شده است (پذیرش یا رد).',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    prepare: () => seedPendingInvitation(nowMs()),
  },
  'long-lists': {
    id: 'long-lists',
    description: 'Surveys on, and 5,000 more surveys (open, upcoming and closed): the long-list performance case.',
    descriptionFa: 'بخش نظرسنجی فعال و ۵٬۰۰۰ نظرسنجی دیگر (باز، آینده و بسته): آزمون کارایی فهرست‌های بلند.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    prepare: () => {
      enableSurveys();
      seedManySurveys(5_000, nowMs());
    },
  },
  'activity-10k': {
    id: 'activity-10k',
    description:
      "The student with a long activity history: 10,000 more activity logs (about 14 a day for two years) for the activity report's performance case.",
    descriptionFa:
      'دانشجو با سابقهٔ فعالیت طولانی: ۱۰٬۰۰۰ رویداد دیگر (حدود ۱۴ رویداد در روز در دو سال) برای آزمون کارایی گزارش فعالیت‌ها.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    prepare: () => seedLongActivityHistory(student.id, 10_000, nowMs()),
  },
  'full-week': {
    id: 'full-week',
    description:
      'The student with every meal of the current week reserved at the central self (breakfast, lunch and dinner, seven days): the weekly report at its fullest, e.g. for printing.',
    descriptionFa:
      'دانشجو با رزرو همهٔ وعده‌های هفتهٔ جاری در سلف مرکزی (صبحانه، ناهار و شام، هفت روز): گزارش هفتگی در پرترین حالت، مثلاً برای چاپ.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    prepare: () => seedFullWeek(nowMs()),
  },
  'week-planner': {
    id: 'week-planner',
    description:
      "The student with a reserve history the week planner learns from: four past weeks of central lunches Saturday to Wednesday (two on Tuesdays, a liked food when offered, never lentil rice) and dinners on Sundays and Tuesdays; next Saturday's lunch already reserved.",
    descriptionFa:
      'دانشجو با سابقهٔ رزرو برای برنامه‌ریز هفته: چهار هفتهٔ گذشته ناهار شنبه تا چهارشنبه در سلف مرکزی (سه‌شنبه‌ها دو پرس، غذای محبوب هرگاه باشد، هرگز عدس‌پلو) و شام یکشنبه و سه‌شنبه؛ ناهار شنبهٔ هفتهٔ بعد از پیش رزرو شده است.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    prepare: () => seedPlannerHistory(nowMs()),
  },
  'daily-sale-5k': {
    id: 'daily-sale-5k',
    description:
      "The student with 5,000 more daily-sale programs today at the central and faculty selves (deterministic): the daily-sale page's long-list case.",
    descriptionFa:
      'دانشجو با ۵٬۰۰۰ برنامهٔ فروش روزانهٔ دیگر امروز در سلف مرکزی و دانشکده: آزمون کارایی فهرست بلند فروش روزانه.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    prepare: () => seedManyDailySales(5_000, nowMs()),
  },
  'all-modules': {
    id: 'all-modules',
    description:
      'Every module flag on (food, sport, health, transport, helpdesk with its service address, dormitory, face, surveys; wallet shown): the student sees every screen. Modules extend its data as they arrive.',
    descriptionFa:
      'همهٔ بخش‌ها فعال (تغذیه، ورزش، سلامت، سرویس، میز خدمت، خوابگاه، چهره، نظرسنجی، کیف پول)؛ دانشجو همهٔ صفحه‌ها را می‌بیند.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    prepare: () => {
      enableAllModules();
      enableDormitory(nowMs());
    },
  },
  'face-video': {
    id: 'face-video',
    description:
      'Face enrollment on (type video) and the student must enroll (profile faceMatching): every page sends them to /face/enrollment until a video is accepted.',
    descriptionFa: 'ثبت چهره فعال (ویدئو) و اجباری برای دانشجو؛ تا ثبت چهره، همهٔ صفحه‌ها به صفحهٔ ثبت چهره می‌روند.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    prepare: () => requireFaceEnrollment('video'),
  },
  'face-photo': {
    id: 'face-photo',
    description:
      'The same with faceEnrollmentType image: the enrollment is a photo (input_image with token, user_id, base_url).',
    descriptionFa: 'ثبت چهره اجباری با عکس (نوع image).',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    prepare: () => requireFaceEnrollment('image'),
  },
  // Universities whose ids real clients hard-code (external-ids.ts; the world keeps its own ids inside).
  tvu: {
    id: 'tvu',
    description:
      "The student at a university answering with saba.tvu.ac.ir's ids, as Poisonad-v2 hard-codes them: the central self is 104 (the faculty's 211), lunch is meal type 7 and dinner 8.",
    descriptionFa:
      'دانشجو در دانشگاهی با شناسه‌های سامانهٔ saba.tvu.ac.ir (سلف ۱۰۴ و ۲۱۱، ناهار ۷ و شام ۸)، چنان‌که کلاینت Poisonad-v2 آن‌ها را ثابت نوشته است.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    externalIds: { selfs: { 1: 104, 2: 211 }, mealTypes: { 2: 7, 3: 8 } },
  },
  sharif: {
    id: 'sharif',
    description:
      "The student at a university answering with the meal-type ids foodie (Sharif's dining service) and foodPilot hard-code: lunch 1, breakfast 3, dinner 5; the dining halls carry the names foodPilot looks for (مرکزی برادران, مرکزی خواهران, رستوران مکمل 1 (آشکده)برادران).",
    descriptionFa:
      'دانشجو در دانشگاهی با شناسهٔ وعده‌های foodie و foodPilot (ناهار ۱، صبحانه ۳، شام ۵) و نام سلف‌هایی که foodPilot می‌جوید.',
    username: student.username,
    password: student.password,
    serveMode: 'on-premise',
    externalIds: { mealTypes: { 1: 3, 2: 1, 3: 5 } },
    prepare: () => {
      const names: Record<number, string> = {
        1: 'مرکزی برادران',
        2: 'مرکزی خواهران',
        3: 'رستوران مکمل 1 (آشکده)برادران',
      };
      for (const [id, name] of Object.entries(names))
        db.self.update({ where: { id: { equals: Number(id) } }, data: { name } });
    },
  },
};

/** Face enrollment on at the home university with the given type, and the student forced to enroll. */
function requireFaceEnrollment(type: 'video' | 'image'): void {
  const home = db.university.findMany({ orderBy: { order: 'asc' } })[0];
  if (home) {
    db.university.update({
      where: { unikey: { equals: home.unikey } },
      data: { samad: { ...home.samad, faceEnrollment: true, faceEnrollmentType: type } },
    });
  }
  db.profile.update({
    where: { userId: { equals: student.id } },
    data: { faceMatching: true, changeProfilePicturePermission: true },
  });
}

/** Turns the surveys module on for the home university (samad.Survey). */
export function enableSurveys(): void {
  const home = db.university.findFirst({ where: { unikey: { equals: HOME_UNIKEY } } });
  if (!home) return;
  db.university.update({
    where: { unikey: { equals: HOME_UNIKEY } },
    data: { samad: { ...home.samad, Survey: true } },
  });
}

let current: PersonaId = DEFAULT_PERSONA;

export function isPersonaId(value: unknown): value is PersonaId {
  return typeof value === 'string' && (PERSONA_IDS as readonly string[]).includes(value);
}

export function currentPersona(): Persona {
  return PERSONAS[current];
}

export function setCurrentPersona(id: PersonaId): void {
  current = id;
}

/** What GET /__mock/personas answers for each persona. */
export function describePersonas() {
  return {
    current,
    oauthClient: { ...OAUTH_CLIENT },
    personas: PERSONA_IDS.map((id) => {
      const p = PERSONAS[id];
      return {
        id,
        description: p.description,
        descriptionFa: p.descriptionFa,
        username: p.username,
        password: p.password,
        serveMode: p.serveMode,
      };
    }),
    /** Other seeded accounts (not personas) useful in tests: transfer destination, locked, disabled. */
    accounts: Object.entries(ACCOUNTS).map(([key, a]) => ({
      key,
      id: a.id,
      username: a.username,
      password: a.password,
    })),
    homeUniversity: HOME_UNIKEY,
  };
}
