import { describe, expect, test } from 'vitest';
import { AREAS } from '../../../../src/lib/i18n/strings/index.ts';
import { fill, IS_ONE, plural } from '../../../../src/lib/i18n/ui-strings.ts';
import { LANGUAGE_TAG, LOCALES } from '../../../../src/lib/i18n/locales.ts';

type Tree = { readonly [key: string]: string | Tree };

/** Every string of a tree by its dotted key. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('UI strings (#44): every key in all three languages', () => {
  test.each(Object.keys(AREAS) as (keyof typeof AREAS)[])('%s: Telugu and Hindi have exactly English\u2019s keys, none empty, with its placeholders', (area) => {
    const english = leaves(AREAS[area].en as Tree);
    for (const locale of ['te', 'hi'] as const) {
      const other = leaves(AREAS[area][locale] as Tree);
      expect([...other.keys()].sort(), `${area} ${locale}`).toEqual([...english.keys()].sort());
      for (const [key, text] of other) {
        expect(text.trim(), `${area}.${key} (${locale}) is empty`).not.toBe('');
        const source = english.get(key) ?? '';
        // Plural forms may drop {count} in a form that names the number ("one item"): compare the "other" form.
        if (!key.endsWith('.one')) expect(placeholders(text), `${area}.${key} (${locale}) placeholders`).toEqual(placeholders(source));
      }
    }
  });
});

describe('fill and plural', () => {
  test('fill puts values in their placeholders and leaves unknown ones', () => {
    expect(fill('{count} sweets in {city}', { count: 3, city: 'Hyderabad' })).toBe('3 sweets in Hyderabad');
    expect(fill('{count} sweets', {})).toBe('{count} sweets');
  });

  test('each language\u2019s "one" is Intl.PluralRules\u2019 (written out so no page loads locale data, issue #14)', () => {
    const counts = [0, 1, 2, 3, 5, 10, 11, 21, 100, 1000, 0.5, 1.5];
    for (const locale of LOCALES) {
      const rules = new Intl.PluralRules(LANGUAGE_TAG[locale]);
      expect(counts.filter((count) => IS_ONE[locale](count)), locale).toEqual(counts.filter((count) => rules.select(count) === 'one'));
    }
  });

  test('plural chooses by the language\u2019s rules (Hindi counts 0 as "one")', () => {
    const forms = { one: '{count} item', other: '{count} items' };
    expect([plural('en', forms, 0), plural('en', forms, 1), plural('en', forms, 2)]).toEqual(['0 items', '1 item', '2 items']);
    expect(plural('hi', forms, 0)).toBe('0 item');
    expect(plural('te', { other: '{count} స్వీట్లు' }, 1)).toBe('1 స్వీట్లు');
  });
});
