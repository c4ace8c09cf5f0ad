/**
 * Client-side check of a new password against the server's per-user password policy
 * (platform.md 3 "Password policy", 5 "Password policy check"; GET /rest/users/password-configs).
 * Pure: the result carries i18n keys of the `auth` namespace with their parameters, so views
 * translate (`t(issue.key, issue.params)`). The server stays the judge: this check exists so the
 * user sees what is wrong before sending.
 *
 * Definitions (the decisions behind each rule):
 *  - Length counts Unicode code points (an emoji is one character), not UTF-16 units.
 *  - Character classes are Unicode-aware: digit = \p{Nd} (Persian and Arabic-Indic digits count),
 *    uppercase = \p{Lu}, lowercase = \p{Ll}; non-alphanumeric = anything that is neither a letter
 *    (\p{L}) nor a number (\p{N}) nor whitespace. Persian letters are letters: they count for no
 *    case rule and are not symbols. A password with characters outside printable ASCII gets a
 *    warning (it may be impossible to type on another keyboard layout).
 *  - Sequences: a run of at least `sequenceLength` characters (default 4) that steps by one, up or
 *    down, through one of the orders below. Case-insensitive. Reverse runs count ("dcba", "4321",
 *    "rewq"): they are as guessable as forward ones. With the policy's `sequenceWrap`, an order is a
 *    ring: "yzab", "8901", "opqw" (a keyboard row wraps onto itself).
 *      alphabetical: a–z; numerical: 0–9 (digits only, whatever the keyboard);
 *      keyboard (US QWERTY rows): "qwertyuiop", "asdfghjkl", "zxcvbnm" and the shifted digit row
 *      "!@#$%^&*()". The plain digit row is left to the numerical rule, so "1234" is reported once.
 *  - Repeats: the same character (exactly, case-sensitive) `repeatLength` times or more in a row
 *    (default 3: "aaa", "111").
 *  - Whitespace: any Unicode white space (\s), also at the ends.
 *  - A count rule of 0 (or absent) and a length of 0 (or absent) are "no rule".
 *
 * Strength (0–100), independent of the policy's verdict:
 *    length   = 3 per character up to 12, then 1 per character up to 20            (max 44)
 *  + variety  = 14 per class present among lowercase, uppercase, digit, symbol (incl. space) and
 *               other letters (Persian...), at most 4 classes                       (max 56)
 *  − 10 when only one class is present
 *  − 4 per character inside a sequence of any kind (with the policy's wrap setting)
 *  − 4 per character inside a repeat run
 *  clamped to 0–100; the empty password is 0. `strengthLevel` buckets it by 20s.
 */

/** The server's policy, field for field as openapi/rest.yaml `PasswordPolicy` names it. */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  /** Minimum count of digits (0 = no rule). */
  digits?: number;
  /** Minimum count of non-alphanumeric characters. */
  nonAlphanumerics?: number;
  /** Minimum count of uppercase letters. */
  uppercase?: number;
  /** Minimum count of lowercase letters. */
  lowercase?: number;
  /** Reject alphabetical sequences. */
  alphabeticalSequence?: boolean;
  /** Reject numerical sequences. */
  numericalSequence?: boolean;
  /** Reject keyboard (QWERTY) sequences. */
  keyboardSequence?: boolean;
  /** Sequences wrap around (for example "yza"). */
  sequenceWrap?: boolean;
  /** Reject repeated characters. */
  repeats?: boolean;
  /** Reject whitespace. */
  whitespace?: boolean;
}

/** What the server's policy does not say (the contract has no field for them). */
export interface PasswordCheckOptions {
  /** Shortest run that counts as a sequence; default 4, never below 3. */
  sequenceLength?: number;
  /** Shortest run of one character that counts as repeated; default 3, never below 2. */
  repeatLength?: number;
}

const DEFAULT_SEQUENCE_LENGTH = 4;
const DEFAULT_REPEAT_LENGTH = 3;

/** Every rule key, in the order requirements are listed. */
export const POLICY_RULE_KEYS = [
  'auth:policy.minLength',
  'auth:policy.maxLength',
  'auth:policy.digits',
  'auth:policy.nonAlphanumerics',
  'auth:policy.uppercase',
  'auth:policy.lowercase',
  'auth:policy.alphabeticalSequence',
  'auth:policy.numericalSequence',
  'auth:policy.keyboardSequence',
  'auth:policy.repeats',
  'auth:policy.whitespace',
] as const;
export type PolicyRuleKey = (typeof POLICY_RULE_KEYS)[number];
export const POLICY_WARNING_KEYS = [
  'auth:policy.warnings.nonLatin',
  'auth:policy.warnings.sequence',
  'auth:policy.warnings.repeats',
  'auth:policy.warnings.edgeWhitespace',
] as const;
export type PolicyWarningKey = (typeof POLICY_WARNING_KEYS)[number];

