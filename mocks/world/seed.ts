import { faker } from '@faker-js/faker/locale/fa';
import { seedSurveys } from './seed-surveys';
import { ACCOUNTS, HOME_UNIKEY, ROLE_VIEW_OWN_PAYMENTS, STAFF_AUTHORITIES, STUDENT_AUTHORITIES } from './accounts';
import { seededRandom, utf8ToBase64 } from './bytes';
import { renderCaptchaPng } from './captcha-image';
import { nowMs } from './clock';
import { clearDb, db, nextId } from './db';
import type { Persona } from './personas';
import { seedDormitory } from './seed-dormitory';
import { seedHelpdesk } from './helpdesk-store';
import { faNumber } from './format';
import { seedReservation } from './seed-reservation';
import { dayAt, formatDate } from './time';

/*
 * The deterministic seed. Hand-written Persian data for everything a test or a screen names, and
 * faker (Persian locale only, fixed seed) for the crowd of other students. Dates are relative to
 * the mock clock's "now" at seed time, so with the same clock the world is byte-for-byte the same
 * (vitest pins the clock; see mocks/node.ts).
 */

const FAKER_SEED = 1403;

const ref = (id: number, name: string) => ({ id, name });

const GENDERS = { male: ref(1, 'مرد'), female: ref(2, 'زن') };
const MARRIAGE = { single: ref(1, 'مجرد'), married: ref(2, 'متأهل') };
const MILITARY = { studyExempt: ref(1, 'معافیت تحصیلی'), done: ref(2, 'پایان خدمت') };
const ISLAM = ref(1, 'اسلام');
const LEVELS = {
  associate: ref(1, 'کاردانی'),
  bachelor: ref(2, 'کارشناسی'),
  master: ref(3, 'کارشناسی ارشد'),
  phd: ref(4, 'دکتری'),
};
const STUDYING = ref(1, 'در حال تحصیل');
const ENTRANCE_TYPES = ['روزانه', 'شبانه', 'پردیس خودگردان'];

const PLACES = [
  { province: ref(8, 'تهران'), city: ref(801, 'تهران') },
  { province: ref(4, 'اصفهان'), city: ref(401, 'اصفهان') },
  { province: ref(7, 'فارس'), city: ref(701, 'شیراز') },
  { province: ref(11, 'خراسان رضوی'), city: ref(1101, 'مشهد') },
  { province: ref(3, 'آذربایجان شرقی'), city: ref(301, 'تبریز') },
  { province: ref(25, 'گیلان'), city: ref(2501, 'رشت') },
];

/** Faculties with one major and field each (platform.md 3: faculty, studyMajor, studyField). */
const FACULTIES = [
  {
    faculty: ref(1, 'دانشکده مهندسی و علوم کامپیوتر'),
    major: { name: 'مهندسی کامپیوتر', description: 'مهندسی کامپیوتر - نرم‌افزار' },
    field: ref(11, 'نرم‌افزار'),
  },
  {
    faculty: ref(2, 'دانشکده علوم ریاضی'),
    major: { name: 'ریاضیات و کاربردها', description: 'ریاضیات و کاربردها - ریاضی کاربردی' },
    field: ref(21, 'ریاضی کاربردی'),
  },
  {
    faculty: ref(3, 'دانشکده ادبیات و علوم انسانی'),
    major: { name: 'زبان و ادبیات فارسی', description: 'زبان و ادبیات فارسی - ادبیات معاصر' },
    field: ref(31, 'ادبیات فارسی'),
  },
  {
    faculty: ref(4, 'دانشکده مهندسی برق'),
    major: { name: 'مهندسی برق', description: 'مهندسی برق - الکترونیک' },
    field: ref(41, 'الکترونیک'),
  },
  {
    faculty: ref(5, 'دانشکده مدیریت و حسابداری'),
    major: { name: 'مدیریت بازرگانی', description: 'مدیریت بازرگانی - بازاریابی' },
    field: ref(51, 'بازاریابی'),
  },
  {
    faculty: ref(6, 'دانشکده علوم و فناوری زیستی'),
    major: { name: 'زیست‌شناسی', description: 'زیست‌شناسی - سلولی و مولکولی' },
    field: ref(61, 'سلولی و مولکولی'),
  },
] as const;

