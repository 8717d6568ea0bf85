import { describe, expect, test } from 'vitest';
import { catalogueSectionsWithStaff, STAFF_SECTION, varietyCount } from '../../../../src/lib/catalogue/builtin-catalogue-rows.ts';
import { productSchema } from '../../../../src/lib/catalogue/product-schema.ts';

const staff = (name: string, price: object, extra: object = {}) =>
  productSchema.parse({ _id: name.toLowerCase(), name, category: 'Sweets', price, createdAt: '2026-11-01T00:00:00.000Z', ...extra });

describe('catalogueSectionsWithStaff (issue #13: the PDF lists the staff products of the build)', () => {
  test('visible staff products follow the built-in sections, by name, with their price or price range', () => {
    const sections = catalogueSectionsWithStaff([], [
      staff('Mysore Pak', { '250g': 240, '1kg': 900 }, { quantity: '250 g', shelfLife: '10 days' }),
      staff('Hidden Halwa', { custom: 100 }, { isActive: false }),
      staff('Kalakand', { custom: 480 }),
      staff('Mystery Box', {}),
    ]);
    expect(sections).toEqual([
      {
        ...STAFF_SECTION,
        rows: [
          { name: 'Kalakand', pack: '', shelfLife: '', price: '₹480' },
          { name: 'Mysore Pak', pack: '250 g', shelfLife: '10 days', price: '₹240 – ₹900' },
          { name: 'Mystery Box', pack: '', shelfLife: '', price: 'Price on request' },
        ],
      },
    ]);
    expect(varietyCount(sections)).toBe(3);
  });

  test('no staff products, no extra section', () => {
    expect(catalogueSectionsWithStaff([], [])).toEqual([]);
  });
});