export interface Issue<K extends string = PolicyRuleKey | PolicyWarningKey> {
  /** i18n key in the `auth` namespace. */
  key: K;
  params?: Record<string, number | string>;
}
/** A rule of the policy, with whether the password meets it (a checklist in the view). */
export interface Requirement extends Issue<PolicyRuleKey> {
  met: boolean;
}
export interface PasswordCheck {
  isValid: boolean;
  /** 0–100, see the module comment. */
  strength: number;
  /** The requirements not met (same key and params as the requirement, plus `found` for runs). */
  errors: Issue<PolicyRuleKey>[];
  /** Weaknesses the policy does not forbid. */
  warnings: Issue<PolicyWarningKey>[];
  /** Every rule the policy sets, in a stable order. */
  requirements: Requirement[];
}

export const STRENGTH_LEVELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;
export type StrengthLevel = (typeof STRENGTH_LEVELS)[number];
/** 0–19 very weak, 20–39 weak, 40–59 fair, 60–79 strong, 80–100 very strong; key `auth:strength.<level>`. */
export function strengthLevel(strength: number): StrengthLevel {
  return STRENGTH_LEVELS[Math.min(4, Math.max(0, Math.floor(strength / 20)))] as StrengthLevel;
}

// ───────────────────────────── sequences ─────────────────────────────

export type SequenceKind = 'alphabetical' | 'numerical' | 'keyboard';
const ORDERS: Record<SequenceKind, readonly string[]> = {
  alphabetical: ['abcdefghijklmnopqrstuvwxyz'],
  numerical: ['0123456789'],
  keyboard: ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '!@#$%^&*()'],
};
const EXAMPLES: Record<SequenceKind, string> = {
  alphabetical: 'abcdefgh',
  numerical: '12345678',
  keyboard: 'qwertyui',
};

interface Run {
  start: number;
  /** Exclusive. */
  end: number;
}

/** Every maximal run of ≥ minLength characters stepping by ±1 through one of `rows`. */
function sequenceRuns(chars: readonly string[], rows: readonly string[], minLength: number, wrap: boolean): Run[] {
  const where = new Map<string, { row: string; index: number }>();
  for (const row of rows) [...row].forEach((c, index) => where.set(c, { row, index }));
  const steps = (a: string | undefined, b: string | undefined, dir: 1 | -1): boolean => {
    const pa = a === undefined ? undefined : where.get(a);
    const pb = b === undefined ? undefined : where.get(b);
    if (!pa || !pb || pa.row !== pb.row) return false;
    const next = pa.index + dir;
    const n = pa.row.length;
    if (wrap) return pb.index === (next + n) % n;
    return pb.index === next;
  };
  const runs: Run[] = [];
  for (const dir of [1, -1] as const) {
    let start = 0;
    for (let i = 1; i <= chars.length; i += 1) {
      if (i < chars.length && steps(chars[i - 1], chars[i], dir)) continue;
      if (i - start >= minLength) runs.push({ start, end: i });
      start = i;
    }
  }
  return runs.sort((a, b) => a.start - b.start);
}

/** Maximal runs of one character repeated ≥ minLength times. */
function repeatRuns(chars: readonly string[], minLength: number): Run[] {
  const runs: Run[] = [];
  let start = 0;
  for (let i = 1; i <= chars.length; i += 1) {
    if (i < chars.length && chars[i] === chars[i - 1]) continue;
    if (i - start >= minLength) runs.push({ start, end: i });
    start = i;
  }
  return runs;
}

const longest = (runs: readonly Run[]): Run | undefined =>
  runs.reduce<Run | undefined>((best, r) => (!best || r.end - r.start > best.end - best.start ? r : best), undefined);

function covered(runs: readonly Run[]): number {
  const positions = new Set<number>();
  for (const r of runs) for (let i = r.start; i < r.end; i += 1) positions.add(i);
  return positions.size;
}

// ───────────────────────────── the check ─────────────────────────────

const count = (chars: readonly string[], re: RegExp) => chars.filter((c) => re.test(c)).length;
const DIGIT = /\p{Nd}/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const LETTER = /\p{L}/u;
const NUMBER = /\p{N}/u;
const SPACE = /\s/u;
const isSymbol = (c: string) => !LETTER.test(c) && !NUMBER.test(c) && !SPACE.test(c);
const NON_LATIN = /[^\x20-\x7E]/u;

