import { ACCOUNTS } from './accounts';
import { db, nextId } from './db';
import { DAY_MS, formatDate } from './time';

/*
 * The dormitory world (modules.md 2.6, 3): two dormitories (one for women, one for men), each with
 * two blocks of three floors of rooms for 1 to 4 people, some places already held by other
 * students; the semesters of the cardex; the student's past and current accommodation, gate
 * records and a couple of leave requests. The registration rules (valid entrance) are in one row.
 *
 * Seeded in every persona (cheap); the module shows only where the university enables it
 * (enableDormitory, used by the dormitory personas and all-modules).
 */

/** The role of the cardex page (modules.md 6). */
export const CARDEX_ROLE = 'ROLE_ESKAN_ALGORITM_STUDENT';

/** Fee of one place per semester, by room size (rials). */
export const ROOM_PRICES: Record<number, number> = { 1: 400_000, 2: 300_000, 3: 250_000, 4: 200_000 };

const DORMITORIES = [
  {
    id: 31,
    name: 'خوابگاه فاطمیه',
    gender: 'FEMALE',
    address: 'تهران، ولنجک، پردیس دانشگاه، خیابان بهار',
    contactInfo: 'تلفن ۲۲۴۳۱۰۰۰، داخلی ۲۱۵۰، سرپرست: خانم نوری',
  },
  {
    id: 32,
    name: 'خوابگاه شهید چمران',
    gender: 'MALE',
    address: 'تهران، اوین، خیابان شهید چمران، پلاک ۱۲',
    contactInfo: 'تلفن ۲۲۴۳۲۰۰۰، داخلی ۳۱۲۰، سرپرست: آقای صالحی',
  },
] as const;

const FLOOR_NAMES = ['همکف', 'طبقه اول', 'طبقه دوم'];
/** Room sizes along a floor: every floor offers each capacity. */
const SIZES = [1, 2, 2, 3, 3, 4];

function crowd(gender: 'FEMALE' | 'MALE'): number[] {
  // Crowd students 1100..1111: even offsets are women (seed.ts).
  return Array.from({ length: 12 }, (_, i) => 1100 + i).filter((id) => (id % 2 === 0) === (gender === 'FEMALE'));
}

function seedBuildings(): void {
  for (const d of DORMITORIES) {
    db.dormitory.create({ ...d });
    const residents = crowd(d.gender);
    let next = 0;
    for (let b = 0; b < 2; b++) {
      const blockId = d.id * 10 + b + 1;
      db.dormBlock.create({ id: blockId, dormitoryId: d.id, name: `بلوک ${b === 0 ? 'الف' : 'ب'}` });
      FLOOR_NAMES.forEach((floorName, f) => {
        const floorId = blockId * 10 + f + 1;
        db.dormFloor.create({ id: floorId, blockId, name: floorName });
        SIZES.forEach((roomSize, r) => {
          const id = floorId * 10 + r + 1;
          // Every third room already has one resident (a student of the crowd), so rooms show members.
          const occupantIds = id % 3 === 0 && roomSize > 1 ? [residents[next++ % residents.length]!] : [];
          db.dormRoom.create({
            id,
            floorId,
            code: `${b + 1}${f}${r + 1}`,
            roomSize,
            price: ROOM_PRICES[roomSize] ?? 300_000,
            occupantIds,
          });
        });
      });
    }
  }
}

function seedSemesters(now: number): number {
  const starts = [-540, -360, -180, -30, 150];
  const names = [
    'نیمسال اول ۱۴۰۳-۱۴۰۲',
    'نیمسال دوم ۱۴۰۳-۱۴۰۲',
    'نیمسال اول ۱۴۰۴-۱۴۰۳',
    'نیمسال دوم ۱۴۰۴-۱۴۰۳',
    'نیمسال اول ۱۴۰۵-۱۴۰۴',
  ];
  starts.forEach((days, i) => {
    db.dormSemester.create({
      id: 41 + i,
      name: names[i]!,
      periodName: i % 2 === 0 ? 'نیمسال اول' : 'نیمسال دوم',
      startDate: formatDate(now + days * DAY_MS),
    });
  });
  // Registration is for the coming semester (the last one).
  return 41 + starts.length - 1;
}