const SELFS = ['سلف مرکزی', 'سلف دانشکده فنی', 'سلف خوابگاه شهید چمران', 'سلف خواهران'];
const FOODS = [
  'چلوکباب کوبیده',
  'زرشک‌پلو با مرغ',
  'قیمه‌پلو',
  'قورمه‌سبزی',
  'عدس‌پلو',
  'ماکارونی',
  'خوراک لوبیا',
  'کوکو سبزی',
];
const MEALS = ['صبحانه', 'ناهار', 'شام'];

/** A valid Iranian national code (10 digits, mod-11 check digit) from 9 digits. */
function nationalCode(nine: string): string {
  const digits = nine.padStart(9, '0').slice(0, 9).split('').map(Number);
  const sum = digits.reduce((s, d, i) => s + d * (10 - i), 0);
  const r = sum % 11;
  return digits.join('') + String(r < 2 ? r : 11 - r);
}

interface PersonSeed {
  id: number;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  fatherName: string;
  female: boolean;
  authorities: string[];
  student: boolean;
  facultyIndex: number;
  place: number;
  credit: number;
  enabled?: boolean;
  locked?: boolean;
  birthYear: number;
  nine: string;
}

function createPerson(p: PersonSeed, policyId: string): void {
  db.user.create({
    id: p.id,
    username: p.username,
    password: p.password,
    enabled: p.enabled ?? true,
    locked: p.locked ?? false,
    authorities: p.authorities,
    failedLogins: 0,
    lockedUntil: 0,
    passwordExpired: false,
    forceChangePassword: false,
    cvv2: '1234',
    passwordPolicyId: policyId,
  });
  const f = FACULTIES[p.facultyIndex % FACULTIES.length]!;
  const place = PLACES[p.place % PLACES.length]!;
  const studentNumber = `${String(p.birthYear + 19).slice(-2)}${String(p.id).padStart(7, '0')}`;
  db.profile.create({
    userId: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    fatherName: p.fatherName,
    gender: p.female ? GENDERS.female : GENDERS.male,
    nationalCode: nationalCode(p.nine),
    personnel: p.student ? null : `P-${p.id}`,
    faculty: f.faculty,
    birthDate: `${p.birthYear}-0${(p.id % 9) + 1}-1${p.id % 9}`,
    address: `${place.city.name}، خیابان ${faker.location.street()}، پلاک ${faNumber((p.id % 90) + 1)}`,
    postalCode: faker.string.numeric(10),
    mobileNumber: `0912${faker.string.numeric(7)}`,
    email: `${p.username}@mail.sbu.ac.ir`,
    shenasnameNumber: String(1000 + (p.id % 8999)),
    birthPlace: place.city,
    issuePlace: place.city,
    marriageStatus: MARRIAGE.single,
    province: place.province,
    city: place.city,
    militaryServiceStatus: p.female ? null : p.student ? MILITARY.studyExempt : MILITARY.done,
    religion: ISLAM,
    saminKey: p.student ? `SMN-${p.id}` : null,
    changeProfilePicturePermission: true,
    faceMatching: false,
    canDeleteTeammates: true,
    group: {
      checkTeammate: p.student,
      canDailySale: p.student,
      onlineCreditChargeForbidden: false,
      transferTypes: p.student ? ['CASH', 'SUBSIDY'] : ['CASH'],
      foodDeliveryBasedOnFacialRecognition: false,
    },
    student: p.student
      ? {
          studentNumber,
          semester: '14032',
          entranceType: ENTRANCE_TYPES[p.id % ENTRANCE_TYPES.length]!,
          studyLevel: p.birthYear < 2000 ? LEVELS.master : LEVELS.bachelor,
          studyMajor: f.major,
          studyField: f.field,
          educationalStatus: STUDYING,
          passedSemesters: Math.max(1, 2024 - p.birthYear - 18) * 2 - 1,
          isDormitoryResident: p.place !== 0,
        }
      : null,
    pictureBytes: 0,
    pictureBase64: '',
  });
  db.nurtureProfile.create({ id: 5000 + p.id, userId: p.id, credit: p.credit });
}

