import type { RuntimeConfigInput } from '@/config/schema';
import type { CreditChange, NameDescription, NurtureProfile, Profile, University } from '@/api/generated/rest/model';
import { gregorianToJdn, jalaliString, jdnToJalali } from '@/lib/jalali';
import { nowMs } from './clock';
import { db, type ProfileRow, type UniversityRow, type UserRow } from './db';
import { formatDateTime } from './time';

/*
 * Rows of the world as the contract's shapes (openapi rest.yaml schemas). Typed by orval's generated
 * models, so a shape that drifts from the contract does not compile.
 */

/** A look-up value (`NamedRef`) from a nested row, whose fields the data library types as optional. */
const named = (r: { id?: number; name?: string }) => ({ id: r.id ?? 0, name: r.name ?? '' });

/** The live server's codes of the look-ups it sends as `{name, description}` (the seed keeps the Persian text). */
const LOOKUP_CODES: Record<string, string> = {
  مجرد: 'SINGLE',
  متأهل: 'MARRIED',
  کاردانی: 'ASSOCIATE',
  کارشناسی: 'BACHELOR',
  'کارشناسی ارشد': 'MASTER',
  دکتری: 'PHD',
  'در حال تحصیل': 'STUDYING',
};

/** A look-up as the live server sends it (`NameDescription`): a code and the text to show. */
const described = (r: { name?: string }): NameDescription => ({
  name: LOOKUP_CODES[r.name ?? ''] ?? r.name ?? '',
  description: r.name ?? null,
});

export function profileOf(user: UserRow): Profile {
  const p = db.profile.findFirst({ where: { userId: { equals: user.id } } });
  const base: Profile = { id: user.id, username: user.username, enabled: user.enabled };
  if (!p) return base;
  return { ...base, ...profileFields(p) };
}

/** The user's wallet id as the profile's `nurtureCreditProfileId` (a string on the live server). */
function nurtureIdOf(userId: number): string | null {
  const wallet = db.nurtureProfile.findFirst({ where: { userId: { equals: userId } } });
  return wallet ? String(wallet.id) : null;
}

function profileFields(p: ProfileRow): Omit<Profile, 'id' | 'username'> {
  const student = p.student;
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    fatherName: p.fatherName,
    // The live server's types (foodie's SamadUserDto.kt, Poisonad-v2's userInfo.ts): gender and birth
    // place as text, faculty and personnel as flags, the wallet's id as text.
    gender: p.gender.name ?? null,
    nationalCode: p.nationalCode,
    personnel: p.personnel !== null,
    faculty: false,
    nurtureCreditProfileId: nurtureIdOf(p.userId),
    birthDate: p.birthDate,
    address: p.address,
    postalCode: p.postalCode,
    mobileNumber: p.mobileNumber,
    email: p.email,
    shenasnameNumber: p.shenasnameNumber,
    birthPlace: p.birthPlace.name ?? null,
    issuePlace: named(p.issuePlace),
    marriageStatus: described(p.marriageStatus),
    province: named(p.province),
    city: named(p.city),
    ...(p.militaryServiceStatus ? { militaryServiceStatus: named(p.militaryServiceStatus) } : {}),
    religion: named(p.religion),
    saminKey: p.saminKey,
    changeProfilePicturePermission: p.changeProfilePicturePermission,
    faceMatching: p.faceMatching,
    canDeleteTeammates: p.canDeleteTeammates,
    group: {
      checkTeammate: p.group.checkTeammate,
      canDailySale: p.group.canDailySale,
      onlineCreditChargeForbidden: p.group.onlineCreditChargeForbidden,
      transferTypes: (p.group.transferTypes ?? []).filter(
        (t): t is 'CASH' | 'SUBSIDY' => t === 'CASH' || t === 'SUBSIDY',
      ),
      foodDeliveryBasedOnFacialRecognition: p.group.foodDeliveryBasedOnFacialRecognition,
    },
    ...(student
      ? {
          student: {
            studentNumber: student.studentNumber ?? '',
            semester: student.semester ?? null,
            entranceType: student.entranceType ?? null,
            studyLevel: described(student.studyLevel ?? {}),
            studyMajor: { name: student.studyMajor?.name ?? '', description: student.studyMajor?.description ?? null },
            studyField: named(student.studyField ?? {}),
            educationalStatus: described(student.educationalStatus ?? {}),
            passedSemesters: student.passedSemesters ?? null,
            isDormitoryResident: student.isDormitoryResident ?? false,
          },
        }
      : {}),
  };
}

