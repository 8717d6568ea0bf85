/**
 * The site's one search (issue #12) on the real built-in products (the index the build writes from
 * content/) plus the demo staff products: a table of real queries, in English spellings, Telugu and
 * Hindi script, with typos, punctuation, empty and overlong input.
 */
import { describe, expect, test } from 'vitest';
import builtin from '../../../../src/lib/search/builtin-search-index.json';
import { DEMO_PRODUCTS } from '../../../../src/server/seed/demo-products.ts';
import { buildFuzzyIndex, didYouMean, fuzzyItems } from '../../../../src/lib/search/fuzzy-search.ts';
import { buildSearchIndex, MAX_QUERY_LENGTH, rankItems, searchItems } from '../../../../src/lib/search/match-products.ts';
import { normaliseSweetName } from '../../../../src/lib/search/spelling-variants.ts';

const products = [...builtin, ...DEMO_PRODUCTS.map((demo) => ({ _id: `demo-${demo.slug}`, name: demo.name, aliases: demo.aliases }))];
const index = buildSearchIndex(products);
const fuzzy = buildFuzzyIndex(index);
const found = (query: string) => searchItems(index, query).map((product) => product.name);

const LADDUS = ['Motichoor Laddu', 'Besan Laddu', 'Dry Fruit Laddu', 'Coconut Laddu', 'Rava Laddu', 'Laddu Sampler Box'];