function seedPolicies(): void {
  db.passwordPolicy.create({
    id: 'student',
    minLength: 8,
    maxLength: 64,
    digits: 1,
    nonAlphanumerics: 0,
    uppercase: 0,
    lowercase: 1,
    alphabeticalSequence: true,
    numericalSequence: true,
    keyboardSequence: true,
    sequenceWrap: false,
    repeats: true,
    whitespace: true,
  });
  db.passwordPolicy.create({
    id: 'staff',
    minLength: 10,
    maxLength: 64,
    digits: 1,
    nonAlphanumerics: 1,
    uppercase: 1,
    lowercase: 1,
    alphabeticalSequence: true,
    numericalSequence: true,
    keyboardSequence: true,
    sequenceWrap: true,
    repeats: true,
    whitespace: true,
  });
}

function seedUniversities(persona: Persona): void {
  const flags = { nurture: true, ActivityReport: true, teammate: true, cvv2: true, changePassword: true };
  const services = { feedbackProjectId: 12, help_desk: '', washer: false, booklet: false, foodDelivery: false };
  db.university.create({
    unikey: HOME_UNIKEY,
    order: 1,
    universityLabel: 'دانشگاه شهید بهشتی',
    universityURL: [''],
    autoLogoutTime: persona.university?.autoLogoutTime ?? -1,
    captchaEnable: persona.university?.captchaEnable ?? -1,
    showModalOnLogin: persona.university?.showModalOnLogin ?? false,
    services,
    samad: flags,
  });
  db.university.create({
    unikey: 'ut',
    order: 2,
    universityLabel: 'دانشگاه تهران',
    // A pool of backend addresses: the client picks one at random (both are this origin here).
    universityURL: ['', '/'],
    captchaEnable: 1,
    autoLogoutTime: 300,
    showModalOnLogin: true,
    services: { ...services, feedbackProjectId: 7 },
    samad: flags,
  });
  db.university.create({
    unikey: 'sharif',
    order: 3,
    universityLabel: 'دانشگاه صنعتی شریف',
    universityURL: [''],
    autoLogoutTime: 600,
    showModalOnLogin: true,
    changableReserveMode: true,
    services: { ...services, feedbackProjectId: null },
    // Sport too: a cloud university whose flags differ from the embedded config's placeholder.
    samad: { ...flags, sport: true, faceEnrollmentType: 'image' },
  });
}

function seedPeople(): void {
  const people: PersonSeed[] = [
    {
      ...ACCOUNTS.student,
      firstName: 'سارا',
      lastName: 'محمدی',
      fatherName: 'علی',
      female: true,
      authorities: [...STUDENT_AUTHORITIES, ROLE_VIEW_OWN_PAYMENTS],
      student: true,
      facultyIndex: 0,
      place: 1,
      credit: 1_250_000,
      birthYear: 2003,
      nine: '001234567',
    },
    {
      ...ACCOUNTS.student2,
      firstName: 'امیرحسین',
      lastName: 'رضایی',
      fatherName: 'محمدرضا',
      female: false,
      authorities: [...STUDENT_AUTHORITIES, ROLE_VIEW_OWN_PAYMENTS],
      student: true,
      facultyIndex: 3,
      place: 2,
      credit: 340_000,
      birthYear: 2002,
      nine: '002345678',
    },
    {
      ...ACCOUNTS.staff,
      firstName: 'مریم',
      lastName: 'کریمی',
      fatherName: 'حسن',
      female: true,
      authorities: [...STAFF_AUTHORITIES],
      student: false,
      facultyIndex: 4,
      place: 0,
      credit: 2_000_000,
      birthYear: 1985,
      nine: '003456789',
    },
    {
      ...ACCOUNTS.locked,
      firstName: 'رضا',
      lastName: 'احمدی',
      fatherName: 'کریم',
      female: false,
      authorities: [...STUDENT_AUTHORITIES],
      student: true,
      facultyIndex: 1,
      place: 3,
      credit: 0,
      birthYear: 2001,
      nine: '004567891',
      locked: true,
    },
    {
      ...ACCOUNTS.disabled,
      firstName: 'نرگس',
      lastName: 'حسینی',
      fatherName: 'جواد',
      female: true,
      authorities: [...STUDENT_AUTHORITIES],
      student: true,
      facultyIndex: 2,
      place: 4,
      credit: 0,
      birthYear: 2000,
      nine: '005678912',
      enabled: false,
    },
  ];
  for (const p of people) createPerson(p, p.student ? 'student' : 'staff');

  // The crowd: more students (message senders, transfer destinations, a realistic directory).
  for (let i = 0; i < 12; i++) {
    const female = i % 2 === 0;
    createPerson(
      {
        id: 1100 + i,
        username: `40${faker.string.numeric(7)}`,
        password: 'student123',
        firstName: faker.person.firstName(female ? 'female' : 'male'),
        lastName: faker.person.lastName(),
        fatherName: faker.person.firstName('male'),
        female,
        authorities: [...STUDENT_AUTHORITIES],
        student: true,
        facultyIndex: i,
        place: i + 1,
        credit: faker.number.int({ min: 0, max: 90 }) * 10_000,
        birthYear: 2000 + (i % 5),
        nine: faker.string.numeric(9),
      },
      'student',
    );
  }
}

