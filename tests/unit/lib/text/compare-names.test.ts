/** Name order without Intl (issue #14): the order localeCompare(…, 'en', { sensitivity: 'base' }) gives. */
import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../../support/seeded-random.ts';
import { compareNames } from '../../../../src/lib/text/compare-names.ts';

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const sign = (n: number) => Math.sign(n);

describe('compareNames', () => {
  test('case and accents are ignored; a shorter name sorts before a longer one it begins', () => {
    expect(compareNames('Kaju Katli', 'kaju katli')).toBe(0);
    expect(compareNames('Crème', 'creme')).toBe(0);
    expect(compareNames('Laddu', 'Laddus')).toBeLessThan(0);
    expect(compareNames('Namkeen', 'Bakery')).toBeGreaterThan(0);
  });

  test('sorts the shop\'s kind of category names as the collator does', () => {
    const names = ['Sweets & Savouries', 'sweets', 'Sweets-Special', 'Sweets Special', 'Sweets2', 'Namkeen', 'Bakery', 'Dry Fruit Sweets', 'Ghee Sweets', 'Crème Specials', 'creme', 'Bengali Sweets', '10 Piece Boxes', '2 kg Boxes', 'Sugar-free', 'Sugar free', 'Sugarfree', "Chef's Picks", '(New) Arrivals', 'Gift Hampers'];
    expect(names.toSorted(compareNames)).toEqual(names.toSorted(collator.compare));
  });

  test('agrees with the collator on 20,000 random pairs of letters, accents, digits, spaces and punctuation', () => {
    const alphabet = [...'aAbBeéÉEzZkK019 -_&.,()/\'#+|~$'];
    const random = seededRandom(14);
    const name = () => Array.from({ length: Math.floor(random() * 6) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    const differences: string[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      const [a, b] = [name(), name()];
      if (sign(compareNames(a, b)) !== sign(collator.compare(a, b))) differences.push(`${JSON.stringify(a)} ${JSON.stringify(b)}`);
    }
    expect(differences.slice(0, 10)).toEqual([]);
  });
});
