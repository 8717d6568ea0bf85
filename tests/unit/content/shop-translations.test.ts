/**
 * The catalogue's content in Telugu and Hindi (issue #44, docs/i18n.md §3): every Diwali sweet, gift
 * hamper and corporate gift has its description (and its other short texts) in both languages,
 * checked by English's own rules, and the built-in products a Telugu page shows take them, English's
 * names, prices and facts unchanged.
 */
import { basename } from 'node:path';
import { describe, expect, test } from 'vitest';
import { toBuiltinProducts } from '../../../src/lib/catalogue/builtin-products.ts';
import { CORPORATE_GIFT_TRANSLATED, corporateGiftSchema } from '../../../src/lib/content/corporate-gift-schema.ts';
import { DIWALI_SWEET_TRANSLATED, diwaliSweetSchema } from '../../../src/lib/content/diwali-sweet-schema.ts';
import { GIFT_HAMPER_TRANSLATED, giftHamperSchema } from '../../../src/lib/content/gift-hamper-schema.ts';
import { missingTranslations, type Translatable } from '../../../src/lib/i18n/localise.ts';
import { loadCollection } from './load-content.ts';

const lists = {
  diwaliSweets: loadCollection('diwali-sweets', diwaliSweetSchema),
  giftHampers: loadCollection('gift-hampers', giftHamperSchema),
  corporateGifts: loadCollection('corporate-gifts', corporateGiftSchema),
};
const options = { phoneNumber: '+91 40 2784 5566', imageUrl: (path: string) => `/_astro/${basename(path)}` };
/** The fields a language lacks (zod's output says `te?: … | undefined`, which Translatable spells without it). */
const lacks = <T extends object>(data: T, locale: 'te' | 'hi', fields: readonly (keyof T & string)[]) => missingTranslations(data as T & Translatable<Partial<T>>, locale, fields);
const TELUGU = /[\u0C00-\u0C7F]/;
const DEVANAGARI = /[\u0900-\u097F]/;

describe('catalogue content in Telugu and Hindi (#44)', () => {
  test('46 sweets, 18 hampers and 19 gifts lack no translated field in either language', () => {
    expect([lists.diwaliSweets.length, lists.giftHampers.length, lists.corporateGifts.length]).toEqual([46, 18, 19]);
    for (const locale of ['te', 'hi'] as const) {
      const missing = [
        ...lists.diwaliSweets.flatMap((entry) => lacks(entry.data, locale, DIWALI_SWEET_TRANSLATED).map((field) => `diwali-sweets/${entry.id} ${field}`)),
        ...lists.giftHampers.flatMap((entry) => lacks(entry.data, locale, GIFT_HAMPER_TRANSLATED).map((field) => `gift-hampers/${entry.id} ${field}`)),
        ...lists.corporateGifts.flatMap((entry) => lacks(entry.data, locale, CORPORATE_GIFT_TRANSLATED).map((field) => `corporate-gifts/${entry.id} ${field}`)),
      ];
      expect(missing, locale).toEqual([]);
    }
  });

  test('a Telugu or Hindi page\u2019s products have their texts in that script and English\u2019s names, prices and facts', () => {
    const english = toBuiltinProducts(lists, options);
    for (const [locale, script] of [['te', TELUGU], ['hi', DEVANAGARI]] as const) {
      const local = toBuiltinProducts(lists, options, locale);
      expect(local.map((product) => product._id)).toEqual(english.map((product) => product._id));
      local.forEach((product, i) => {
        const source = english[i];
        expect(product.description, `${locale} ${product._id}`).toMatch(script);
        expect({ name: product.name, price: product.price, shelfLife: product.shelfLife, dietaryInfo: product.dietaryInfo }).toEqual({
          name: source?.name,
          price: source?.price,
          shelfLife: source?.shelfLife,
          dietaryInfo: source?.dietaryInfo,
        });
      });
    }
    const katli = toBuiltinProducts(lists, options, 'te').find((product) => product._id === 'kaju-katli');
    expect(katli?.quantity).toBe('500 గ్రా. బాక్సు');
    expect(katli?.ingredients).toEqual(['జీడిపప్పు', 'చక్కెర', 'స్వచ్ఛమైన నెయ్యి', 'తినదగిన వెండి రేకు']);
  });
});