function seedCredit(now: number): void {
  const wallet = (userId: number) => 5000 + userId;
  const subsidies: Array<[number, number, number]> = [
    // [userId, rials, days from today (expiry at 23:59:59)]
    [ACCOUNTS.student.id, 450_000, 12],
    [ACCOUNTS.student.id, 300_000, 40],
    [ACCOUNTS.student.id, 120_000, -3],
    [ACCOUNTS.student2.id, 200_000, 20],
  ];
  for (const [userId, credit, days] of subsidies) {
    db.subsidy.create({
      id: nextId('subsidy', 7001),
      nurtureProfileId: wallet(userId),
      credit,
      expiresAt: dayAt(now, days, 23, 59, 59),
    });
  }
  db.transferRule.create({
    id: 'default',
    minCreditTransferAmount: 10_000,
    maxCreditTransferAmount: 5_000_000,
    messages: [
      'حداقل مبلغ قابل انتقال ۱٬۰۰۰ تومان و حداکثر ۵۰۰٬۰۰۰ تومان است.',
      'انتقال اعتبار قابل بازگشت نیست؛ نام کاربری مقصد را با دقت وارد کنید.',
      'یارانهٔ منتقل‌شده با همان تاریخ انقضا به حساب مقصد افزوده می‌شود.',
    ],
  });
}

function seedEpayment(): void {
  db.gateway.create({ id: 1, displayName: 'بانک ملت', kind: 'redirect' });
  db.gateway.create({ id: 2, displayName: 'بانک ملی ایران (سداد)', kind: 'form' });
  db.gateway.create({ id: 3, displayName: 'بانک تجارت', kind: 'offline' });
  db.consumer.create({
    name: 'NURTURE_CREDIT',
    displayName: 'افزایش اعتبار تغذیه',
    active: true,
    authzAmounts: [100_000, 200_000, 500_000, 1_000_000, 2_000_000],
    canCustomAmountPay: true,
    gatewayIds: [1, 2, 3],
  });
  db.consumer.create({
    name: 'DORMITORY_FEE',
    displayName: 'پرداخت اجاره‌بهای خوابگاه',
    active: true,
    authzAmounts: [5_000_000],
    canCustomAmountPay: false,
    gatewayIds: [2],
  });
}

function seedPayments(now: number): void {
  const random = seededRandom(FAKER_SEED);
  const gateways = db.gateway.getAll();
  const amounts = [100_000, 200_000, 500_000, 1_000_000, 250_000, 2_000_000];
  for (const userId of [ACCOUNTS.student.id, ACCOUNTS.student2.id, ACCOUNTS.staff.id]) {
    const count = userId === ACCOUNTS.student.id ? 23 : 4;
    for (let i = 0; i < count; i++) {
      const gateway = gateways[Math.floor(random() * 2)]!;
      const failed = random() < 0.2;
      db.paymentTransaction.create({
        id: nextId('payment', 8001),
        userId,
        paymentCode: String(100000000000 + Math.floor(random() * 899999999999)),
        gatewayId: gateway.id,
        bankName: gateway.displayName,
        consumer: 'NURTURE_CREDIT',
        amount: amounts[Math.floor(random() * amounts.length)]!,
        status: failed ? 'FAILED' : 'SUCCESS',
        startedAt: dayAt(
          now,
          -(i * 4 + 1),
          8 + Math.floor(random() * 12),
          Math.floor(random() * 60),
          Math.floor(random() * 60),
        ),
        callBackAppUrl: '/payment-result',
      });
    }
  }
}

