import { describe, expect, test } from 'vitest';
import { isProductsPath, parseStaffPath, staffPath, staffSectionOf } from '../../../../src/islands/staff/router/staff-routes.ts';

const BASE = '/staff-dashboard';

describe('parseStaffPath (ADM-12)', () => {
  test.each([
    ['/staff-dashboard', { name: 'responses' }],
    ['/staff-dashboard/', { name: 'responses' }],
    ['/staff-dashboard/products', { name: 'products' }],
    ['/staff-dashboard/products/', { name: 'products' }],
    ['/staff-dashboard/products/new', { name: 'new-product' }],
    ['/staff-dashboard/products/edit/kaju-katli-1a2b3c', { name: 'edit-product', id: 'kaju-katli-1a2b3c' }],
    ['/staff-dashboard/products/edit/a%20b', { name: 'edit-product', id: 'a b' }],
    ['/staff-dashboard/products/edit', { name: 'not-found' }],
    ['/staff-dashboard/products/edit/x/y', { name: 'not-found' }],
    ['/staff-dashboard/products/other', { name: 'not-found' }],
    ['/staff-dashboard/products/new/x', { name: 'not-found' }],
    ['/staff-dashboard/settings', { name: 'not-found' }],
    ['/staff-dashboard/products/edit/%E0%A4', { name: 'not-found' }],
    ['/staff-dashboard/account', { name: 'account' }],
    ['/staff-dashboard/account/x', { name: 'not-found' }],
    ['/staff-dashboard/enquiries/20261110T100000000Z_abc', { name: 'enquiry', id: '20261110T100000000Z_abc' }],
    ['/staff-dashboard/enquiries', { name: 'not-found' }],
    ['/staff-dashboard/enquiries/x/y', { name: 'not-found' }],
    ['/staff-dashboard/visitor-data', { name: 'visitor-data' }],
    ['/staff-dashboard/visitor-data/x', { name: 'not-found' }],
    ['/staff-dashboard/overview', { name: 'overview' }],
    ['/staff-dashboard/overview/', { name: 'overview' }],
    ['/staff-dashboard/overview/x', { name: 'not-found' }],
    ['/staff-dashboard/content', { name: 'content' }],
    ['/staff-dashboard/content/diwali-sweets', { name: 'content-collection', collection: 'diwali-sweets' }],
    ['/staff-dashboard/content/diwali-sweets/new', { name: 'content-new', collection: 'diwali-sweets' }],
    ['/staff-dashboard/content/diwali-sweets/items/kaju-katli', { name: 'content-item', collection: 'diwali-sweets', id: 'kaju-katli' }],
    // An item may be called "new": items live under items/, so its path never meets the new-item form's.
    ['/staff-dashboard/content/faqs/items/new', { name: 'content-item', collection: 'faqs', id: 'new' }],
    ['/staff-dashboard/content/faqs/items', { name: 'not-found' }],
    ['/staff-dashboard/content/faqs/items/a/b', { name: 'not-found' }],
    ['/staff-dashboard/content/faqs/other', { name: 'not-found' }],
    ['/staff-dashboard/content/%E0%A4', { name: 'not-found' }],
    ['/staff-dashboard/content/faqs/items/%E0%A4', { name: 'not-found' }],
  ])('%s is %j', (path, route) => {
    expect(parseStaffPath(path, BASE)).toEqual(route);
  });

  test('answers null outside the dashboard, including look-alike prefixes', () => {
    expect(parseStaffPath('/staff-login', BASE)).toBeNull();
    expect(parseStaffPath('/staff-dashboardx/products', BASE)).toBeNull();
  });

  test('works with a secret base path of several segments', () => {
    expect(parseStaffPath('/a1b2/c3d4/products/new', '/a1b2/c3d4')).toEqual({ name: 'new-product' });
  });
});

describe('staffPath', () => {
  test('builds every route and round-trips through parseStaffPath', () => {
    const routes = [{ name: 'responses' }, { name: 'products' }, { name: 'new-product' }, { name: 'edit-product', id: 'a b/c' }, { name: 'account' }, { name: 'enquiry', id: '20261110T100000000Z_abc' }, { name: 'visitor-data' }, { name: 'overview' },
      { name: 'content' }, { name: 'content-collection', collection: 'gift-hampers' }, { name: 'content-new', collection: 'blog' },
      { name: 'content-item', collection: 'site', id: 'a b/c' }] as const;
    for (const route of routes) expect(parseStaffPath(staffPath(route, BASE), BASE)).toEqual(route);
    expect(staffPath({ name: 'products' }, `${BASE}/`)).toBe('/staff-dashboard/products');
  });
});

describe('isProductsPath (ADM-08)', () => {
  test.each([
    ['/staff-dashboard', false],
    ['/staff-dashboard/products', true],
    ['/staff-dashboard/products/new', true],
    ['/staff-dashboard/products/edit/x', true],
    ['/staff-dashboard/unknown', false],
    ['/staff-dashboard/account', false],
  ])('%s: %s', (path, expected) => {
    expect(isProductsPath(path, BASE)).toBe(expected);
  });
});

describe('staffSectionOf', () => {
  test.each([
    ['/staff-dashboard', 'responses'],
    ['/staff-dashboard/enquiries/x', 'responses'],
    ['/staff-dashboard/products/new', 'products'],
    ['/staff-dashboard/visitor-data', 'visitor-data'],
    ['/staff-dashboard/overview', 'overview'],
    ['/staff-dashboard/content', 'content'],
    ['/staff-dashboard/content/faqs/items/x', 'content'],
    ['/staff-dashboard/unknown', 'responses'],
  ])('%s is in %s', (path, section) => {
    expect(staffSectionOf(path, BASE)).toBe(section);
  });
});
