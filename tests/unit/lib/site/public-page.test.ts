import { describe, expect, test } from 'vitest';
import { isPublicPagePath } from '../../../../src/lib/site/public-page.ts';

const STAFF = ['/staff-login', '/staff-dashboard'];

describe('isPublicPagePath (sitemap filter, G-01)', () => {
  test.each(['/', '/about', '/privacy', '/mithai/shop', '/product/gift-3', '/diwali-product/kaju-katli', '/blog/how-to-store-mithai', '/staff-login-tips', '/te', '/hi/about', '/te/product/gift-3', '/tea'])('%s is public', (path) => {
    expect(isPublicPagePath(path, STAFF)).toBe(true);
  });

  test.each(['/staff-login', '/staff-dashboard', '/staff-dashboard/products', '/senement/dashboard', '/senement/dashboard/users', '/product/shell', '/diwali-product/shell', '/404', '/404.html', '/product/shell.html', '/enquiry-list', '/enquiry-list.html', '/te/404', '/hi/404.html', '/te/product/shell', '/hi/diwali-product/shell', '/te/enquiry-list'])(
    '%s is never listed',
    (path) => {
      expect(isPublicPagePath(path, STAFF)).toBe(false);
    },
  );

  test('secret staff paths with several segments are kept out', () => {
    expect(isPublicPagePath('/x7/f00d/login', ['/x7/f00d/login', '/x7/f00d/board'])).toBe(false);
  });
});
