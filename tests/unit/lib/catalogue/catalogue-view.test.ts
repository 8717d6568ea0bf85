import { describe, expect, test } from 'vitest';
import type { CatalogueItem } from '../../../../src/lib/catalogue/catalogue-item.ts';
import {
  activeFilterCount,
  catalogueData,
  catalogueView,
  FIRST_STATE,
  isFiltering,
  refineState,
  restoreState,
  showMoreState,
  type CatalogueState,
} from '../../../../src/lib/catalogue/catalogue-view.ts';
import { DEFAULT_QUERY } from '../../../../src/lib/catalogue/catalogue-url.ts';
import type { TravelBandFacts } from '../../../../src/lib/planning/travel-label.ts';

function item(id: string, name: string, category: string, custom: number, extra: Partial<CatalogueItem> = {}): CatalogueItem {
  return { _id: id, name, aliases: [], category, diet: [], image: '', imageAlt: name, price: { custom }, isBestseller: false, inStock: true, ...extra };
}

/** 20 Diwali sweets (prices 100..2000), 2 hampers, one of them vegan. */
const builtin = [
  ...Array.from({ length: 20 }, (_, i) => item(`sweet-${i + 1}`, `Sweet ${i + 1}`, 'Diwali Collection', (i + 1) * 100)),
  item('hamper-1', 'Royal Tray', 'Gift Hampers', 1500, { diet: ['vegan'] }),
  item('hamper-2', 'Kaju Tin', 'Gift Hampers', 900, { shelfLife: '60 Days' }),
];
const staff = [item('staff-1', 'Osmania Biscuits', 'Bakery', 120, { diet: ['vegan'] }), item('staff-2', 'Sweet 3', 'Sweets', 50)];
const data = catalogueData(builtin, staff);
const names = (state: CatalogueState, bands: TravelBandFacts[] = []) => catalogueView(data, state, bands).page.items.map((p) => p.name);

const bands: TravelBandFacts[] = [
  { id: 'same-day', label: 'Same day', minDays: 0, text: '' },
  { id: 'hyderabad', label: 'In Hyderabad', minDays: 3, text: '' },
  { id: 'india', label: 'Across India', minDays: 10, text: '' },
  { id: 'abroad', label: 'Abroad', minDays: 45, text: '' },
];

describe('catalogue state transitions (SHOP-15, SHOP-17)', () => {
  test('the first state is the default view with one page of 15', () => {
    expect(FIRST_STATE).toEqual({ ...DEFAULT_QUERY, visibleCount: 15 });
  });

  test('a refinement changes what it names and goes back to one page', () => {
    const grown = showMoreState(showMoreState(FIRST_STATE));
    expect(grown.visibleCount).toBe(45);
    expect(refineState(grown, { sort: 'price-asc' })).toEqual({ ...FIRST_STATE, sort: 'price-asc' });
  });

  test('a view restored from the address shows one page', () => {
    expect(restoreState({ ...DEFAULT_QUERY, category: 'all' })).toEqual({ ...FIRST_STATE, category: 'all' });
  });
});

describe('catalogueData', () => {
  test('merges the staff products after the built-in ones; a staff product named like a built-in one replaces it', () => {
    expect(data.products.map((p) => p._id)).toContain('staff-2');
    expect(data.products.map((p) => p._id)).not.toContain('sweet-3');
    expect(data.products.at(-1)?._id).toBe('staff-2');
  });

  test('lists the categories in the catalogue order', () => {
    expect(data.categories).toEqual(['Diwali Collection', 'all', 'Gift Hampers', 'Bakery', 'Sweets']);
  });
});

