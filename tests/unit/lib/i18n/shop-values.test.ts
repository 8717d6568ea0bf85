/**
 * Values products state, in Telugu and Hindi (issue #44): every shelf life and allergen the shop's
 * content uses has its words in both languages (so a new allergen in content fails here, not on a
 * page), and a value the words do not know, or an English page, shows as written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { allergenIn, knowsAllergen, knowsShelfLife, shelfLifeIn, type ValueLanguage } from '../../../../src/lib/catalogue/value-words.ts';
import { CORPORATE_GIFT_SHELF_LIVES } from '../../../../src/lib/content/corporate-gift-schema.ts';
import * as shop from '../../../../src/lib/i18n/strings/shop.ts';

interface Stated {
  shelfLife?: string;
  dietary?: { allergens?: string[] };
}

/** Every product entry of the shop's collections. */
function products(): Stated[] {
  return ['diwali-sweets', 'gift-hampers', 'corporate-gifts'].flatMap((collection) => {
    const folder = join(process.cwd(), 'content', collection);
    return readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as Stated);
  });
}

const LANGUAGES: ValueLanguage[] = [
  { locale: 'te', words: shop.te.values },
  { locale: 'hi', words: shop.hi.values },
];

describe('shelf lives and allergens in Telugu and Hindi (#44)', () => {
  const all = products();
  const shelfLives = [...new Set([...all.flatMap((product) => (product.shelfLife ? [product.shelfLife] : [])), ...CORPORATE_GIFT_SHELF_LIVES])];
  const allergens = [...new Set(all.flatMap((product) => product.dietary?.allergens ?? []))];

  test('the content states shelf lives and allergens (the check below reads them)', () => {
    expect(all.length).toBeGreaterThan(60);
    expect(shelfLives).toContain('3 Days (refrigerated)');
    expect(allergens).toContain('Cashew');
  });

  test.each(LANGUAGES)('$locale has words for every shelf life and allergen the content uses', (language) => {
    expect(shelfLives.filter((text) => !knowsShelfLife(text, language))).toEqual([]);
    expect(allergens.filter((name) => !knowsAllergen(name, language))).toEqual([]);
  });

  test('the days follow the language, the note keeps its place', () => {
    const [te, hi] = LANGUAGES;
    expect(shelfLifeIn('30 Days', te)).toBe('30 రోజులు');
    expect(shelfLifeIn('1 Day', te)).toBe('1 రోజు');
    expect(shelfLifeIn('3 Days (refrigerated)', te)).toBe('3 రోజులు (ఫ్రిజ్‌లో)');
    expect(shelfLifeIn('30 Days (sealed tin)', hi)).toBe('30 दिन (बंद टिन में)');
    expect(allergenIn('Cashew', te)).toBe('జీడిపప్పు');
    expect(allergenIn('milk', hi)).toBe('दूध');
  });

  test('English, and a value the words do not know, show as written', () => {
    const [te] = LANGUAGES;
    expect(shelfLifeIn('3 Days (refrigerated)', undefined)).toBe('3 Days (refrigerated)');
    expect(allergenIn('Cashew', undefined)).toBe('Cashew');
    expect(shelfLifeIn('2 weeks', te)).toBe('2 weeks');
    expect(shelfLifeIn('5 Days (in a cool place)', te)).toBe('5 Days (in a cool place)');
    expect(allergenIn('Soy', te)).toBe('Soy');
  });
});
