import { describe, expect, test } from 'vitest';
import { productHref, productIdFromPath, shopSearchHref } from '../../../../src/lib/catalogue/card-link.ts';
import { packDetails, productBadges, toCatalogueItem } from '../../../../src/lib/catalogue/catalogue-item.ts';
import { builtinDiwaliSweets, builtinGiftList, mergeProducts, shopBuiltinProducts } from '../../../../src/lib/catalogue/merge-products.ts';

describe('productHref (SHOP-20)', () => {
  test('sends Diwali Collection items to /diwali-product/{id}', () => {
    expect(productHref({ _id: 'kaju-katli', category: 'Diwali Collection' })).toBe('/diwali-product/kaju-katli');
  });

  test('sends everything else to /product/{id}', () => {
    expect(productHref({ _id: 'royal-dry-fruit-tray', category: 'Gift Hampers' })).toBe('/product/royal-dry-fruit-tray');
    expect(productHref({ _id: 'demo-kalakand', category: 'Sweets' })).toBe('/product/demo-kalakand');
  });

  test('escapes the id', () => {
    expect(productHref({ _id: 'a b', category: 'Sweets' })).toBe('/product/a%20b');
  });
});

describe('productBadges (SHOP-22, CONST-27)', () => {
  test('marks bestsellers and gift hampers', () => {
    expect(productBadges({ isBestseller: true, category: 'Gift Hampers' })).toEqual(['BESTSELLER', 'GIFT HAMPER']);
    expect(productBadges({ isBestseller: false, category: 'Sweets' })).toEqual([]);
  });
});

describe('packDetails (SHOP-23)', () => {
  const details = { quantity: '500 g box', weight: '1.2 kg', shelfLife: '15 Days' };

  test('shows quantity, weight and shelf life for Diwali Collection and Gift Hampers items', () => {
    expect(packDetails({ category: 'Diwali Collection', ...details }).map((d) => d.label)).toEqual(['Quantity', 'Weight', 'Shelf life']);
    expect(packDetails({ category: 'Gift Hampers', weight: '2 kg' })).toEqual([{ label: 'Weight', value: '2 kg' }]);
  });

  test('shows none for other categories', () => {
    expect(packDetails({ category: 'Sweets', ...details })).toEqual([]);
  });
});

describe('toCatalogueItem', () => {
  test('keeps what a card needs, with the first image as the thumbnail', () => {
    const item = toCatalogueItem({
      _id: 'x',
      name: 'X',
      category: 'Sweets',
      images: ['/a.svg', '/b.svg'],
      imageAlts: ['Alt A'],
      price: { '250g': 100 },
      isBestseller: false,
      inStock: true,
      quantity: '',
      shelfLife: '5 Days',
    });
    expect(item).toEqual({
      _id: 'x',
      name: 'X',
      aliases: [],
      category: 'Sweets',
      diet: [],
      image: '/a.svg',
      imageAlt: 'Alt A',
      price: { '250g': 100 },
      isBestseller: false,
      inStock: true,
      shelfLife: '5 Days',
    });
  });

  test('issue #12 carries the aliases and the dietary tags from dietaryInfo and shelf life', () => {
    const item = toCatalogueItem({
      _id: 'x',
      name: 'X',
      aliases: ['ఎక్స్'],
      category: 'Sweets',
      images: [],
      price: {},
      isBestseller: false,
      inStock: true,
      shelfLife: '45 Days',
      dietaryInfo: { isVegetarian: true, isVegan: true, isGlutenFree: false, isJain: true, isSugarFree: true, allergens: ['Peanut'] },
    });
    expect(item.aliases).toEqual(['ఎక్స్']);
    expect(item.diet).toEqual(['jain', 'vegan', 'sugar-free', 'contains-nuts', 'ships-well']);
  });

  test('uses the name as alt text and no image when there is none', () => {
    const item = toCatalogueItem({ _id: 'x', name: 'X', category: 'S', images: [], price: {}, isBestseller: false, inStock: true });
    expect(item.image).toBe('');
    expect(item.imageAlt).toBe('X');
  });
});

