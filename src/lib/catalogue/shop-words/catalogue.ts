/**
 * The shop's (/mithai/shop) words in English (issue #44; strings/shop.ts `catalogue`): its
 * search, sort, filters, count line, Load More, empty state and "Did you mean". The page writes
 * most of them at build time; its script writes only the live ones (EN_CATALOGUE_LIVE), so only
 * those are in its JavaScript, and in a Telugu or Hindi page's JSON (part-of.ts).
 */
import type { Translation } from '../../i18n/ui-strings.ts';

/** What the shop's script writes as the visitor searches, filters and loads more. */
export const EN_CATALOGUE_LIVE = {
  resultsFor: { one: '{count} result for "{search}"', other: '{count} results for "{search}"' },
  showing: 'Showing {shown} of {total} products',
  moreAvailable: '{count} more available',
  loadMore: 'Load More ({count} remaining)',
  loadingMore: 'Loading more...',
  filters: 'Filters',
  filtersActive: 'Filters ({count})',
  minProblem: 'Enter the lowest price in whole rupees, e.g. 200.',
  maxProblem: 'Enter the highest price in whole rupees, e.g. 600.',
  rangeProblem: 'The highest price must not be below the lowest.',
  emptyTitle: 'No Treasures Found',
  emptyText: 'Try adjusting your search or category.',
  didYouMean: 'Did you mean {name}?',
} as const;

export const EN_CATALOGUE = {
  title: 'Shop Sweets',
  description: "Browse Rasika's mithai, namkeen, bakery, Diwali Collection and gift hampers: search, sort by price and order by phone or WhatsApp.",
  tagline: 'Artisanal Mithai for the Discerning Palate',
  categories: 'Categories',
  products: 'Products',
  searchLabel: 'Search products',
  searchPlaceholder: 'Search our treasures...',
  sortLabel: 'Sort products',
  sort: { featured: 'Sort by: Featured', 'price-asc': 'Price: Low to High', 'price-desc': 'Price: High to Low' },
  dietLegend: 'Dietary and occasion',
  vegetarianNote: 'Everything we make is vegetarian.',
  dietFilters: {
    jain: 'Jain (no onion or garlic)',
    vegan: 'Vegan',
    'gluten-free': 'Gluten-free',
    'sugar-free': 'Sugar-free',
    'nut-free': 'Nut-free',
    'contains-nuts': 'Contains nuts',
    'ships-well': 'Ships well (keeps 30+ days)',
  },
  travelsTo: 'Travels well to',
  anyDistance: 'Any distance',
  priceLegend: 'Price (₹)',
  lowestPrice: 'Lowest price',
  highestPrice: 'Highest price',
  anyPrice: 'Any',
  clearFilters: 'Clear filters',
  loadingTitle: 'Curating Sweet Treasures',
  loading: 'Loading...',
  ...EN_CATALOGUE_LIVE,
} as const;

export type CatalogueWords = Translation<typeof EN_CATALOGUE>;
export type CatalogueLiveWords = Translation<typeof EN_CATALOGUE_LIVE>;
