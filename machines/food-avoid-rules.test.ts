// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FOOD_CATALOGUE } from '../mocks/world/program-calendar';
import { avoidedIn, avoidEntryOf, categoriesOf, foodWords, normaliseFoodText } from './food-avoid-rules';

describe('normalising a food name', () => {
  it('reads Arabic letters as Persian, drops diacritics and the tatweel, splits at ZWNJ, spaces and the pipe', () => {
    expect(normaliseFoodText('كباب كوبيده')).toBe('کباب کوبیده');
    expect(normaliseFoodText('گوجهٔ كبابـي')).toBe('گوجه کبابی');
    expect(normaliseFoodText('مُرَغّ')).toBe('مرغ');
    expect(normaliseFoodText('آش')).toBe('اش');
    expect(foodWords('قورمه‌سبزی|ماست')).toEqual(['قورمه', 'سبزی', 'ماست']);
    expect(foodWords('پلو (۲ پرس)، سالاد')).toEqual(['پلو', '2', 'پرس', 'سالاد']);
  });

  it('one dish however it is written: with ZWNJ, a space, none, Arabic letters', () => {
    for (const name of ['قورمه‌سبزی', 'قورمه سبزی', 'قورمهسبزی', 'قورمه سبزي', 'خورش قورمه‌سبزی با پلو'])
      expect(categoriesOf(name), name).toContain('meat');
  });
});

/** The mock seed's names (what the mock server sends), main|side, and what each holds. */
const SEED_EXPECTED: Record<number, string[]> = {
  101: ['gluten', 'nuts', 'dairy'], // نان و پنیر و گردو | چای شیرین
  102: ['gluten', 'egg'], // تخم‌مرغ آب‌پز | نان سنگک و چای
  103: ['gluten'], // عدسی | نان و لیموترش
  104: ['meat', 'gluten'], // حلیم گندم | دارچین و شکر
  105: ['gluten', 'dairy'], // کره و مربای آلبالو | نان تست و چای
  111: ['meat'], // چلوکباب کوبیده | سالاد شیرازی
  112: ['meat', 'dairy'], // زرشک‌پلو با مرغ | ماست موسیر
  113: ['meat'], // قیمه‌پلو | سالاد فصل
  114: ['meat', 'dairy'], // قورمه‌سبزی با پلو | ماست
  115: ['meat'], // جوجه‌کباب با برنج | گوجهٔ کبابی
  116: ['meat', 'dairy'], // عدس‌پلو با گوشت چرخ‌کرده | ماست
  117: ['meat'], // خورش قیمه‌بادمجان با پلو | ترشی
  118: ['meat', 'dairy'], // باقالی‌پلو با مرغ | ماست و خیار
  121: ['fish', 'dairy'], // سبزی‌پلو با ماهی | ماست
  122: ['meat'], // خوراک مرغ آب‌پز | سالاد کاهو
  123: ['egg'], // کوکوسبزی | سالاد شیرازی
  124: ['meat', 'gluten'], // سالاد مرغ گریل | نان جو
  125: [], // خوراک سبزیجات | برنج قهوه‌ای
  131: ['meat', 'gluten'], // ماکارونی با گوشت | سالاد فصل
  132: ['gluten'], // خوراک لوبیا | نان
  133: ['meat', 'gluten', 'egg'], // کتلت | گوجه و خیارشور
  134: ['meat', 'dairy'], // استامبولی‌پلو | ماست
  135: ['gluten', 'nuts', 'dairy'], // کشک بادمجان | نان و گردو
  136: ['meat', 'gluten', 'dairy', 'egg'], // الویه | نان و خیارشور
  141: ['gluten'], // سوپ جو | نان
  142: ['gluten', 'dairy'], // آش رشته | کشک و نعناع داغ
  143: ['gluten', 'egg'], // نیمرو | نان و گوجه
  151: ['meat'], // چلوکباب برگ | سالاد شیرازی
  152: ['meat', 'dairy'], // چلوماهیچه | ماست موسیر
  153: ['meat'], // چلومرغ زعفرانی | زیتون پرورده
  154: ['gluten', 'dairy'], // پیتزا مخصوص | سس و نوشابه
  155: ['meat', 'gluten'], // برگر ذغالی | سیب‌زمینی سرخ‌کرده
  156: ['meat', 'gluten'], // ساندویچ مرغ گریل | سیب‌زمینی و نوشابه
};