describe('mergeProducts (SHOP-06)', () => {
  test('puts the built-in lists first, then server products, skipping hidden ones and repeated ids', () => {
    const merged = mergeProducts(
      [{ _id: 'a', name: 'A' }, { _id: 'b', name: 'B', isActive: false }],
      [{ _id: 'c', name: 'C' }, { _id: 'a', name: 'A2' }, { _id: 'd', name: 'D', isActive: false }],
    );
    expect(merged.map((p) => p._id)).toEqual(['a', 'c']);
  });

  test('issue #12: a visible staff product named like a built-in one (spelling folded) replaces it; hiding it brings the built-in back', () => {
    const builtin: { _id: string; name: string; isActive?: boolean }[] = [
      { _id: 'kaju-katli', name: 'Kaju Katli' },
      { _id: 'mysore-pak', name: 'Mysore Pak' },
    ];
    expect(mergeProducts(builtin, [{ _id: 's1', name: 'kaju katri' }]).map((p) => p._id)).toEqual(['mysore-pak', 's1']);
    expect(mergeProducts(builtin, [{ _id: 's1', name: 'KAJU-KATLI', isActive: false }]).map((p) => p._id)).toEqual(['kaju-katli', 'mysore-pak']);
  });

  test('issue #12: two products with one name appear once, the first given', () => {
    expect(mergeProducts([], [{ _id: 'new', name: 'Mysorepak' }, { _id: 'old', name: 'Mysore Pak' }]).map((p) => p._id)).toEqual(['new']);
    expect(mergeProducts([{ _id: 'a', name: 'Laddu' }, { _id: 'b', name: 'Ladoo' }], []).map((p) => p._id)).toEqual(['a']);
  });
});

describe('productIdFromPath (G-40)', () => {
  test('reads the id after the prefix, decoded', () => {
    expect(productIdFromPath('/product/kaju-katli-4f9a2c', '/product/')).toBe('kaju-katli-4f9a2c');
    expect(productIdFromPath('/diwali-product/a%20b/', '/diwali-product/')).toBe('a b');
  });

  test('finds none in other paths', () => {
    expect(productIdFromPath('/product/', '/product/')).toBeUndefined();
    expect(productIdFromPath('/product/a/b', '/product/')).toBeUndefined();
    expect(productIdFromPath('/mithai', '/product/')).toBeUndefined();
    expect(productIdFromPath('/product/%E0%A4', '/product/')).toBeUndefined();
  });
});

describe('shopBuiltinProducts and builtinGiftList', () => {
  const builtins = [
    { _id: 'kaju-katli', source: 'diwali-collection', isActive: true },
    { _id: 'old-sweet', source: 'diwali-collection', isActive: false },
    { _id: 'royal-dry-fruit-tray', source: 'gift-hamper', isActive: true },
    { _id: 'gift-1', source: 'corporate-gift', isActive: true },
  ];

  test('SHOP-06 the shop merges in the visible Diwali sweets and gift hampers only', () => {
    expect(shopBuiltinProducts(builtins).map((p) => p._id)).toEqual(['kaju-katli', 'royal-dry-fruit-tray']);
  });

  test('PDP-04 the gift list is the corporate gifts', () => {
    expect(builtinGiftList(builtins).map((p) => p._id)).toEqual(['gift-1']);
  });

  test('DIWALI-01 the Diwali list is the Diwali Collection sweets', () => {
    expect(builtinDiwaliSweets(builtins).map((p) => p._id)).toEqual(['kaju-katli', 'old-sweet']);
  });
});

describe('shopSearchHref (SRCH-09, SRCH-10)', () => {
  test('opens the shop with the trimmed text as `search`', () => {
    expect(shopSearchHref('  kaju katli ')).toBe('/mithai/shop?search=kaju%20katli');
    expect(shopSearchHref('Badam & Pista')).toBe('/mithai/shop?search=Badam%20%26%20Pista');
  });
});
