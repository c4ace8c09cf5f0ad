/**
 * What a student avoids (diet and allergens) matched against the food names the server sends
 * (docs/week-planner.md "Diet and allergens"). Pure: the planner's rules, the reserve page's meal
 * cards and the daily sale all read it.
 *
 * How a name is read:
 *   1. normalised: Arabic ي ى ك ة ۀ to Persian ی ی ک ه ه, hamza-carrying and madda alefs to ا, the
 *      diacritics (harakat, tanwin, superscript alef, hamza above) and the tatweel removed, Persian
 *      and Arabic digits to ASCII, lower case for Latin words;
 *   2. split into words at spaces, the zero-width non-joiner, punctuation and the pipe of `main|side`,
 *      and a glued چلو (rice) from its dish
 *      ("قورمه‌سبزی", "قورمه سبزی" and "قورمهسبزی" are then one dish: a phrase is matched with its
 *      words joined without spaces);
 *   3. scanned left to right, the longest phrase of the dictionary first (up to four words): a phrase
 *      consumes its words, so "تخم مرغ" is egg and its "مرغ" is not chicken; a neutral phrase
 *      ("گوجه کبابی", "شیرین") consumes words that would otherwise match a shorter entry.
 *   The student's own words are matched the same way (joined, normalised) against every run of
 *   words, without consuming: "مرغ" of the student also finds the "مرغ" of "تخم مرغ".
 */

export const AVOID_CATEGORIES = ['meat', 'fish', 'gluten', 'nuts', 'dairy', 'egg'] as const;
export type AvoidCategory = (typeof AVOID_CATEGORIES)[number];

/** One thing avoided: a category, or a word of the student's (`word:…`). */
export type AvoidEntry = AvoidCategory | `word:${string}`;

const isCategory = (entry: string): entry is AvoidCategory => (AVOID_CATEGORIES as readonly string[]).includes(entry);

/**
 * Words and dishes per category (Persian, as menus write them; a few Latin words for menus in English).
 * A dish names every category it commonly holds: a menu does not list ingredients, so "usually"
 * is the rule (کتلت has meat, egg and bread crumbs). عدس‌پلو alone is lentils and rice: it is meat only
 * when the name adds it ("با گوشت چرخ‌کرده").
 */
const DICTIONARY: Record<AvoidCategory, string> = {
  meat: 'گوشت، چرخ کرده، کباب، کوبیده، چلوکباب، برگ، بختیاری، سلطانی، شیشلیک، جوجه، جوجه کباب، مرغ، مرغی، بوقلمون، ماهیچه، گردن، بره، گوسفند، گوساله، قیمه، قورمه، قورمه سبزی، قیمه بادمجان، فسنجان، آبگوشت، دیزی، کله پاچه، جگر، دل و قلوه، زبان، کوفته، دلمه، کتلت، شامی، استامبولی، استانبولی، لوبیا پلو، الویه، همبرگر، برگر، سوسیس، کالباس، ژامبون، شنیسل، ناگت، بریان، حلیم، حلیم گندم، تاس کباب، meat، beef، lamb، chicken، kebab، burger، sausage، ham',
  fish: 'ماهی، ماهی قزل آلا، قزل آلا، سالمون، قباد، شیر ماهی، کیلکا، ساردین، تن ماهی، تن، میگو، قلیه ماهی، fish، tuna، salmon، shrimp',
  gluten:
    'نان، لواش، سنگک، بربری، تافتون، باگت، نان تست، تست، نان جو، جو، سوپ جو، گندم، حلیم، حلیم گندم، ماکارونی، اسپاگتی، پاستا، لازانیا، رشته، آش رشته، رشته پلو، پیتزا، ساندویچ، همبرگر، برگر، کتلت، شنیسل، سوخاری، ناگت، کیک، بیسکویت، کلوچه، الویه، bread، pasta، pizza، burger، sandwich، wheat، barley',
  nuts: 'گردو، بادام، بادام زمینی، پسته، فندق، بادام هندی، فسنجان، nut، nuts، walnut، almond، peanut، pistachio',
  dairy:
    'شیر، ماست، ماست موسیر، ماست و خیار، پنیر، کره، خامه، کشک، دوغ، بستنی، شیربرنج، فرنی، کشک بادمجان، آش رشته، الویه، پیتزا، milk، yogurt، yoghurt، cheese، butter، cream',
  egg: 'تخم مرغ، تخم مرغ آب پز، نیمرو، املت، خاگینه، کوکو، کوکوسبزی، کوکو سیب زمینی، کتلت، الویه، شامی، سس مایونز، مایونز، egg، eggs، omelette',
};

/** Phrases (separated by the Persian comma) that match nothing and keep a shorter entry from matching inside them. */
const NEUTRAL = 'گوجه کبابی، بادمجان کبابی، سیب زمینی، شیرین، چای شیرین، عدس پلو، کره ای';

