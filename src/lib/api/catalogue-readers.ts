/**
 * Reading products, categories and suggestions from the public API in the browser without zod
 * (issue #14). The contract stays lib/catalogue/product-schema.ts and catalogue.ts (zod/mini), which the
 * functions and the staff area use; these readers accept and return exactly what those schemas do
 * (unknown keys dropped, defaults filled in, one bad field refuses the record), which
 * tests/unit/lib/api/catalogue-readers.test.ts checks against the schemas over thousands of
 * generated answers. The reason is cost on a phone: with zod, building the schemas when the shop
 * loads and reading its 22 demo products took about 50 ms of main thread at 4x CPU, and zod/mini
 * was 15 KB (gzip) of the shop's 38 KB of JavaScript before any interaction.
 */
import type { DietaryInfo, Price, Product } from '../catalogue/product-schema.ts';
import type { SuggestionItem } from './catalogue.ts';

/** One field or record that does not fit the contract. */
const INVALID: unique symbol = Symbol('invalid');
type Read<T> = T | typeof INVALID;

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const readString = (value: unknown): Read<string> => (typeof value === 'string' ? value : INVALID);
const readFilled = (value: unknown): Read<string> => (typeof value === 'string' && value.length > 0 ? value : INVALID);
const readBoolean = (value: unknown): Read<boolean> => (typeof value === 'boolean' ? value : INVALID);
const readRupees = (value: unknown): Read<number> => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : INVALID);
const readRating = (value: unknown): Read<number> => (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 5 ? value : INVALID);

function readStrings(value: unknown): Read<string[]> {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? [...(value as string[])] : INVALID;
}

/** A field with a default: the default when it is absent (undefined), else the reader's answer. */
function withDefault<T>(value: unknown, read: (value: unknown) => Read<T>, fallback: T): Read<T> {
  return value === undefined ? fallback : read(value);
}

/**
 * Copies the optional fields the reader accepts into `into`, leaving absent ones out; false as soon
 * as one does not fit.
 */
function copyOptional<T>(into: Record<string, unknown>, from: Fields, keys: readonly string[], read: (value: unknown) => Read<T>): boolean {
  for (const key of keys) {
    const value = from[key];
    if (value === undefined) continue;
    const accepted = read(value);
    if (accepted === INVALID) return false;
    into[key] = accepted;
  }
  return true;
}

// SIZES and QUALITY_LEVELS of product-schema.ts, which cannot be imported here without loading zod;
// the price shape of the equivalence test's full product uses every one of them.
const SIZE_KEYS = ['250g', '500g', '1kg'] as const;
const LEVEL_KEYS = ['basic', 'standard', 'premium'] as const;

function readSizePrices(value: unknown): Read<Record<string, number>> {
  if (!isFields(value)) return INVALID;
  const prices: Record<string, number> = {};
  return copyOptional(prices, value, SIZE_KEYS, readRupees) ? prices : INVALID;
}

function readExpertise(value: unknown): Read<Record<string, Record<string, number>>> {
  if (!isFields(value)) return INVALID;
  const levels: Record<string, Record<string, number>> = {};
  return copyOptional(levels, value, LEVEL_KEYS, readSizePrices) ? levels : INVALID;
}

function readPrice(value: unknown): Read<Price> {
  if (!isFields(value)) return INVALID;
  const price: Record<string, unknown> = {};
  if (!copyOptional(price, value, ['custom', ...SIZE_KEYS], readRupees)) return INVALID;
  if (!copyOptional(price, value, ['expertise'], readExpertise)) return INVALID;
  return price as Price;
}

function readDietaryInfo(value: unknown): Read<DietaryInfo> {
  if (!isFields(value)) return INVALID;
  const info = {
    isVegetarian: withDefault(value['isVegetarian'], readBoolean, true),
    isVegan: withDefault(value['isVegan'], readBoolean, false),
    isGlutenFree: withDefault(value['isGlutenFree'], readBoolean, false),
    isJain: withDefault(value['isJain'], readBoolean, false),
    isSugarFree: withDefault(value['isSugarFree'], readBoolean, false),
    allergens: withDefault(value['allergens'], readStrings, []),
  };
  return Object.values(info).includes(INVALID) ? INVALID : (info as DietaryInfo);
}

/** The product as productSchema reads it, or undefined when it does not fit. */
export function readProduct(value: unknown): Product | undefined {
  if (!isFields(value)) return undefined;
  const product: Record<string, unknown> = {
    _id: readFilled(value['_id']),
    name: readFilled(value['name']),
    aliases: withDefault(value['aliases'], readStrings, []),
    category: readFilled(value['category']),
    description: withDefault(value['description'], readString, ''),
    phoneNumber: withDefault(value['phoneNumber'], readString, ''),
    images: withDefault(value['images'], readStrings, []),
    price: readPrice(value['price']),
    isBestseller: withDefault(value['isBestseller'], readBoolean, false),
    isActive: withDefault(value['isActive'], readBoolean, true),
    createdAt: readString(value['createdAt']),
    ingredients: withDefault(value['ingredients'], readStrings, []),
    rating: withDefault(value['rating'], readRating, 4.5),
    inStock: withDefault(value['inStock'], readBoolean, true),
  };
  if (Object.values(product).includes(INVALID)) return undefined;
  if (!copyOptional(product, value, ['updatedAt', 'shelfLife', 'storageInstructions', 'quantity', 'weight'], readString)) return undefined;
  if (!copyOptional(product, value, ['dietaryInfo'], readDietaryInfo)) return undefined;
  return product as Product;
}

/** A list of products, keeping those that fit (one malformed record does not hide the others); undefined when it is not a list. */
export function readProducts(value: unknown): Product[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((item) => readProduct(item) ?? []);
}

/** A list of strings (the category names), or undefined. */
export function readStringList(value: unknown): string[] | undefined {
  const read = readStrings(value);
  return read === INVALID ? undefined : read;
}

/** The header search's suggestions as suggestionsAnswer reads them, or undefined. */
export function readSuggestions(value: unknown): SuggestionItem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const suggestions: SuggestionItem[] = [];
  for (const item of value) {
    if (!isFields(item)) return undefined;
    const suggestion: Record<string, unknown> = {
      id: readString(item['id']),
      name: readString(item['name']),
      image: readString(item['image']),
      category: readString(item['category']),
    };
    if (Object.values(suggestion).includes(INVALID)) return undefined;
    if (!copyOptional(suggestion, item, ['price'], readPrice)) return undefined;
    if (!copyOptional(suggestion, item, ['inStock'], readBoolean)) return undefined;
    if (!copyOptional(suggestion, item, ['aliases'], readStrings)) return undefined;
    suggestions.push(suggestion as SuggestionItem);
  }
  return suggestions;
}
