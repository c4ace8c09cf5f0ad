import type { StudentFamily } from '@/api/generated/rest/model';
import { isValidMobileNumber, nationalCodeProblem } from '@/lib/national-code';
import { normalizeDigits } from '@/lib/digits';
import { isPersonName } from '@/lib/person-name';

/*
 * The relatives form (modules.md 5): relation 3–50, firstName 3–50, lastName 2–50, studyLevelId a
 * number, age a number 0–120, contactInfo 3–50, address 3–50; plus the national code
 * check digit, an 09… mobile and a birth date not in the future. Father and mother are required;
 * at least one record always remains.
 */

export const RELATIONS = ['father', 'mother', 'brother', 'sister', 'spouse'] as const;
export type Relation = (typeof RELATIONS)[number];

/** The form's copy of a record: every field as typed (text), so nothing typed is lost. */
export interface RelativeDraft {
  key: string;
  id?: number;
  relation: Relation | '';
  firstName: string;
  lastName: string;
  nationalCode: string;
  birthDate: string;
  age: string;
  studyLevelId: string;
  job: string;
  mobileNumber: string;
  contactInfo: string;
  address: string;
}

export type RelativeField = Exclude<keyof RelativeDraft, 'key' | 'id'>;
export type FieldProblem =
  'required' | 'length' | 'name' | 'number' | 'range' | 'nationalCode' | 'mobile' | 'futureDate';

export interface FieldRule {
  min?: number;
  max?: number;
}

/** Bounds shown in the messages. */
export const RULES: Partial<Record<RelativeField, FieldRule>> = {
  relation: { min: 3, max: 50 },
  firstName: { min: 3, max: 50 },
  // modules.md 5 writes lastName 10–15 and age 3–50: typos a real family fails ("رضایی", a parent of
  // 55). Chosen: a last name of 2 to 50 characters, an age of 0 (a newborn) to 120.
  lastName: { min: 2, max: 50 },
  age: { min: 0, max: 120 },
  contactInfo: { min: 3, max: 50 },
  address: { min: 3, max: 50 },
  job: { max: 50 },
};

let counter = 0;
// Unique across page loads too: a restored draft keeps the keys it was saved with.
const LOAD = Date.now().toString(36);
export function newRelative(relation: Relation | '' = ''): RelativeDraft {
  counter += 1;
  return {
    key: `new-${LOAD}-${counter}`,
    relation,
    firstName: '',
    lastName: '',
    nationalCode: '',
    birthDate: '',
    age: '',
    studyLevelId: '',
    job: '',
    mobileNumber: '',
    contactInfo: '',
    address: '',
  };
}

export function fromServer(record: StudentFamily, index: number): RelativeDraft {
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    key: `saved-${record.id ?? index}`,
    id: record.id,
    relation: (RELATIONS as readonly string[]).includes(record.relation) ? (record.relation as Relation) : '',
    firstName: record.firstName,
    lastName: record.lastName,
    nationalCode: text(record.nationalCode),
    birthDate: text(record.birthDate),
    age: text(record.age),
    studyLevelId: text(record.studyLevelId),
    job: text(record.job),
    mobileNumber: text(record.mobileNumber),
    contactInfo: text(record.contactInfo),
    address: text(record.address),
  };
}

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'nationalCode',
  'birthDate',
  'age',
  'studyLevelId',
  'job',
  'mobileNumber',
  'contactInfo',
  'address',
] as const;

/** Whether a kept draft (src/lib/drafts.ts) is a list of relatives this form can show. */
export function isRelativeDrafts(value: unknown): value is RelativeDraft[] {
  return (
    Array.isArray(value) &&
    value.every((d: unknown) => {
      if (!d || typeof d !== 'object') return false;
      const r = d as Record<string, unknown>;
      return (
        typeof r.key === 'string' &&
        (r.id === undefined || typeof r.id === 'number') &&
        (r.relation === '' || (RELATIONS as readonly unknown[]).includes(r.relation)) &&
        TEXT_FIELDS.every((f) => typeof r[f] === 'string')
      );
    })
  );
}