const ARABIC_TO_PERSIAN: Record<string, string> = {
  '\u064A': 'ی', // ي
  '\u0649': 'ی', // ى
  '\u0626': 'ی', // ئ
  '\u0643': 'ک', // ك
  '\u0629': 'ه', // ة
  '\u06C0': 'ه', // ۀ
  '\u0623': 'ا', // أ
  '\u0625': 'ا', // إ
  '\u0622': 'ا', // آ
  '\u0671': 'ا', // ٱ
  '\u0624': 'و', // ؤ
};

/** Harakat, tanwin, shadda, sukun, superscript alef, hamza above/below, and the tatweel. */
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;
/** Separators: spaces, ZWNJ/ZWJ, punctuation (Persian and Latin) and the pipe of main|side. */
const SEPARATORS = /(?:\u200C|\u200D|\u200E|\u200F|[\s|،,؛;:.()[\]{}«»"'!?؟/\\+\-–—_*·])+/;

/** A name as the matcher reads it (docs/week-planner.md): Persian letters, no marks, ASCII digits. */
export function normaliseFoodText(text: string): string {
  return text
    .normalize('NFC')
    .replace(MARKS, '')
    .replace(/[\u064A\u0649\u0626\u0643\u0629\u06C0\u0623\u0625\u0622\u0671\u0624]/g, (c) => ARABIC_TO_PERSIAN[c] ?? c)
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .toLowerCase();
}

/** "Chelow" (plain rice) is written glued to the dish it comes with: چلوکباب, چلوماهیچه, چلومرغ. */
const CHELOW = 'چلو';

/** The words of a name, normalised (a glued چلو its own word). */
export function foodWords(text: string): string[] {
  return normaliseFoodText(text)
    .split(SEPARATORS)
    .filter(Boolean)
    .flatMap((w) => (w.startsWith(CHELOW) && w.length > CHELOW.length + 1 ? [CHELOW, w.slice(CHELOW.length)] : [w]));
}

/** A phrase's key: its normalised words joined without spaces. */
const keyOf = (phrase: string) => foodWords(phrase).join('');

/** The dictionary by phrase key: the categories it names (empty: neutral). */
const PHRASES: Map<string, AvoidCategory[]> = (() => {
  const map = new Map<string, AvoidCategory[]>();
  for (const category of AVOID_CATEGORIES)
    for (const phrase of DICTIONARY[category].split('،')) {
      const key = keyOf(phrase);
      map.set(key, [...(map.get(key) ?? []), category]);
    }
  for (const phrase of NEUTRAL.split('،')) if (!map.has(keyOf(phrase))) map.set(keyOf(phrase), []);
  return map;
})();

const LONGEST = 4;

/** The categories a name holds, by the dictionary (longest phrase first, consuming its words). */
export function categoriesOf(text: string): AvoidCategory[] {
  const words = foodWords(text);
  const found = new Set<AvoidCategory>();
  let i = 0;
  while (i < words.length) {
    let step = 1;
    for (let n = Math.min(LONGEST, words.length - i); n >= 1; n--) {
      const hit = PHRASES.get(words.slice(i, i + n).join(''));
      if (hit) {
        hit.forEach((c) => found.add(c));
        step = n;
        break;
      }
    }
    i += step;
  }
  return AVOID_CATEGORIES.filter((c) => found.has(c));
}

/** Whether a student's word is in a name: any run of its words, joined, equals the word joined. */
function hasWord(words: readonly string[], word: string): boolean {
  const key = keyOf(word);
  if (!key) return false;
  for (let i = 0; i < words.length; i++) {
    let joined = '';
    for (let j = i; j < words.length && joined.length < key.length; j++) {
      joined += words[j];
      if (joined === key) return true;
    }
  }
  return false;
}

/** What of the student's profile a food's names hold (in the profile's order); empty: nothing avoided. */
export function avoidedIn(names: string, avoid: readonly string[] | undefined): AvoidEntry[] {
  if (!avoid?.length || !names.trim()) return [];
  const categories = categoriesOf(names);
  const words = foodWords(names);
  return avoid.filter((entry): entry is AvoidEntry =>
    isCategory(entry) ? categories.includes(entry) : entry.startsWith('word:') && hasWord(words, entry.slice(5)),
  );
}

/** A profile entry as kept: a known category, or a trimmed word of the student's; null when empty. */
export function avoidEntryOf(value: string): AvoidEntry | null {
  if (isCategory(value)) return value;
  const word = (value.startsWith('word:') ? value.slice(5) : value).trim().replace(/\s+/g, ' ');
  return word && keyOf(word) ? `word:${word.slice(0, 40)}` : null;
}
