/**
 * Words the pages area shows from content (issue #44): the shipping guide names each sweet's shelf
 * life through the pages strings' map, so a shelf life content uses that the map lacks fails here,
 * not on a Telugu or Hindi page.
 */
import { describe, expect, test } from 'vitest';
import { corporateGiftSchema } from '../../../../src/lib/content/corporate-gift-schema.ts';
import { diwaliSweetSchema } from '../../../../src/lib/content/diwali-sweet-schema.ts';
import { giftHamperSchema } from '../../../../src/lib/content/gift-hamper-schema.ts';
import { ui } from '../../../../src/lib/i18n/strings/index.ts';
import { loadCollection } from '../../content/load-content.ts';

const SCRIPT = { te: /^[^A-Za-z]*[\u0C00-\u0C7F][^A-Za-z]*$/, hi: /^[^A-Za-z]*[\u0900-\u097F][^A-Za-z]*$/ } as const;

const used = [
  ...loadCollection('diwali-sweets', diwaliSweetSchema),
  ...loadCollection('gift-hampers', giftHamperSchema),
  ...loadCollection('corporate-gifts', corporateGiftSchema),
].flatMap((entry) => (entry.data.shelfLife ? [entry.data.shelfLife] : []));

describe('#44 the shipping guide\u2019s words from content, in Telugu and Hindi', () => {
  test('every shelf life a sweet, hamper or gift states is in the vocabulary, in each language\u2019s script', () => {
    expect(new Set(used).size).toBeGreaterThan(10);
    for (const locale of ['te', 'hi'] as const) {
      const map: Readonly<Record<string, string>> = ui(locale).pages.shippingGuide.shelfLives;
      expect([...new Set(used)].filter((value) => !SCRIPT[locale].test(map[value] ?? '')), locale).toEqual([]);
    }
    expect(ui('te').pages.shippingGuide.shelfLives['3 Days (refrigerated)']).toBe('3 రోజులు (ఫ్రిజ్‌లో)');
    expect(ui('hi').pages.shippingGuide.shelfLives['1 Day']).toBe('1 दिन');
  });

  test('English\u2019s map names each value as content writes it', () => {
    const map: Readonly<Record<string, string>> = ui('en').pages.shippingGuide.shelfLives;
    expect(Object.entries(map).filter(([key, value]) => key !== value)).toEqual([]);
    expect([...new Set(used)].filter((value) => !(value in map))).toEqual([]);
  });
});