describe('catalogueView', () => {
  test('opens on the Diwali Collection: 15 shown, the rest remaining, the title the category', () => {
    const view = catalogueView(data, FIRST_STATE);
    expect(view.title).toBe('Diwali Collection');
    expect(view.page).toMatchObject({ total: 19, remaining: 4 });
    expect(view.page.items).toHaveLength(15);
    expect(view.searched).toBe('');
    expect(view.wantsSuggestion).toBe(false);
  });

  test('"all" reads "All Collections"; Load More shows the next page', () => {
    const all = refineState(FIRST_STATE, { category: 'all' });
    expect(catalogueView(data, all).title).toBe('All Collections');
    expect(catalogueView(data, showMoreState(all)).page).toMatchObject({ total: 23, remaining: 0 });
  });

  test('a search overrides the category and the title, trimmed', () => {
    const state = refineState(FIRST_STATE, { category: 'Gift Hampers', search: '  osmania ' });
    const view = catalogueView(data, state);
    expect(view.title).toBe('All Collections');
    expect(view.searched).toBe('osmania');
    expect(names(state)).toEqual(['Osmania Biscuits']);
  });

  test('a search that finds nothing asks for a suggestion; an empty category does not', () => {
    expect(catalogueView(data, refineState(FIRST_STATE, { search: 'zzzz' })).wantsSuggestion).toBe(true);
    expect(catalogueView(data, refineState(FIRST_STATE, { category: 'Nothing' })).wantsSuggestion).toBe(false);
  });

  test('sorts by price', () => {
    const state = refineState(FIRST_STATE, { category: 'Gift Hampers', sort: 'price-asc' });
    expect(names(state)).toEqual(['Kaju Tin', 'Royal Tray']);
    expect(names({ ...state, sort: 'price-desc' })).toEqual(['Royal Tray', 'Kaju Tin']);
  });

  test('applies the dietary tags and the price range, and counts each tag with the other filters applied', () => {
    const all = refineState(FIRST_STATE, { category: 'all' });
    expect(names({ ...all, diet: ['vegan'] })).toEqual(['Royal Tray', 'Osmania Biscuits']);
    const cheap = { ...all, maxPrice: 1000 };
    expect(catalogueView(data, cheap).counts.vegan).toBe(1);
    expect(catalogueView(data, all).counts.vegan).toBe(2);
    expect(names({ ...all, diet: ['vegan'], minPrice: 1000 })).toEqual(['Royal Tray']);
  });

  test('the travel filter keeps products that travel at least that far, before the counts', () => {
    const abroad = refineState(FIRST_STATE, { category: 'all', travel: 'abroad' });
    expect(names(abroad, bands)).toEqual(['Kaju Tin']);
    expect(catalogueView(data, abroad, bands).counts.vegan).toBe(0);
  });

  test('counts the active filters, the price range once', () => {
    expect(catalogueView(data, FIRST_STATE).activeFilters).toBe(0);
    expect(activeFilterCount({ diet: ['vegan', 'jain'], minPrice: 10, maxPrice: 20, travel: 'india' })).toBe(4);
    expect(activeFilterCount({ diet: [], maxPrice: 20 })).toBe(1);
  });

  test('filtering means any dietary, price or travel filter', () => {
    expect(isFiltering({ diet: [] })).toBe(false);
    expect(isFiltering({ diet: [], travel: 'abroad' })).toBe(true);
    expect(isFiltering({ diet: [], minPrice: 0 })).toBe(true);
    expect(isFiltering({ diet: ['jain'] })).toBe(true);
  });
});

describe('catalogueData (issue #14: no name folding on a visit that does not search)', () => {
  test('builds the search index on the first search, once', () => {
    let aliasReads = 0;
    const watched: CatalogueItem[] = builtin.map((product) => ({
      ...product,
      get aliases(): string[] {
        aliasReads += 1;
        return [];
      },
    }));
    const lazy = catalogueData(watched, staff);
    catalogueView(lazy, FIRST_STATE);
    catalogueView(lazy, refineState(FIRST_STATE, { category: 'all', sort: 'price-asc' }));
    expect(aliasReads).toBe(0);

    expect(catalogueView(lazy, refineState(FIRST_STATE, { search: 'sweet 1' })).page.total).toBeGreaterThan(0);
    const afterFirstSearch = aliasReads;
    expect(afterFirstSearch).toBe(lazy.products.filter((product) => watched.includes(product)).length);
    catalogueView(lazy, refineState(FIRST_STATE, { search: 'sweet 2' }));
    expect(aliasReads).toBe(afterFirstSearch);
  });
});