const ACTIVITY_KINDS = [
  'ReserveActivity',
  'CancelReserveActivity',
  'CardDeliveryActivity',
  'Cvv2DeliveryActivity',
  'ForgottenCodeDeliveryActivity',
  'FaceMatchingDeliveryActivity',
  'OnlineCreditChargeActivity',
  'CreditTransferSendActivity',
  'DailySaleActivity',
];

/** One seeded activity-log row (the i-th of a user's history), its details drawn from `random`. */
function activityRow(userId: number, i: number, at: number, random: () => number) {
  const kind = ACTIVITY_KINDS[i % ACTIVITY_KINDS.length]!;
  const price = (Math.floor(random() * 12) + 3) * 10_000;
  const food = FOODS[Math.floor(random() * FOODS.length)]!;
  const self = SELFS[Math.floor(random() * SELFS.length)]!;
  const data: Record<string, unknown> =
    kind === 'OnlineCreditChargeActivity'
      ? { amount: price * 5, diff: price * 5, bankName: 'بانک ملت' }
      : kind === 'CreditTransferSendActivity'
        ? { sentCredit: price, diff: -price, receiver: ACCOUNTS.student2.username }
        : {
            serveDate: formatDate(at),
            price,
            diff: kind === 'CancelReserveActivity' ? price : -price,
            selfCode: `S${(i % 4) + 1}`,
            selfName: self,
            foodName: food,
            mealName: MEALS[i % MEALS.length],
          };
  const delivered = kind.endsWith('DeliveryActivity');
  return {
    id: nextId('activity', 9001),
    userId,
    activityTypeClassName: kind,
    activityTypeJson: JSON.stringify(delivered ? { ...data, teammate: null } : data),
    occurredAt: at,
    operatorName: delivered ? `${self} - متصدی توزیع` : null,
    groupName: 'دانشجویان روزانه',
  };
}

function seedActivityLogs(now: number): void {
  const random = seededRandom(FAKER_SEED + 1);
  for (const userId of [ACCOUNTS.student.id, ACCOUNTS.student2.id, ACCOUNTS.staff.id]) {
    const count = userId === ACCOUNTS.student.id ? 42 : 6;
    for (let i = 0; i < count; i++) {
      const at = dayAt(now, -Math.floor(i * 2.1) - 1, 7 + Math.floor(random() * 14), Math.floor(random() * 60));
      db.activityLog.create(activityRow(userId, i, at, random));
    }
  }
}

/**
 * A long history for the performance case (persona `activity-10k`): `count` more rows for the
 * student, about 14 a day going back from yesterday, deterministic (fixed seed) and quick
 * (10,000 rows in well under a second).
 */
export function seedLongActivityHistory(userId: number, count: number, now: number): void {
  const random = seededRandom(FAKER_SEED + 2);
  const perDay = 14;
  for (let i = 0; i < count; i++) {
    const at = dayAt(
      now,
      -Math.floor(i / perDay) - 1,
      23 - Math.floor(((i % perDay) * 16) / perDay),
      Math.floor(random() * 60),
    );
    db.activityLog.create(activityRow(userId, i, at, random));
  }
}