describe('the categories of real names', () => {
  it('the mock seed: every food of the catalogue (main and side)', () => {
    const foods = FOOD_CATALOGUE.filter((f) => f.id in SEED_EXPECTED);
    expect(foods.length).toBe(Object.keys(SEED_EXPECTED).length);
    for (const f of foods)
      expect(categoriesOf(`${f.name}|${f.side}`), `${f.id} ${f.name}|${f.side}`).toEqual(SEED_EXPECTED[f.id]);
  });

  it('a list of dishes as university menus write them', () => {
    const cases: Array<[string, string[]]> = [
      ['کباب کوبیده', ['meat']],
      ['چلو کباب بختیاری', ['meat']],
      ['قورمه سبزی', ['meat']],
      ['ماهی قزل‌آلا با سبزی پلو', ['fish']],
      ['ماهي سرخ شده', ['fish']],
      ['ماکارونی', ['gluten']],
      ['عدس پلو', []],
      ['عدس‌پلو با کشمش و خرما', []],
      ['فسنجان با مرغ', ['meat', 'nuts']],
      ['املت گوجه فرنگی', ['egg']],
      ['تخم مرغ', ['egg']],
      ['تخم‌مرغ', ['egg']],
      ['شیربرنج', ['dairy']],
      ['دوغ', ['dairy']],
      ['ته‌چین مرغ', ['meat']],
      ['لوبیا پلو', ['meat']],
      ['کشک بادمجان', ['dairy']],
      ['چای شیرین', []],
      ['گوجهٔ کبابی', []],
      ['سیب‌زمینی سرخ‌کرده', []],
      ['Chicken burger', ['meat', 'gluten']],
      ['ماهیچه', ['meat']],
    ];
    for (const [name, expected] of cases) expect(categoriesOf(name), name).toEqual(expected);
  });
});

describe('a profile against a name', () => {
  it('answers what of the profile the name holds, in the profile order', () => {
    expect(avoidedIn('زرشک‌پلو با مرغ|ماست موسیر', ['dairy', 'meat', 'fish'])).toEqual(['dairy', 'meat']);
    expect(avoidedIn('سبزی‌پلو با ماهی|ماست', ['meat'])).toEqual([]);
    expect(avoidedIn('خوراک سبزیجات|برنج قهوه‌ای', ['meat', 'fish', 'gluten', 'nuts', 'dairy', 'egg'])).toEqual([]);
    expect(avoidedIn('anything', [])).toEqual([]);
    expect(avoidedIn('', ['meat'])).toEqual([]);
  });

  it("matches the student's own words normalised, anywhere, across ZWNJ", () => {
    expect(avoidedIn('خورش قیمه‌بادمجان با پلو', ['word:بادمجان'])).toEqual(['word:بادمجان']);
    expect(avoidedIn('قیمه بادمجان', ['word:قیمه‌بادمجان'])).toEqual(['word:قیمه‌بادمجان']);
    expect(avoidedIn('كشك بادمجان', ['word:کشک'])).toEqual(['word:کشک']);
    // A word is whole words: "بادام" is not in "بادمجان", "شیر" not in "شیرین".
    expect(avoidedIn('قیمه‌بادمجان', ['word:بادام'])).toEqual([]);
    expect(avoidedIn('چای شیرین', ['word:شیر'])).toEqual([]);
    // Unlike the dictionary, the student's word is not consumed by a longer phrase.
    expect(avoidedIn('تخم‌مرغ آب‌پز', ['word:مرغ', 'meat'])).toEqual(['word:مرغ']);
  });

  it('keeps a profile entry as a category or a trimmed word', () => {
    expect(avoidEntryOf('meat')).toBe('meat');
    expect(avoidEntryOf('  بادمجان  ')).toBe('word:بادمجان');
    expect(avoidEntryOf('word:  پیاز ')).toBe('word:پیاز');
    expect(avoidEntryOf('   ')).toBeNull();
    expect(avoidEntryOf('،،')).toBeNull();
  });
});
