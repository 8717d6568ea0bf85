/**
 * lib/catalogue/builtin-products.ts: the built-in lists become products of the storefront §3 shape
 * (DATA-01, DATA-05 to DATA-07, PDP-04).
 */
import { basename } from 'node:path';
import { describe, expect, test } from 'vitest';
import { z } from 'astro/zod';
import { productSchema } from '../../../src/lib/catalogue/product-schema.ts';
import { corporateGiftId, toBuiltinProducts, type BuiltinProduct } from '../../../src/lib/catalogue/builtin-products.ts';
import { corporateGiftSchema } from '../../../src/lib/content/corporate-gift-schema.ts';
import { diwaliSweetSchema } from '../../../src/lib/content/diwali-sweet-schema.ts';
import { giftHamperSchema } from '../../../src/lib/content/gift-hamper-schema.ts';
import { loadCollection } from './load-content.ts';

const lists = {
  diwaliSweets: loadCollection('diwali-sweets', diwaliSweetSchema),
  giftHampers: loadCollection('gift-hampers', giftHamperSchema),
  corporateGifts: loadCollection('corporate-gifts', corporateGiftSchema),
};
const products = toBuiltinProducts(lists, { phoneNumber: '+91 40 2784 5566', imageUrl: (path: string) => `/_astro/${basename(path)}` });
const byId = new Map(products.map((product) => [product._id, product]));
const find = (id: string): BuiltinProduct => {
  const product = byId.get(id);
  if (!product) throw new Error(`no product ${id}`);
  return product;
};

describe('toBuiltinProducts', () => {
  test('emits 46 + 18 + 19 = 83 products with unique ids', () => {
    expect(products).toHaveLength(83);
    expect(byId.size).toBe(83);
  });

  test('every product parses with the staff product schema (same §3 shape)', () => {
    for (const product of products) expect(productSchema.safeParse(product).success).toBe(true);
  });

  test('uses the file name as the _id of Diwali sweets and hampers, and gift-{n} for corporate gifts', () => {
    expect(find('kaju-katli').category).toBe('Diwali Collection');
    expect(find('diwali-delight-box').category).toBe('Gift Hampers');
    expect(products.filter((product) => product.source === 'corporate-gift').map((product) => product._id)).toEqual(Array.from({ length: 19 }, (_, i) => corporateGiftId(i + 1)));
  });

  test('keeps the Diwali order: featured first, then hampers, then gifts', () => {
    expect(products[0]?._id).toBe('motichoor-laddu');
    expect(products.map((product) => product.source).indexOf('gift-hamper')).toBe(46);
    expect(products.map((product) => product.source).indexOf('corporate-gift')).toBe(64);
  });

  test('prices per pack: the Diwali pack price, the hamper price, the corporate gift MRP', () => {
    expect(find('kaju-katli').price).toEqual({ custom: 650 });
    expect(find('diwali-delight-box')).toMatchObject({ price: { custom: 1150 }, mrp: '₹1,250', weight: '1 kg' });
    expect(find('gift-19')).toMatchObject({ price: { custom: 3000 }, mrp: '₹3,000', shelfLife: '60 Days' });
  });

  test('carries quantity, weight and shelf life where the content has them', () => {
    expect(find('motichoor-laddu')).toMatchObject({ quantity: '500 g box (about 16 pieces)', shelfLife: '7 Days' });
    expect(find('kesar-jalebi').quantity).toBe('');
    expect(find('gift-10').weight).toBeUndefined();
  });

  test('resolves images through the given function and keeps their alt texts', () => {
    expect(find('kaju-katli').images).toEqual(['/_astro/kaju-katli.svg']);
    expect(find('kaju-katli').imageAlts[0]).toContain('kaju katli');
    expect(find('gift-1').images).toEqual(['/_astro/classic-kaju-katli-box.svg']);
  });

  test('gives hampers and gifts the orders phone, and sweets their own', () => {
    expect(find('gift-3').phoneNumber).toBe('+91 40 2784 5566');
    expect(find('diwali-delight-box').phoneNumber).toBe('+91 40 2784 5566');
    expect(find('sohan-halwa').phoneNumber).toMatch(/^\+91/);
  });
});

describe('availability of the built-in items (#41)', () => {
  const options = { phoneNumber: '+91 40 2784 5566', imageUrl: (path: string) => `/_astro/${basename(path)}` };
  const withData = <T extends { id: string; data: object }>(entries: T[], id: string, change: object): T[] =>
    entries.map((entry) => (entry.id === id ? { ...entry, data: { ...entry.data, ...change } } : entry));
  /** The built-in products with Kaju Katli, the Diwali Delight Box and corporate gift 3 changed alike. */
  const productsWith = (change: object) =>
    toBuiltinProducts(
      {
        diwaliSweets: withData(lists.diwaliSweets, 'kaju-katli', change),
        giftHampers: withData(lists.giftHampers, 'diwali-delight-box', change),
        corporateGifts: withData(lists.corporateGifts, 'gift-03-sohan-halwa-heritage-tin', change),
      },
      options,
    );

  test('every kind has shelf life and at least one picture with alt text; all are shown, all but one hamper in stock', () => {
    for (const product of products) {
      expect(product.shelfLife, product._id).toBeTruthy();
      expect(product.images.length, product._id).toBeGreaterThan(0);
      expect(product.imageAlts.length, product._id).toBe(product.images.length);
      expect(product.isActive, product._id).toBe(true);
    }
    // content/gift-hampers/kesar-pista-collection.json is sold out.
    expect(products.filter((product) => !product.inStock).map((product) => product._id)).toEqual(['kesar-pista-collection']);
  });

  test('a sold-out hamper or corporate gift stays, marked out of stock, as a Diwali sweet does', () => {
    const soldOut = productsWith({ inStock: false });
    expect(soldOut).toHaveLength(83);
    expect(soldOut.filter((product) => !product.inStock).map((product) => product._id)).toEqual(['kaju-katli', 'diwali-delight-box', 'kesar-pista-collection', 'gift-3']);
  });

  test('a hidden sweet, hamper or corporate gift is left out of the built site', () => {
    const hidden = productsWith({ isActive: false });
    expect(hidden).toHaveLength(80);
    expect(hidden.map((product) => product._id).filter((id) => ['kaju-katli', 'diwali-delight-box', 'gift-3'].includes(id))).toEqual([]);
  });

  test('the schemas refuse an availability that is not true or false', () => {
    const [hamper] = lists.giftHampers;
    expect(giftHamperSchema(() => z.any()).safeParse({ ...hamper?.data, images: [{ src: 'x.svg', alt: 'A hamper of sweets' }], isActive: 'no' }).success).toBe(false);
    const [gift] = lists.corporateGifts;
    expect(corporateGiftSchema(() => z.any()).safeParse({ ...gift?.data, image: { src: 'x.svg', alt: 'A box of sweets' }, inStock: 'sold out' }).success).toBe(false);
    expect(corporateGiftSchema(() => z.any()).safeParse({ ...gift?.data, image: { src: 'x.svg', alt: 'A box of sweets' }, inStock: false }).success).toBe(true);
  });
});
