import { describe, expect, test } from 'vitest';
import { sitemapXml } from '../../../../src/lib/seo/sitemap-xml.ts';

describe('sitemapXml', () => {
  test('lists each address with its last change, escaped', () => {
    expect(sitemapXml([{ loc: 'https://rasika.in/product/a&b', lastmod: '2026-11-01T00:00:00.000Z' }, { loc: 'https://rasika.in/product/c' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        '<url><loc>https://rasika.in/product/a&#38;b</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></url>' +
        '<url><loc>https://rasika.in/product/c</loc></url></urlset>',
    );
  });
});
