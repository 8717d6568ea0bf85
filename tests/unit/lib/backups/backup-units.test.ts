import { describe, expect, test } from 'vitest';
import { backupUnits, EVERYTHING, storesOfUnit } from '../../../../src/lib/backups/backup-units.ts';

const STORES = ['products', 'images', 'enquiries', 'enquiry-references', 'enquiry-alerts', 'users', 'blog-stats', 'audit', 'site-meta'];

describe('backupUnits', () => {
  test('groups products with their pictures and enquiries with their derived stores', () => {
    expect(backupUnits(STORES).map((unit) => [unit.id, unit.stores])).toEqual([
      ['products', ['products', 'images']],
      ['enquiries', ['enquiries', 'enquiry-references', 'enquiry-alerts']],
      ['users', ['users']],
      ['blog-stats', ['blog-stats']],
      ['audit', ['audit']],
      ['site-meta', ['site-meta']],
    ]);
  });

  test('an enquiry index added later joins the enquiries unit, and any other new store is a unit of its own', () => {
    const units = backupUnits([...STORES, 'enquiry-index', 'reviews']);
    expect(units.find((unit) => unit.id === 'enquiries')?.stores).toEqual(['enquiries', 'enquiry-references', 'enquiry-alerts', 'enquiry-index']);
    expect(units.find((unit) => unit.id === 'reviews')).toEqual({ id: 'reviews', label: 'reviews', stores: ['reviews'] });
  });

  test('#41 the staff content layer is a unit of its own, named for what it holds', () => {
    expect(backupUnits([...STORES, 'site-content']).at(-1)).toEqual({ id: 'site-content', label: 'Site content: staff edits, published versions and their pictures', stores: ['site-content'] });
  });

  test('puts the unit’s own store first even when a companion is listed before it', () => {
    expect(backupUnits(['images', 'products'])[0]?.stores).toEqual(['products', 'images']);
  });
});

describe('storesOfUnit', () => {
  const units = backupUnits(STORES);
  test('answers every store for everything, one unit’s stores for a unit, undefined for an unknown one', () => {
    expect(storesOfUnit(units, EVERYTHING)).toHaveLength(STORES.length);
    expect(storesOfUnit(units, 'enquiries')).toEqual(['enquiries', 'enquiry-references', 'enquiry-alerts']);
    expect(storesOfUnit(units, 'images')).toBeUndefined();
    expect(storesOfUnit(units, 'throttle')).toBeUndefined();
  });
});
