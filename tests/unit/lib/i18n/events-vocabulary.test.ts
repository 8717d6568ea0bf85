/**
 * Words the events pages show from content (issue #44): a gift's shelf life and a dish's menu
 * category are shown through the events strings' maps, so a value content uses that a map lacks
 * fails here, not on a Telugu or Hindi page.
 */
import { describe, expect, test } from 'vitest';
import { DIET_TAGS } from '../../../../src/lib/catalogue/dietary.ts';
import { CORPORATE_GIFT_SHELF_LIVES, corporateGiftSchema } from '../../../../src/lib/content/corporate-gift-schema.ts';
import { MENU_CATEGORIES, menuDishSchema } from '../../../../src/lib/content/menu-dish-schema.ts';
import { ui } from '../../../../src/lib/i18n/strings/index.ts';
import { ALL_DISHES } from '../../../../src/lib/menu/filter-dishes.ts';
import { loadCollection } from '../../content/load-content.ts';

const SCRIPT = { te: /^[^A-Za-z]*[\u0C00-\u0C7F][^A-Za-z]*$/, hi: /^[^A-Za-z]*[\u0900-\u097F][^A-Za-z]*$/ } as const;
const gifts = loadCollection('corporate-gifts', corporateGiftSchema);
const dishes = loadCollection('menu-dishes', menuDishSchema);

/** The words of `values` a language's map lacks or leaves in Latin letters. */
function untranslated(map: Readonly<Record<string, string>>, values: Iterable<string>, locale: 'te' | 'hi'): string[] {
  return [...new Set(values)].filter((value) => !SCRIPT[locale].test(map[value] ?? ''));
}

describe('#44 the events pages\u2019 words from content, in Telugu and Hindi', () => {
  test('every shelf life a corporate gift states is in the vocabulary, in each language\u2019s script', () => {
    const used = gifts.map((gift) => gift.data.shelfLife);
    expect(used.length).toBe(19);
    for (const locale of ['te', 'hi'] as const) {
      expect(untranslated(ui(locale).events.vocabulary.shelfLives, [...used, ...CORPORATE_GIFT_SHELF_LIVES], locale), locale).toEqual([]);
    }
    expect(ui('te').events.vocabulary.shelfLives['30 Days']).toBe('30 రోజులు');
    expect(ui('hi').events.vocabulary.shelfLives['60 Days']).toBe('60 दिन');
  });

  test('every menu category a dish is in, and "All", has its name in the menu panel\u2019s words', () => {
    const used = dishes.map((dish) => dish.data.category);
    expect(used.length).toBe(29);
    for (const locale of ['te', 'hi'] as const) {
      expect(untranslated(ui(locale).events.hotels.menuPanel.categoryNames, [ALL_DISHES, ...used, ...MENU_CATEGORIES], locale), locale).toEqual([]);
    }
  });

  test('every dietary badge the menu shows has its name in the card words (the shop\u2019s)', () => {
    for (const locale of ['te', 'hi'] as const) {
      expect(untranslated(ui(locale).shop.card.diet, ['vegetarian', ...DIET_TAGS], locale), locale).toEqual([]);
    }
  });
});