function seedStudentHistory(now: number): void {
  const s = ACCOUNTS.student.id;
  // Past and current accommodation (the semester starting in 150 days is not shown yet).
  const stays: Array<[number, number, string]> = [
    [41, 3111 * 10 + 4, 'تخلیه شده'],
    [42, 3112 * 10 + 2, 'تخلیه شده'],
    [43, 3121 * 10 + 5, 'تخلیه شده'],
    [44, 3122 * 10 + 6, 'ساکن'],
  ];
  for (const [semesterId, roomId, status] of stays)
    db.cardex.create({ id: nextId('cardex', 701), userId: s, semesterId, roomId, status });
  // Gate records of the last 60 days: out in the morning, in at night, most days.
  for (let day = 60; day >= 1; day--) {
    if (day % 7 === 3) continue;
    const midnight = now - day * DAY_MS - (now % DAY_MS);
    db.attendance.create({
      id: nextId('attendance', 801),
      userId: s,
      type: 1,
      at: midnight + (7 * 60 + (day % 40)) * 60_000,
      roomId: 31226,
    });
    db.attendance.create({
      id: nextId('attendance', 801),
      userId: s,
      type: -1,
      at: midnight + (19 * 60 + (day % 50)) * 60_000,
      roomId: 31226,
    });
  }
  db.dormLeave.create({
    id: nextId('dormLeave', 901),
    userId: s,
    relation: 'پدر',
    address: 'اصفهان، خیابان چهارباغ',
    mobileNumber: '09131234567',
    phoneNumber: '03132223344',
    fromDate: formatDate(now - 40 * DAY_MS),
    toDate: formatDate(now - 37 * DAY_MS),
    status: 'CHECKED',
    description: 'تعطیلات',
    createdAt: now - 45 * DAY_MS,
  });
  db.dormLeave.create({
    id: nextId('dormLeave', 901),
    userId: s,
    relation: 'مادر',
    address: 'اصفهان، خیابان چهارباغ',
    mobileNumber: '09131234567',
    phoneNumber: '03132223344',
    fromDate: formatDate(now - 12 * DAY_MS),
    toDate: formatDate(now - 10 * DAY_MS),
    status: 'CANCEL_BY_OWNER',
    description: '',
    createdAt: now - 15 * DAY_MS,
  });
}

export function seedDormitory(now: number): void {
  seedBuildings();
  const semesterId = seedSemesters(now);
  db.dormEntrance.create({
    id: 'default',
    semesterId,
    inRegistrationPeriod: true,
    registrationEnabled: true,
    inPreregistrationPeriod: true,
    preregistrationEnabled: true,
    solitaryRegistration: true,
    preregisterWithoutChooseDormitory: false,
    eligibleEntranceTypes: ['روزانه', 'شبانه', 'پردیس خودگردان'],
    ineligibleUserIds: [],
  });
  seedStudentHistory(now);
}

// ───────────────────────────── Persona extras ─────────────────────────────

/**
 * The dormitory personas (and all-modules): the university enables the dormitory, attendance and
 * laundry; student2 becomes a woman (زهرا رضایی) so she may share a room with the student in the
 * women's dormitory, with an accepted pre-registration there.
 */
export function enableDormitory(now: number): void {
  const home = db.university.findMany({ orderBy: { order: 'asc' } })[0];
  if (home) {
    db.university.update({
      where: { unikey: { equals: home.unikey } },
      data: {
        samad: { ...home.samad, dormitory: true, Attendance: true },
        services: { ...home.services, washer: true },
      },
    });
  }
  // The cardex role (modules.md 6) for both students.
  for (const id of [ACCOUNTS.student.id, ACCOUNTS.student2.id]) {
    const user = db.user.findFirst({ where: { id: { equals: id } } });
    if (user && !user.authorities.includes(CARDEX_ROLE))
      db.user.update({ where: { id: { equals: id } }, data: { authorities: [...user.authorities, CARDEX_ROLE] } });
  }
  db.profile.update({
    where: { userId: { equals: ACCOUNTS.student2.id } },
    data: { gender: { id: 2, name: 'زن' }, firstName: 'زهرا', militaryServiceStatus: null },
  });
  const entrance = db.dormEntrance.findFirst({ where: { id: { equals: 'default' } } });
  if (entrance) {
    db.dormRequest.create({
      id: nextId('dormRequest', 951),
      userId: ACCOUNTS.student2.id,
      semesterId: entrance.semesterId,
      suggestedDormitoryId: 31,
      destinationDormitoryId: 31,
      status: 'APPROVED',
      description: '',
      createdAt: now - 5 * DAY_MS,
    });
  }
}

/**
 * dormitory-group: the student has an accepted pre-registration and student2 leads a group of
 * three in the women's dormitory and has invited the student (WAITING: accept or reject).
 */
export function seedPendingInvitation(now: number): void {
  enableDormitory(now);
  const entrance = db.dormEntrance.findFirst({ where: { id: { equals: 'default' } } });
  if (!entrance) return;
  db.dormRequest.create({
    id: nextId('dormRequest', 951),
    userId: ACCOUNTS.student.id,
    semesterId: entrance.semesterId,
    suggestedDormitoryId: 31,
    destinationDormitoryId: 31,
    status: 'APPROVED',
    description: '',
    createdAt: now - 4 * DAY_MS,
  });
  const groupId = nextId('studentGroup', 61);
  db.studentGroup.create({
    id: groupId,
    headId: ACCOUNTS.student2.id,
    dormitoryId: 31,
    roomSize: 3,
    solitary: false,
    status: 'WAITING',
    roomId: 0,
    transferStatus: null,
    createdAt: now - 2 * DAY_MS,
  });
  db.groupMember.create({
    id: nextId('groupMember', 71),
    groupId,
    userId: ACCOUNTS.student2.id,
    status: 'APPROVED',
    joinedAt: now - 2 * DAY_MS,
    paid: 0,
  });
  db.groupMember.create({
    id: nextId('groupMember', 71),
    groupId,
    userId: ACCOUNTS.student.id,
    status: 'WAITING',
    joinedAt: now - DAY_MS,
    paid: 0,
  });
}