/** The starting records: what the server has, or father and mother to fill in. */
export function initialRelatives(saved: readonly StudentFamily[]): RelativeDraft[] {
  return saved.length > 0 ? saved.map(fromServer) : [newRelative('father'), newRelative('mother')];
}

const between = (value: string, rule: FieldRule | undefined) => {
  const n = value.trim().length;
  return (rule?.min === undefined || n >= rule.min) && (rule?.max === undefined || n <= rule.max);
};

/** The problem of one field, or null. `today` is yyyy-MM-dd (a birth date may not be later). */
export function fieldProblem(draft: RelativeDraft, field: RelativeField, today: string): FieldProblem | null {
  const value = normalizeDigits(draft[field]).trim();
  switch (field) {
    case 'relation':
      return value === '' ? 'required' : between(value, RULES.relation) ? null : 'length';
    case 'firstName':
    case 'lastName':
      if (value === '') return 'required';
      // Letters, spaces and the few marks names use (person-name.ts): markup or digits are refused.
      if (!isPersonName(value)) return 'name';
      return between(value, RULES[field]) ? null : 'length';
    case 'contactInfo':
    case 'address':
    case 'job':
      return value === '' || between(value, RULES[field]) ? null : 'length';
    case 'age': {
      if (value === '') return null;
      if (!/^\d+$/.test(value)) return 'number';
      const n = Number(value);
      return n < (RULES.age?.min ?? 0) || n > (RULES.age?.max ?? Infinity) ? 'range' : null;
    }
    case 'studyLevelId':
      return value === '' || /^\d+$/.test(value) ? null : 'number';
    case 'nationalCode':
      return value === '' || nationalCodeProblem(value) === null ? null : 'nationalCode';
    case 'mobileNumber':
      return value === '' || isValidMobileNumber(value) ? null : 'mobile';
    case 'birthDate':
      return value === '' || value <= today ? null : 'futureDate';
    default:
      return null;
  }
}

export const FIELDS: readonly RelativeField[] = [
  'relation',
  'firstName',
  'lastName',
  'nationalCode',
  'birthDate',
  'age',
  'studyLevelId',
  'job',
  'mobileNumber',
  'contactInfo',
  'address',
];

export type RelativeErrors = Partial<Record<RelativeField, FieldProblem>>;

export function relativeErrors(draft: RelativeDraft, today: string): RelativeErrors {
  const errors: RelativeErrors = {};
  for (const field of FIELDS) {
    const problem = fieldProblem(draft, field, today);
    if (problem) errors[field] = problem;
  }
  return errors;
}

export type FormProblem = 'parentsRequired' | 'duplicateParent' | 'duplicateNationalCode';

/** Problems of the whole list (modules.md 5: at least the father's and mother's info). */
export function formProblem(drafts: readonly RelativeDraft[]): FormProblem | null {
  const fathers = drafts.filter((d) => d.relation === 'father').length;
  const mothers = drafts.filter((d) => d.relation === 'mother').length;
  if (fathers === 0 || mothers === 0) return 'parentsRequired';
  if (fathers > 1 || mothers > 1) return 'duplicateParent';
  const codes = drafts.map((d) => normalizeDigits(d.nationalCode).trim()).filter(Boolean);
  if (new Set(codes).size !== codes.length) return 'duplicateNationalCode';
  return null;
}

/** What is sent: trimmed, Latin digits, empty optional fields as null, unknown fields stripped. */
export function toServer(draft: RelativeDraft): StudentFamily {
  const text = (v: string) => {
    const s = normalizeDigits(v).trim();
    return s === '' ? null : s;
  };
  const num = (v: string) => {
    const s = text(v);
    return s === null ? null : Number(s);
  };
  return {
    ...(draft.id !== undefined ? { id: draft.id } : {}),
    relation: draft.relation,
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    nationalCode: text(draft.nationalCode),
    birthDate: text(draft.birthDate),
    age: num(draft.age),
    studyLevelId: num(draft.studyLevelId),
    job: text(draft.job),
    mobileNumber: text(draft.mobileNumber),
    contactInfo: text(draft.contactInfo),
    address: text(draft.address),
  };
}
