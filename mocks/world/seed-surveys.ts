import type { QuestionAnswer, SurveyQuestion } from '@/api/generated/rest/model';
import { ACCOUNTS } from './accounts';
import { db } from './db';
import { DAY_MS } from './time';

/*
 * Seeded surveys of every kind (modules.md 2.8, 3): an open survey with one question of each type,
 * a closed one, an answered one, an open election (3 votes of 6 candidates), a closed election
 * with published results, cultural capabilities, election candidacy (eligibility: 2 passed
 * semesters), a reading competition (EXAM) and a camp registration. The mandatory survey is the
 * `student-surveys` persona's (seedMandatorySurvey), so other personas are never redirected.
 * Dates are relative to the mock clock at seeding time.
 */

type Question = SurveyQuestion;

export const SURVEY_IDS = {
  foodQuality: 701,
  dormitoryClosed: 702,
  councilElection: 703,
  clubsElection: 704,
  cultural: 705,
  candidacy: 706,
  reading: 707,
  camp: 708,
  library: 709,
  mandatory: 711,
} as const;

const opt = (id: number, title: string, description: string | null = null) => ({ id, title, description });

const FOOD_QUESTIONS: Question[] = [
  { id: 1, title: 'نام سلفی که بیشتر در آن غذا می‌خورید', type: 'TEXT', required: true, maxLength: 50 },
  {
    id: 2,
    title: 'کیفیت غذای ناهار را چگونه ارزیابی می‌کنید؟',
    type: 'SINGLE_CHOICE',
    required: true,
    options: [opt(11, 'عالی'), opt(12, 'خوب'), opt(13, 'متوسط'), opt(14, 'ضعیف')],
  },
  {
    id: 3,
    title: 'کدام وعده‌ها را معمولاً رزرو می‌کنید؟',
    description: 'همهٔ گزینه‌های درست را انتخاب کنید.',
    type: 'MULTIPLE_CHOICE',
    required: true,
    minSelect: 1,
    options: [opt(21, 'صبحانه'), opt(22, 'ناهار'), opt(23, 'شام')],
  },
  {
    id: 4,
    title: 'به تمیزی سالن غذاخوری از ۱ تا ۵ چه امتیازی می‌دهید؟',
    type: 'SCALE',
    required: true,
    min: 1,
    max: 5,
  },
  { id: 5, title: 'چند روز در هفته از سلف استفاده می‌کنید؟', type: 'NUMBER', required: false, min: 0, max: 7 },
  { id: 6, title: 'آخرین باری که غذای سلف را پس دادید', type: 'DATE', required: false },
  { id: 7, title: 'پیشنهاد شما برای بهتر شدن غذا', type: 'TEXTAREA', required: false, maxLength: 500 },
];

const DORMITORY_QUESTIONS: Question[] = [
  { id: 1, title: 'از امکانات خوابگاه چقدر راضی هستید؟', type: 'SCALE', required: true, min: 1, max: 5 },
  { id: 2, title: 'توضیحات', type: 'TEXTAREA', required: false, maxLength: 500 },
];

const LIBRARY_QUESTIONS: Question[] = [
  {
    id: 1,
    title: 'ساعت‌های کار کتابخانه برای شما مناسب است؟',
    type: 'SINGLE_CHOICE',
    required: true,
    options: [opt(31, 'بله'), opt(32, 'خیر')],
  },
];

const COUNCIL_BALLOT: Question[] = [
  {
    id: 1,
    title: 'نامزدهای مورد نظر خود را انتخاب کنید (حداکثر ۳ رأی)',
    type: 'MULTIPLE_CHOICE',
    required: true,
    minSelect: 1,
    maxSelect: 3,
    options: [
      opt(41, 'مریم رضایی', 'کارشناسی مهندسی کامپیوتر، ورودی ۱۴۰۱'),
      opt(42, 'علی محمدی', 'کارشناسی ارشد مدیریت، ورودی ۱۴۰۲'),
      opt(43, 'زهرا کریمی', 'کارشناسی حقوق، ورودی ۱۴۰۱'),
      opt(44, 'حسین احمدی', 'دکتری فیزیک، ورودی ۱۴۰۰'),
      opt(45, 'فاطمه حسینی', 'کارشناسی روان‌شناسی، ورودی ۱۴۰۲'),
      opt(46, 'رضا موسوی', 'کارشناسی مهندسی برق، ورودی ۱۴۰۱'),
    ],
  },
];

const CLUBS_BALLOT: Question[] = [
  {
    id: 1,
    title: 'نمایندهٔ کانون‌های فرهنگی',
    type: 'SINGLE_CHOICE',
    required: true,
    options: [
      opt(51, 'نرگس صادقی', 'کانون ادبی'),
      opt(52, 'امیر جعفری', 'کانون فیلم و عکس'),
      opt(53, 'سارا نوری', 'کانون موسیقی'),
    ],
  },
];

