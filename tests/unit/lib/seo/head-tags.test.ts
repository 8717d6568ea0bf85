import { describe, expect, test } from 'vitest';
import { HEAD_END, HEAD_START, headTags, replaceHeadTags, type HeadMeta } from '../../../../src/lib/seo/head-tags.ts';

const PAGE: HeadMeta = {
  title: 'Kaju & Pista Roll | Rasika',
  description: 'Rolled "by hand".',
  siteName: 'Rasika',
  canonical: 'https://rasika.in/product/roll',
  noindex: false,
  ogType: 'product',
  image: { url: 'https://rasika.in/og/a.jpg', width: 1200, height: 630, type: 'image/jpeg', alt: 'Roll' },
  productPrice: 480,
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Thing', name: 'x' } as never],
};

describe('headTags', () => {
  const html = headTags(PAGE);

  test('title, description and canonical, escaped as HTML', () => {
    expect(html).toContain('<title>Kaju &amp; Pista Roll | Rasika</title>');
    expect(html).toContain('<meta name="description" content="Rolled &quot;by hand&quot;.">');
    expect(html).toContain('<link rel="canonical" href="https://rasika.in/product/roll">');
    expect(html).not.toContain('noindex');
  });

  test('Open Graph and Twitter share the 1200 × 630 image; products state their price in INR', () => {
    for (const tag of [
      '<meta property="og:image" content="https://rasika.in/og/a.jpg">',
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:image" content="https://rasika.in/og/a.jpg">',
      '<meta property="og:type" content="product">',
      '<meta property="product:price:amount" content="480.00">',
      '<meta property="product:price:currency" content="INR">',
    ]) {
      expect(html).toContain(tag);
    }
  });

  test('a noindex page has no canonical; an image of unknown size states none', () => {
    const other = headTags({ ...PAGE, noindex: true, ogType: 'website', image: { url: 'https://x/y.jpg', type: 'image/jpeg', alt: '' } });
    expect(other).toContain('<meta name="robots" content="noindex">');
    expect(other).not.toContain('rel="canonical"');
    expect(other).not.toContain('og:image:width');
    expect(other).not.toContain('product:price');
  });

  test('the block is marked and carries the JSON-LD', () => {
    expect(html.startsWith(HEAD_START)).toBe(true);
    expect(html.endsWith(HEAD_END)).toBe(true);
    expect(html).toContain('<script type="application/ld+json">{"@context":"https://schema.org","@type":"Thing","name":"x"}</script>');
  });
});

describe('replaceHeadTags', () => {
  test('swaps the block and keeps the rest of the page', () => {
    const page = `<html><head><meta charset="utf-8">${headTags({ ...PAGE, title: 'Product | Rasika', noindex: true })}<link rel="manifest"></head><body>x</body></html>`;
    const out = replaceHeadTags(page, PAGE);
    expect(out).toContain('<title>Kaju &amp; Pista Roll | Rasika</title>');
    expect(out).not.toContain('Product | Rasika');
    expect(out.startsWith('<html><head><meta charset="utf-8">')).toBe(true);
    expect(out.endsWith('<link rel="manifest"></head><body>x</body></html>')).toBe(true);
  });

  test('a page without the block is refused', () => {
    expect(() => replaceHeadTags('<html></html>', PAGE)).toThrow(/no SEO head block/);
  });
});
