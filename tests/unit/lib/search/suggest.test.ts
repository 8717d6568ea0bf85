import { describe, expect, test } from 'vitest';
import { normaliseSweetName } from '../../../../src/lib/search/spelling-variants.ts';
import { buildSuggestionIndex, suggest } from '../../../../src/lib/search/suggest.ts';

const product = (name: string, category = 'Sweets') => ({
  _id: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  category,
  images: [`/img/${name}.svg`],
  price: { '250g': 200 },
});

const index = buildSuggestionIndex(
  ['Motichoor Laddu', 'Kaju Katli', 'Kesar Barfi', 'Imarti Jalebi', 'Badam Halwa', 'Bengali Rasgulla', 'Hyderabadi Mixture', 'Osmania Biscuits'].map((n) =>
    product(n),
  ),
);
const names = (query: string) => suggest(index, query).map((item) => item.name);

describe('normaliseSweetName', () => {
  test.each([
    ['Ladoo', 'laddu'],
    ['LADDOO', 'laddu'],
    ['burfi', 'barfi'],
    ['jilebi', 'jalebi'],
    ['halva', 'halwa'],
    ['katri', 'katli'],
    ['rasagola', 'rasgulla'],
    ['Rosogolla', 'rasgulla'],
    ['Kāju  Katli!', 'kaju katli'],
  ])('folds %s to %s', (input, expected) => {
    expect(normaliseSweetName(input)).toBe(expected);
  });

  test('issue #14: plain ASCII text (its shorter path) folds as the same text through the Unicode path', () => {
    const inputs = ["Haldiram's Aloo Bhujia", 'KAJU-KATLI 500g', 'Mysore pak', 'sugarfree  Anjeer_Roll', 'Cashews & Figs', 'Double ka Meetha (2 kg)', 'rasagola, ladoo!'];
    // A no-break space is not ASCII and folds to a space: it sends the same words down the Unicode path.
    for (const input of inputs) expect(normaliseSweetName(input)).toBe(normaliseSweetName(`${input}\u00A0`));
    expect(normaliseSweetName('Haldiram’s Cashews')).toBe(normaliseSweetName("Haldiram's Cashews"));
    expect(normaliseSweetName('Cashews & Figs')).toBe('kaju anjeer');
  });
});

describe('suggest (SRCH-01, SRCH-02, SRCH-04, G-37)', () => {
  test.each([
    ['laddu', 'Motichoor Laddu'],
    ['ladoo', 'Motichoor Laddu'],
    ['laddoo', 'Motichoor Laddu'],
    ['burfi', 'Kesar Barfi'],
    ['jilebi', 'Imarti Jalebi'],
    ['halva', 'Badam Halwa'],
    ['kaju katri', 'Kaju Katli'],
    ['rasagola', 'Bengali Rasgulla'],
    ['motichur', 'Motichoor Laddu'],
    ['osmaniya', 'Osmania Biscuits'],
  ])('"%s" finds %s', (query, expected) => {
    expect(names(query)).toContain(expected);
  });

  test('returns nothing under 2 characters after trimming', () => {
    expect(suggest(index, ' k ')).toEqual([]);
    expect(suggest(index, '')).toEqual([]);
  });

  test('returns at most 8 items with id, name, image, category, the card price and stock (issues #12, #41)', () => {
    const many = buildSuggestionIndex(Array.from({ length: 20 }, (_, i) => product(`Kaju Roll ${i}`)));
    const items = suggest(many, 'kaju');
    expect(items).toHaveLength(8);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['aliases', 'category', 'id', 'image', 'inStock', 'name', 'price']);
  });

  test('#41 a sold-out product is suggested, marked out of stock; one without the field is in stock', () => {
    const sold = buildSuggestionIndex([{ ...product('Kesar Pista Collection', 'Gift Hampers'), inStock: false }, product('Kesar Peda')]);
    expect(suggest(sold, 'kesar').map((item) => [item.name, item.inStock]).toSorted()).toEqual([
      ['Kesar Peda', true],
      ['Kesar Pista Collection', false],
    ]);
  });

  test('finds nothing for an unrelated word', () => {
    expect(names('pizza')).toEqual([]);
  });
});