const CULTURAL_QUESTIONS: Question[] = [
  {
    id: 1,
    title: 'در کدام زمینه‌ها توانمندی دارید؟',
    type: 'MULTIPLE_CHOICE',
    required: true,
    minSelect: 1,
    options: [
      opt(61, 'خوشنویسی'),
      opt(62, 'نقاشی'),
      opt(63, 'موسیقی'),
      opt(64, 'عکاسی'),
      opt(65, 'تئاتر'),
      opt(66, 'شعر و داستان'),
    ],
  },
  { id: 2, title: 'سابقهٔ فعالیت (سال)', type: 'NUMBER', required: false, min: 0, max: 40 },
  { id: 3, title: 'نمونه‌کارها و افتخارات خود را شرح دهید', type: 'TEXTAREA', required: false, maxLength: 1000 },
];

const CANDIDACY_QUESTIONS: Question[] = [
  { id: 1, title: 'شعار انتخاباتی', type: 'TEXT', required: true, maxLength: 80 },
  { id: 2, title: 'برنامه‌های شما برای دورهٔ نمایندگی', type: 'TEXTAREA', required: true, maxLength: 1000 },
  {
    id: 3,
    title: 'آیا پیش‌تر عضو شورای صنفی بوده‌اید؟',
    type: 'SINGLE_CHOICE',
    required: true,
    options: [opt(71, 'بله'), opt(72, 'خیر')],
  },
];

const READING_QUESTIONS: Question[] = [
  {
    id: 1,
    title: 'نویسندهٔ کتاب «بوف کور» کیست؟',
    type: 'SINGLE_CHOICE',
    required: true,
    options: [opt(81, 'صادق هدایت'), opt(82, 'جلال آل‌احمد'), opt(83, 'بزرگ علوی'), opt(84, 'محمود دولت‌آبادی')],
  },
  {
    id: 2,
    title: 'کدام‌یک از آثار سعدی است؟',
    type: 'MULTIPLE_CHOICE',
    required: true,
    minSelect: 1,
    maxSelect: 2,
    options: [opt(85, 'گلستان'), opt(86, 'بوستان'), opt(87, 'مثنوی معنوی'), opt(88, 'شاهنامه')],
  },
  { id: 3, title: 'خلاصهٔ کتاب محبوب خود را بنویسید', type: 'TEXTAREA', required: false, maxLength: 800 },
];

const CAMP_QUESTIONS: Question[] = [
  {
    id: 1,
    title: 'اردوی مورد نظر',
    type: 'SINGLE_CHOICE',
    required: true,
    options: [opt(91, 'اردوی زیارتی مشهد مقدس'), opt(92, 'اردوی طبیعت‌گردی ماسوله'), opt(93, 'اردوی علمی اصفهان')],
  },
  { id: 2, title: 'تاریخ پیشنهادی حرکت', type: 'DATE', required: true },
  { id: 3, title: 'تعداد همراهان', type: 'NUMBER', required: false, min: 0, max: 2 },
];

const MANDATORY_QUESTIONS: Question[] = [
  {
    id: 1,
    title: 'کیفیت تدریس استادان نیم‌سال گذشته را چگونه ارزیابی می‌کنید؟',
    type: 'SINGLE_CHOICE',
    required: true,
    options: [opt(95, 'عالی'), opt(96, 'خوب'), opt(97, 'متوسط'), opt(98, 'ضعیف')],
  },
  { id: 2, title: 'نظر تکمیلی', type: 'TEXTAREA', required: false, maxLength: 500 },
];

interface SurveySeed {
  id: number;
  name: string;
  type: string;
  description: string;
  /** Days from now. */
  from: number;
  to: number;
  questions: Question[];
  mandatory?: boolean;
  ignorable?: boolean;
  resultsPublished?: boolean;
  minPassedSemesters?: number;
}

function create(now: number, s: SurveySeed): void {
  db.survey.create({
    id: s.id,
    name: s.name,
    type: s.type,
    description: s.description,
    fromDate: now + s.from * DAY_MS,
    toDate: now + s.to * DAY_MS,
    mandatory: Boolean(s.mandatory),
    ignorable: Boolean(s.ignorable),
    resultsPublished: Boolean(s.resultsPublished),
    minPassedSemesters: s.minPassedSemesters ?? 0,
    questionsJson: JSON.stringify(s.questions),
  });
}

let answerId = 900;
function answer(surveyId: number, userId: number, answers: QuestionAnswer[], at: number): void {
  db.surveyAnswer.create({ id: ++answerId, surveyId, userId, answersJson: JSON.stringify(answers), submittedAt: at });
}

const STUDY_LEVELS = ['بی‌سواد', 'ابتدایی', 'سیکل', 'دیپلم', 'کاردانی', 'کارشناسی', 'کارشناسی ارشد', 'دکتری'];