export function checkPassword(
  password: string,
  policy: PasswordPolicy,
  options: PasswordCheckOptions = {},
): PasswordCheck {
  const sequenceLength = Math.max(3, Math.floor(options.sequenceLength ?? DEFAULT_SEQUENCE_LENGTH));
  const repeatLength = Math.max(2, Math.floor(options.repeatLength ?? DEFAULT_REPEAT_LENGTH));
  const wrap = policy.sequenceWrap === true;
  const chars = [...password];
  const folded = chars.map((c) => c.toLowerCase());

  const requirements: Requirement[] = [];
  const errors: Issue<PolicyRuleKey>[] = [];
  const rule = (
    key: PolicyRuleKey,
    params: Record<string, number | string>,
    met: boolean,
    extra?: Record<string, number | string>,
  ) => {
    requirements.push({ key, params, met });
    if (!met) errors.push({ key, params: { ...params, ...extra } });
  };

  if (policy.minLength > 0) rule('auth:policy.minLength', { min: policy.minLength }, chars.length >= policy.minLength);
  if (policy.maxLength > 0) rule('auth:policy.maxLength', { max: policy.maxLength }, chars.length <= policy.maxLength);

  const counts = {
    digits: count(chars, DIGIT),
    nonAlphanumerics: chars.filter(isSymbol).length,
    uppercase: count(chars, UPPER),
    lowercase: count(chars, LOWER),
  };
  for (const name of ['digits', 'nonAlphanumerics', 'uppercase', 'lowercase'] as const) {
    const min = policy[name] ?? 0;
    if (min > 0) rule(`auth:policy.${name}`, { min }, counts[name] >= min);
  }

  const runsByKind = Object.fromEntries(
    (Object.keys(ORDERS) as SequenceKind[]).map((kind) => [
      kind,
      sequenceRuns(folded, ORDERS[kind], sequenceLength, wrap),
    ]),
  ) as Record<SequenceKind, Run[]>;
  const text = (r: Run) => chars.slice(r.start, r.end).join('');
  const warnings: Issue<PolicyWarningKey>[] = [];
  let unrejectedSequence: Run | undefined;
  for (const kind of Object.keys(ORDERS) as SequenceKind[]) {
    const found = longest(runsByKind[kind]);
    if (policy[`${kind}Sequence`]) {
      const params = { length: sequenceLength, example: EXAMPLES[kind].slice(0, sequenceLength) };
      rule(`auth:policy.${kind}Sequence`, params, !found, found ? { found: text(found) } : undefined);
    } else if (
      found &&
      (!unrejectedSequence || found.end - found.start > unrejectedSequence.end - unrejectedSequence.start)
    ) {
      unrejectedSequence = found;
    }
  }

  const repeats = repeatRuns(chars, repeatLength);
  const longestRepeat = longest(repeats);
  if (policy.repeats)
    rule(
      'auth:policy.repeats',
      { times: repeatLength },
      !longestRepeat,
      longestRepeat ? { found: text(longestRepeat) } : undefined,
    );
  if (policy.whitespace) rule('auth:policy.whitespace', {}, !chars.some((c) => SPACE.test(c)));

  if (chars.some((c) => NON_LATIN.test(c))) warnings.push({ key: 'auth:policy.warnings.nonLatin' });
  if (unrejectedSequence)
    warnings.push({ key: 'auth:policy.warnings.sequence', params: { found: text(unrejectedSequence) } });
  if (!policy.repeats && longestRepeat)
    warnings.push({ key: 'auth:policy.warnings.repeats', params: { found: text(longestRepeat) } });
  if (
    !policy.whitespace &&
    chars.length > 0 &&
    (SPACE.test(chars[0] as string) || SPACE.test(chars[chars.length - 1] as string))
  ) {
    warnings.push({ key: 'auth:policy.warnings.edgeWhitespace' });
  }

  const allSequences = Object.values(runsByKind).flat();
  return {
    isValid: errors.length === 0,
    strength: passwordStrength(chars, covered(allSequences), covered(repeats)),
    errors,
    warnings,
    requirements,
  };
}

function passwordStrength(chars: readonly string[], inSequences: number, inRepeats: number): number {
  const n = chars.length;
  if (n === 0) return 0;
  const length = 3 * Math.min(n, 12) + Math.max(0, Math.min(n, 20) - 12);
  const classes = [
    chars.some((c) => LOWER.test(c)),
    chars.some((c) => UPPER.test(c)),
    chars.some((c) => DIGIT.test(c)),
    chars.some((c) => isSymbol(c) || SPACE.test(c)),
    chars.some((c) => LETTER.test(c) && !LOWER.test(c) && !UPPER.test(c)),
  ].filter(Boolean).length;
  const variety = 14 * Math.min(classes, 4);
  const penalty = (classes === 1 ? 10 : 0) + 4 * inSequences + 4 * inRepeats;
  return Math.min(100, Math.max(0, Math.round(length + variety - penalty)));
}