describe('searchItems: queries customers type (issue #12)', () => {
  test.each([
    // spellings of laddu, barfi, katli, mysore pak and friends
    ['laddu', LADDUS],
    ['ladoo', LADDUS],
    ['laddoo', LADDUS],
    ['ladu', LADDUS],
    ['LADDOO', LADDUS],
    ['  Ladoo  ', LADDUS],
    ['ladoos', LADDUS],
    ['burfi', ['Anjeer Barfi', 'Badam Barfi', 'Pista Barfi', 'Coconut Barfi', 'Chocolate Barfi']],
    ['barfee', ['Anjeer Barfi', 'Badam Barfi']],
    ['kaju katri', ['Kaju Katli', 'Kesar Kaju Katli', 'Kaju Katli Gift Tin']],
    ['kaju katlee', ['Kaju Katli', 'Kesar Kaju Katli']],
    ['kaju katli', ['Kaju Katli', 'Kesar Kaju Katli', 'Kaju Katli Gift Tin']],
    ['kaju barfi', ['Kaju Katli']],
    ['mysorepak', ['Mysore Pak']],
    ['mysore pak', ['Mysore Pak']],
    ['mysoor paak', ['Mysore Pak']],
    ['Mysore-Pak', ['Mysore Pak']],
    ['jilebi', ['Kesar Jalebi']],
    ['jalebi', ['Kesar Jalebi']],
    ['halva', ['Badam Halwa', 'Karachi Halwa', 'Sohan Halwa']],
    ['rasagulla', ['Bengali Rasgulla']],
    ['rosogolla', ['Bengali Rasgulla']],
    ['pedha', ['Dharwad Peda', 'Kesar Peda', 'Mathura Peda']],
    ['gulab jamoon', ['Gulab Jamun']],
    ['gulabjamun', ['Gulab Jamun']],
    ['kala jamun', ['Kala Jamun']],
    ['kalakhand', ['Kalakand']],
    ['ras malai', ['Rasmalai']],
    ['cham cham', ['Malai Chum Chum']],
    ['motichur', ['Motichoor Laddu']],
    ['palkova', ['Palakova']],
    ['putharekulu', ['Pootharekulu']],
    ['osmaniya biscuit', ['Osmania Biscuits']],
    ['khubani ka meetha', ['Qubani ka Meetha']],
    ['double ka mitha', ['Double ka Meetha']],
    ['mixchar', ['Hyderabadi Mixture']],
    ['bujia', ['Bikaneri Bhujia']],
    ['bombay halwa', ['Karachi Halwa']],
    ['gujiya', ['Kova Kajjikayalu']],
    ['suji laddu', ['Rava Laddu']],
    ['til laddu', ['Nuvvula Laddu']],
    // word order ignored
    ['katli kaju', ['Kaju Katli', 'Kesar Kaju Katli']],
    ['laddu besan', ['Besan Laddu']],
    ['pak mysore', ['Mysore Pak']],
    // English ingredient names
    ['cashew', ['Kaju Katli', 'Masala Kaju']],
    ['almond', ['Badam Barfi', 'Badam Halwa']],
    ['saffron', ['Kesar Jalebi', 'Kesar Peda']],
    // Telugu and Hindi script, with vowel-length variants
    ['లడ్డు', ['Motichoor Laddu', 'Besan Laddu', 'Coconut Laddu', 'Rava Laddu', 'Boondi Laddu']],
    ['లడ్డూ', ['Motichoor Laddu', 'Besan Laddu']],
    ['लड्डू', ['Motichoor Laddu', 'Besan Laddu', 'Coconut Laddu', 'Rava Laddu', 'Boondi Laddu']],
    ['लड्डु', ['Motichoor Laddu', 'Besan Laddu']],
    ['కాజు', ['Kaju Katli', 'Kaju Kalash', 'Kaju Modak', 'Masala Kaju']],
    ['काजू कतली', ['Kaju Katli', 'Kesar Kaju Katli']],
    ['బర్ఫీ', ['Anjeer Barfi', 'Badam Barfi', 'Kaju Katli']],
    ['मैसूर पाक', ['Mysore Pak']],
    ['పూతరేకులు', ['Pootharekulu']],
    ['రసగుల్లా', ['Bengali Rasgulla']],
    ['हलवा', ['Badam Halwa', 'Sohan Halwa']],
    ['జిలేబీ', ['Kesar Jalebi']],
    // punctuation and partial words
    ['kaju-katli!', ['Kaju Katli']],
    ['sugar free', ['Sugar-Free Celebration Box', 'Sugar-Free Anjeer Roll']],
    ['sugar-free', ['Sugar-Free Celebration Box', 'Sugar-Free Date Barfi']],
    ['sugarfree', ['Sugar-Free Celebration Box']],
    ['kaj', ['Kaju Katli']],
    ['hamper', ['Andhra Festive Hamper', 'Bakery Treats Hamper']],
    ["double ka meetha's", ['Double ka Meetha']],
  ])('"%s" finds %j', (query, expected) => {
    const names = found(query);
    for (const name of expected) expect(names).toContain(name);
  });

  test.each([
    ['kaju', 'Gulab Jamun'],
    ['laddu', 'Kaju Katli'],
    ['burfi', 'Motichoor Laddu'],
    ['lad', 'Kaju Katli'],
    ['ladoo', 'Sunnundalu'],
  ])('"%s" does not find %s', (query, name) => {
    expect(found(query)).not.toContain(name);
  });

  test.each([['pizza'], ['zzzz'], ['!!!'], ['ఏమీలేదు'], ['x'.repeat(200)], ['kaju katli zzzz '.repeat(12)]])('"%s" finds nothing', (query) => {
    expect(found(query)).toEqual([]);
  });

  test('the spec rule holds: a trimmed, case-insensitive substring of a name always finds it', () => {
    for (const product of products) {
      const middle = product.name.slice(1, -1);
      expect(found(`  ${middle.toUpperCase()} `)).toContain(product.name);
    }
  });

  test('an empty or blank search finds everything, in the order given', () => {
    expect(searchItems(index, '')).toEqual(products);
    expect(searchItems(index, '   ')).toEqual(products);
  });

  test('200 characters of input are cut to the first 100 and answered quickly', () => {
    const long = `kaju katli ${'a'.repeat(190)}`;
    const started = performance.now();
    expect(found(long)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(50);
    expect(MAX_QUERY_LENGTH).toBe(100);
  });
});

describe('rankItems', () => {
  test('puts names that start with the text first, then the given order', () => {
    const ranked = rankItems(index, 'kaju', 8).map((p) => p.name);
    expect(ranked).toHaveLength(8);
    expect(ranked.slice(0, 5).every((name) => name.startsWith('Kaju'))).toBe(true);
    expect(ranked.indexOf('Kaju Katli')).toBeLessThan(ranked.indexOf('Masala Kaju'));
  });

  test('a name match ranks above an alias match', () => {
    expect(rankItems(index, 'kaju barfi', 2).map((p) => p.name)).toEqual(['Kaju Katli']);
  });
});

describe('fuzzy search and "Did you mean"', () => {
  test.each([
    ['kaju kalti', 'Kaju Katli'],
    ['motichor ladu', 'Motichoor Laddu'],
    ['gulab jamon', 'Gulab Jamun'],
    ['rasmali', 'Rasmalai'],
    ['sohun halwa', 'Sohan Halwa'],
  ])('"%s" -> %s', (query, name) => {
    expect(found(query)).toEqual([]);
    expect(didYouMean(fuzzy, query)).toBe(name);
  });

  test('offers nothing for text close to no name, nor for punctuation or blank text', () => {
    expect(didYouMean(fuzzy, 'zzzzqqq')).toBeUndefined();
    expect(didYouMean(fuzzy, '???')).toBeUndefined();
    expect(fuzzyItems(fuzzy, '  ', 8)).toEqual([]);
  });
});

describe('normaliseSweetName', () => {
  test.each([
    ['Ladoo', 'laddu'],
    ['Mysorepak', 'mysore pak'],
    ['लड्डू', 'लड्डु'],
    ['లడ్డూ', 'లడ్డు'],
    ['Sugar-Free', 'sugar free'],
    ['  KAJU   katri ', 'kaju katli'],
  ])('folds %s to %s', (input, expected) => {
    expect(normaliseSweetName(input)).toBe(expected);
  });
});