/** Three feedbacks of the student (one answered) and one of student2 (ownership: never shown to the student). */
function seedFeedbacks(now: number): void {
  const rows: Array<[number, string, string, number, string | null]> = [
    [
      ACCOUNTS.student.id,
      'کیفیت غذای سلف مرکزی',
      'برنج ناهار روزهای دوشنبه معمولاً سرد است؛ لطفاً پیگیری کنید.',
      -20,
      'با سپاس از شما؛ موضوع به پیمانکار سلف مرکزی اعلام شد و از هفتهٔ آینده بررسی می‌شود.',
    ],
    [
      ACCOUNTS.student.id,
      'پیشنهاد افزودن وعدهٔ گیاهی',
      'لطفاً در برنامهٔ هفتگی دست‌کم یک غذای گیاهی در هر وعده قرار دهید.',
      -9,
      null,
    ],
    [ACCOUNTS.student.id, 'ساعت کار سلف خوابگاه', 'سلف خوابگاه در ایام امتحانات زودتر تعطیل می‌شود.', -2, null],
    [ACCOUNTS.student2.id, 'تأخیر در شارژ کیف پول', 'شارژ آنلاین دیروز هنوز در کیف پول دیده نمی‌شود.', -4, null],
  ];
  for (const [userId, subject, description, days, reply] of rows) {
    db.feedback.create({
      id: nextId('feedback', 8001),
      userId,
      subject,
      description,
      createdAt: dayAt(now, days, 10, 15),
      reply,
      repliedAt: reply ? dayAt(now, days + 3, 9, 40) : null,
    });
  }
}

function seedAnnouncements(now: number): void {
  const items: Array<[string, string, number]> = [
    [
      'آغاز رزرو غذای نیمسال دوم',
      '<p>رزرو غذای نیمسال دوم از <b>شنبه</b> آغاز می‌شود. برای آشنایی با قوانین جدید، <a href="https://www.sbu.ac.ir/refah">صفحه اداره رفاه</a> را ببینید.</p>',
      -1,
    ],
    [
      'تغییر ساعت کار سلف مرکزی در ایام امتحانات',
      '<p>در ایام امتحانات، سلف مرکزی از ساعت <b>۱۱:۳۰ تا ۱۵</b> و <b>۱۸ تا ۲۰:۳۰</b> باز است.</p>',
      -3,
    ],
    [
      'راهنمای استفاده از یارانهٔ غذا',
      '<p>یارانهٔ غذا فقط تا <i>تاریخ انقضای</i> هر ردیف قابل استفاده است و پس از آن از کیف پول حذف می‌شود.</p>',
      -8,
    ],
    [
      'قطعی موقت درگاه پرداخت بانک تجارت',
      '<p>درگاه بانک تجارت تا اطلاع ثانوی <b>در دسترس نیست</b>؛ لطفاً از درگاه‌های دیگر استفاده کنید.</p>',
      -12,
    ],
    [
      'ثبت‌نام خوابگاه‌های متأهلی',
      '<p>ثبت‌نام خوابگاه‌های متأهلی از طریق <a href="/dormitory">بخش خوابگاه</a> انجام می‌شود.</p>',
      -20,
    ],
    [
      'ویژه‌برنامه‌های هفتهٔ سلامت',
      '<p>برنامه‌های <b>هفتهٔ سلامت</b> در سالن اجتماعات برگزار می‌شود.</p><script>alert("xss")</script><img src="x" onerror="alert(1)">',
      -30,
    ],
    ['برنامهٔ غذایی ماه آینده', '<p>برنامهٔ غذایی ماه آینده به‌زودی منتشر می‌شود.</p>', 2],
  ];
  items.forEach(([title, mainText, days], i) => {
    db.announcement.create({ id: 301 + i, title, mainText, publishedAt: dayAt(now, days, 9, 0) });
  });
}

/** A one-page PDF with a line of text, offsets computed so readers accept it. */
function minimalPdf(text: string): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 16 Tf 40 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 16 Tf 40 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

const FILES = { rulesPdf: 501, menuPng: 502 } as const;

function seedFiles(): void {
  db.file.create({
    id: FILES.rulesPdf,
    name: 'قوانین-رزرو-غذا.pdf',
    contentType: 'application/pdf',
    base64: btoa(minimalPdf('Samad: food reservation rules (mock attachment)')),
  });
  db.file.create({
    id: FILES.menuPng,
    name: 'برنامه-غذایی.png',
    contentType: 'image/png',
    base64: renderCaptchaPng('1404', 1404),
  });
}

function html(...paragraphs: string[]): string {
  return utf8ToBase64(paragraphs.map((p) => `<p>${p}</p>`).join(''));
}