/** A university as the contract (and the runtime config) describe it. */
export function universityOf(u: UniversityRow): University {
  const urls = u.universityURL.length ? u.universityURL : [''];
  return {
    unikey: u.unikey,
    universityLabel: u.universityLabel,
    universityURL: urls.length === 1 ? urls[0]! : urls,
    autoLogoutTime: u.autoLogoutTime,
    captchaEnable: u.captchaEnable,
    casUrl: u.casUrl,
    forceCas: u.forceCas,
    showModalOnLogin: u.showModalOnLogin,
    changableReserveMode: u.changableReserveMode,
    services: { ...u.services },
    samad: { ...u.samad, faceEnrollmentType: u.samad.faceEnrollmentType === 'image' ? 'image' : 'video' },
  };
}

/** The same university in the runtime config's shape (src/config/schema.ts). */
export function universityConfigOf(u: UniversityRow): NonNullable<RuntimeConfigInput['university']> {
  const c = universityOf(u);
  return {
    unikey: c.unikey,
    universityLabel: c.universityLabel,
    universityURL: c.universityURL,
    autoLogoutTime: c.autoLogoutTime,
    captchaEnable: c.captchaEnable,
    casUrl: c.casUrl ?? '',
    forceCas: c.forceCas,
    showModalOnLogin: c.showModalOnLogin,
    changableReserveMode: c.changableReserveMode,
    services: {
      feedbackProjectId: u.services.feedbackProjectId,
      help_desk: u.services.help_desk,
      washer: u.services.washer,
      booklet: u.services.booklet,
      foodDelivery: u.services.foodDelivery,
    },
    samad: { ...u.samad, faceEnrollmentType: u.samad.faceEnrollmentType === 'image' ? 'image' : 'video' },
  };
}

export function universities(): UniversityRow[] {
  return db.university.findMany({ orderBy: { order: 'asc' } });
}

/** The on-premise organisation: the first university. */
export function homeUniversity(): UniversityRow | null {
  return universities()[0] ?? null;
}

export function walletOf(userId: number) {
  return db.nurtureProfile.findFirst({ where: { userId: { equals: userId } } });
}

/** Subsidies still usable at the mock clock's "now", soonest expiry first. */
export function liveSubsidies(nurtureProfileId: number) {
  return db.subsidy.findMany({
    where: { nurtureProfileId: { equals: nurtureProfileId }, expiresAt: { gt: nowMs() } },
    orderBy: { expiresAt: 'asc' },
  });
}

export function nurtureProfileOf(userId: number): NurtureProfile | null {
  const wallet = walletOf(userId);
  if (!wallet) return null;
  const subsidies = liveSubsidies(wallet.id).filter((s) => s.credit > 0);
  const user = findUserById(userId);
  const profile = db.profile.findFirst({ where: { userId: { equals: userId } } });
  return {
    id: wallet.id,
    credit: wallet.credit,
    subsidyCredit: subsidies.reduce((sum, s) => sum + s.credit, 0),
    subsidies: subsidies.map((s) => ({ id: s.id, credit: s.credit, expirationDate: formatDateTime(s.expiresAt) })),
    // What the live server adds (foodie's NurtureProfileDto.kt): the owner and the credit changes.
    user: {
      id: userId,
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      username: user?.username ?? '',
      nationalCode: profile?.nationalCode ?? null,
      gender: profile?.gender.name ?? null,
      personnel: profile ? profile.personnel !== null : null,
      enabled: user?.enabled ?? true,
    },
    creditChanges: creditChangesOf(userId),
  };
}

/** How many credit changes the wallet lists (an assumption: openapi/rest.yaml `NurtureProfile.creditChanges`). */
export const CREDIT_CHANGES_SHOWN = 50;

/** `yyyy-MM-dd HH:mm:ss` with the Jalali date in Tehran (foodie's CreditChangeDto samples). */
function jalaliDateTime(ms: number): string {
  const [date, time] = formatDateTime(ms).split(' ') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${jalaliString(jdnToJalali(gregorianToJdn(y, m, d))).replace(/\//g, '-')} ${time}`;
}

/** The user's activities that moved credit (their `diff`), newest first. */
function creditChangesOf(userId: number): CreditChange[] {
  const changes: CreditChange[] = [];
  const logs = db.activityLog
    .findMany({ where: { userId: { equals: userId } } })
    .sort((a, b) => b.occurredAt - a.occurredAt || b.id - a.id);
  for (const log of logs) {
    if (changes.length >= CREDIT_CHANGES_SHOWN) break;
    let diff: unknown;
    try {
      diff = (JSON.parse(log.activityTypeJson) as { diff?: unknown }).diff;
    } catch {
      continue;
    }
    if (typeof diff === 'number' && Number.isInteger(diff) && diff !== 0)
      changes.push({ amount: diff, createDate: jalaliDateTime(log.occurredAt) });
  }
  return changes;
}

export function findUserByUsername(username: string): UserRow | null {
  const wanted = username.trim();
  if (!wanted) return null;
  return db.user.findFirst({ where: { username: { equals: wanted } } });
}

export function findUserById(id: number): UserRow | null {
  return db.user.findFirst({ where: { id: { equals: id } } });
}