export function seedSurveys(now: number): void {
  answerId = 900;
  STUDY_LEVELS.forEach((name, i) => db.studyLevel.create({ id: i + 1, name }));
  const S = SURVEY_IDS;
  create(now, {
    id: S.foodQuality,
    name: 'نظرسنجی کیفیت غذای سلف مرکزی',
    type: '1',
    description: 'نظر شما به بهبود کیفیت غذای سلف کمک می‌کند.',
    from: -3,
    to: 10,
    questions: FOOD_QUESTIONS,
    ignorable: true,
  });
  create(now, {
    id: S.dormitoryClosed,
    name: 'نظرسنجی رضایت از خدمات خوابگاه',
    type: '1',
    description: 'مهلت این نظرسنجی به پایان رسیده است.',
    from: -30,
    to: -2,
    questions: DORMITORY_QUESTIONS,
    ignorable: true,
  });
  create(now, {
    id: S.library,
    name: 'نظرسنجی ساعت کار کتابخانهٔ مرکزی',
    type: '1',
    description: 'ساعت‌های کار کتابخانه در نیم‌سال جدید.',
    from: -10,
    to: 5,
    questions: LIBRARY_QUESTIONS,
    ignorable: true,
  });
  create(now, {
    id: S.councilElection,
    name: 'انتخابات شورای صنفی دانشجویان',
    type: '2',
    description: 'هر دانشجو حداکثر ۳ رأی دارد.',
    from: -1,
    to: 6,
    questions: COUNCIL_BALLOT,
  });
  create(now, {
    id: S.clubsElection,
    name: 'انتخابات نمایندهٔ کانون‌های فرهنگی',
    type: '2',
    description: 'نتایج این انتخابات اعلام شده است.',
    from: -20,
    to: -5,
    questions: CLUBS_BALLOT,
    resultsPublished: true,
  });
  create(now, {
    id: S.cultural,
    name: 'ثبت توانمندی‌های فرهنگی و هنری',
    type: 'CULTURAL_CAPABILITIES',
    description: 'برای دعوت به برنامه‌های فرهنگی دانشگاه.',
    from: -5,
    to: 20,
    questions: CULTURAL_QUESTIONS,
    ignorable: true,
  });
  create(now, {
    id: S.candidacy,
    name: 'ثبت‌نام نامزدی انتخابات شورای صنفی',
    type: 'ELECTION_CANDIDACY',
    description: 'ویژهٔ دانشجویانی که دست‌کم دو نیم‌سال را گذرانده‌اند.',
    from: -2,
    to: 4,
    questions: CANDIDACY_QUESTIONS,
    minPassedSemesters: 2,
  });
  create(now, {
    id: S.reading,
    name: 'مسابقهٔ کتاب‌خوانی ادبیات فارسی',
    type: 'EXAM',
    description: 'به سه شرکت‌کنندهٔ برتر جایزه داده می‌شود.',
    from: -1,
    to: 8,
    questions: READING_QUESTIONS,
    ignorable: true,
  });
  create(now, {
    id: S.camp,
    name: 'ثبت‌نام اردوهای دانشجویی تابستان',
    type: 'CAMP',
    description: 'ظرفیت هر اردو محدود است.',
    from: -4,
    to: 12,
    questions: CAMP_QUESTIONS,
    ignorable: true,
  });

  // The student answered the library survey and voted in the clubs election; others voted too (published results).
  const student = ACCOUNTS.student.id;
  answer(S.library, student, [{ questionId: 1, optionIds: [31] }], now - 2 * DAY_MS);
  answer(S.clubsElection, student, [{ questionId: 1, optionIds: [52] }], now - 10 * DAY_MS);
  const votes = [51, 52, 52, 53, 52, 51, 53, 52];
  votes.forEach((optionId, i) =>
    answer(S.clubsElection, 5000 + i, [{ questionId: 1, optionIds: [optionId] }], now - 9 * DAY_MS),
  );
  answer(S.councilElection, ACCOUNTS.student2.id, [{ questionId: 1, optionIds: [41, 44] }], now - DAY_MS / 2);
}

/**
 * The `long-lists` persona: `count` more surveys, open, upcoming and closed in turn, so the
 * surveys hub gets thousands of cards. Deterministic and quick (5,000 in well under a second).
 */
export function seedManySurveys(count: number, now: number): void {
  const kinds = ['1', '2', 'EXAM', 'CAMP', 'CULTURAL_CAPABILITIES'] as const;
  for (let i = 0; i < count; i++) {
    const span = i % 3 === 0 ? { from: -3, to: 10 } : i % 3 === 1 ? { from: 2, to: 12 } : { from: -20, to: -2 };
    create(now, {
      id: 100_000 + i,
      name: `نظرسنجی شمارهٔ ${i + 1}`,
      type: kinds[i % kinds.length]!,
      description: 'نظرسنجی آزمایشی برای فهرست‌های بلند.',
      ...span,
      questions: FOOD_QUESTIONS,
      ignorable: true,
    });
  }
}

/** The `student-surveys` persona: a mandatory evaluation; the server calls it ignorable, yet a mandatory survey cannot be put off (modules.md 2.8). */
export function seedMandatorySurvey(now: number): void {
  create(now, {
    id: SURVEY_IDS.mandatory,
    name: 'ارزشیابی آموزشی نیم‌سال (اجباری)',
    type: '1',
    description: 'پاسخ به این نظرسنجی برای همهٔ دانشجویان الزامی است.',
    from: -1,
    to: 7,
    questions: MANDATORY_QUESTIONS,
    mandatory: true,
    ignorable: true,
  });
}