function seedMessages(now: number): void {
  const s = ACCOUNTS.student;
  const inbox: Array<{
    from: string;
    subject: string;
    body: string;
    days: number;
    read: boolean;
    forceRead?: boolean;
    files?: number[];
  }> = [
    {
      from: 'refah',
      subject: 'قوانین جدید رزرو غذا در نیمسال جاری',
      body: html(
        'دانشجوی گرامی،',
        'از این هفته <b>لغو رزرو</b> تا ساعت ۱۲ روز قبل از سرو امکان‌پذیر است.',
        'متن کامل قوانین پیوست شده است؛ لطفاً پیش از ادامه آن را مطالعه کنید.',
      ),
      days: -1,
      read: false,
      forceRead: true,
      files: [FILES.rulesPdf],
    },
    {
      from: 'refah',
      subject: 'یادآوری: مهلت رزرو غذای هفتهٔ آینده',
      body: html('مهلت رزرو غذای هفتهٔ آینده <b>چهارشنبه ساعت ۱۲</b> به پایان می‌رسد.'),
      days: -2,
      read: false,
    },
    {
      from: 'dormitory',
      subject: 'نتیجهٔ درخواست خوابگاه',
      body: html('درخواست خوابگاه شما در <b>خوابگاه شهید چمران</b> تأیید شد.'),
      days: -6,
      read: true,
    },
    {
      from: ACCOUNTS.student2.username,
      subject: 'تأیید انتقال اعتبار',
      body: html('سلام، اعتبار منتقل‌شده به دستم رسید. ممنون!'),
      days: -12,
      read: true,
    },
    {
      from: 'refah',
      subject: 'برنامهٔ غذایی ماه',
      body: html('برنامهٔ غذایی این ماه پیوست شده است.'),
      days: -20,
      read: true,
      files: [FILES.menuPng],
    },
    {
      from: 'samad',
      subject: 'به سامانهٔ سماد خوش آمدید',
      body: html('با سماد می‌توانید غذا رزرو کنید، کیف پول خود را شارژ کنید و پیام‌های دانشگاه را ببینید.'),
      days: -60,
      read: true,
    },
  ];
  for (const m of inbox) {
    db.message.create({
      id: nextId('message', 601),
      ownerId: s.id,
      box: 'inbox',
      counterpart: m.from,
      read: m.read,
      forceRead: m.forceRead ?? false,
      sentAt: dayAt(now, m.days, 10, 15),
      subject: m.subject,
      body: m.body,
      fileInfoIds: m.files ?? [],
    });
  }
  const sent: Array<[string, string, number]> = [
    ['درخواست بازبینی تراکنش ناموفق', 'پرداخت من از حسابم کسر شد اما اعتبارم افزایش نیافت. لطفاً بررسی کنید.', -5],
    ['پرسش دربارهٔ انتقال یارانه', 'آیا یارانهٔ منتقل‌شده تاریخ انقضای جدید می‌گیرد؟', -15],
  ];
  for (const [subject, text, days] of sent) {
    const common = {
      subject,
      body: html(text),
      sentAt: dayAt(now, days, 13, 40),
      fileInfoIds: [] as number[],
      forceRead: false,
    };
    db.message.create({
      ...common,
      id: nextId('message', 601),
      ownerId: s.id,
      box: 'outbox',
      counterpart: ACCOUNTS.staff.username,
      read: true,
    });
    db.message.create({
      ...common,
      id: nextId('message', 601),
      ownerId: ACCOUNTS.staff.id,
      box: 'inbox',
      counterpart: s.username,
      read: false,
    });
  }
}

/** Rebuilds the whole world for a persona. */
export function seedWorld(persona: Persona): void {
  clearDb();
  faker.seed(FAKER_SEED);
  const now = nowMs();
  seedPolicies();
  seedUniversities(persona);
  seedPeople();
  seedCredit(now);
  seedEpayment();
  seedPayments(now);
  seedActivityLogs(now);
  seedAnnouncements(now);
  seedFeedbacks(now);
  seedFiles();
  seedMessages(now);
  seedReservation(now);
  seedSurveys(now);
  seedDormitory(now);
  seedHelpdesk({ requests: true });
  persona.prepare?.();
}
