/**
 * Deterministic synthetic catalogues for the benchmarks (scripts/bench-catalogue.mjs): plausible
 * sweet names, Telugu and Hindi aliases, dietary tags, categories and prices in the storefront §3
 * shape, any number of them.
 */
import type { CatalogueItem } from '../../src/lib/catalogue/catalogue-item.ts';
import { DIET_TAGS } from '../../src/lib/catalogue/dietary.ts';

const KINDS = ['Kaju Katli', 'Motichoor Laddu', 'Besan Laddu', 'Badam Barfi', 'Kesar Peda', 'Jalebi', 'Mysore Pak', 'Sohan Halwa', 'Rasgulla', 'Gulab Jamun', 'Kalakand', 'Milk Cake', 'Bhujia', 'Mixture', 'Osmania Biscuit', 'Gift Hamper'];
const STYLES = ['Classic', 'Kesar', 'Pista', 'Sugar-Free', 'Dry Fruit', 'Royal', 'Festive', 'Hyderabadi', 'Bengali', 'Pure Ghee'];
const ALIASES = ['काजू कतली', 'లడ్డు', 'लड्डू', 'బర్ఫీ', 'Kaju Barfi', 'पेड़ा'];
const CATEGORIES = ['Diwali Collection', 'Gift Hampers', 'Sweets', 'Dry Fruit Sweets', 'Sugar Free', 'Bengali Sweets', 'Namkeen', 'Bakery'];

/** A small linear congruential generator, so every run benchmarks the same data. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export function syntheticProducts(count: number, seed = 2009): CatalogueItem[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const category = pick(CATEGORIES);
    const perPack = category === 'Diwali Collection' || category === 'Gift Hampers' || next() < 0.1;
    const base = 80 + Math.round(next() * 900);
    return {
      _id: `bench-${i}`,
      name: `${pick(STYLES)} ${pick(KINDS)} ${i}`,
      aliases: next() < 0.3 ? [`${pick(ALIASES)} ${i}`] : [],
      category,
      diet: DIET_TAGS.filter(() => next() < 0.3),
      image: `/bench/${i}.svg`,
      imageAlt: 'bench',
      price: perPack ? { custom: base * 2 } : { '250g': base, '500g': base * 2 - 20, '1kg': base * 4 - 60 },
      isBestseller: next() < 0.15,
      inStock: next() > 0.05,
    };
  });
}
