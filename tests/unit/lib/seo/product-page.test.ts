/** The run-time product page's head (issue #13 item 4), made from a shell page like the build's. */
import { describe, expect, test } from 'vitest';
import { headTags } from '../../../../src/lib/seo/head-tags.ts';
import { photoShareImage, readShell, renderProductPage, type ProductPageFacts } from '../../../../src/lib/seo/product-page.ts';
import { ui } from '../../../../src/lib/i18n/strings/index.ts';
import { structuredDataProblems } from '../../../support/structured-data.ts';

const ORG = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Rasika', url: 'https://rasika.in/', logo: 'https://rasika.in/icons/icon-512.png', sameAs: ['https://i/r'] };
const SHELL_PAGE = { '@context': 'https://schema.org', '@type': 'WebPage', '@id': 'https://rasika.in/product/shell', url: 'https://rasika.in/product/shell', name: 'Product | Rasika', inLanguage: 'en-IN' };
const SHELL = `<!DOCTYPE html><html><head><meta charset="utf-8">${headTags({
  title: 'Product | Rasika',
  description: 'A sweet or gift from Rasika Sweets, Hyderabad.',
  siteName: 'Rasika',
  canonical: 'https://rasika.in/product/shell',
  noindex: true,
  ogType: 'website',
  image: { url: 'https://rasika.in/og/shell.jpg', width: 1200, height: 630, type: 'image/jpeg', alt: 'Product' },
  jsonLd: [ORG as never, SHELL_PAGE as never],
})}</head><body><main><astro-island></astro-island></main></body></html>`;

const FACTS: ProductPageFacts = { prefix: '/product/', siteName: 'Rasika', brand: 'Rasika Sweets', storeId: 'sindhi-colony', storeLabel: 'Sindhi Colony, Secunderabad' };
const PRODUCT = { _id: 'staff-gujiya', name: 'Mawa Gujiya', category: 'Sweets', description: '', images: ['/api/images/abc'], price: { '250g': 240, '1kg': 900 }, inStock: true };

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);
}

describe('readShell', () => {
  test('reads the site origin, share image and JSON-LD of the shell', () => {
    expect(readShell(SHELL)).toEqual({
      origin: 'https://rasika.in',
      image: { url: 'https://rasika.in/og/shell.jpg', width: 1200, height: 630, type: 'image/jpeg', alt: 'Product' },
      jsonLd: [ORG, SHELL_PAGE],
    });
  });
});

describe('renderProductPage', () => {
  const html = renderProductPage(SHELL, PRODUCT, FACTS);

  test('the product’s own title, description and canonical; no noindex', () => {
    expect(html).toContain('<title>Mawa Gujiya | Rasika</title>');
    expect(html).toContain('<meta name="description" content="Mawa Gujiya from Rasika Sweets, Sindhi Colony, Secunderabad.">');
    expect(html).toContain('<link rel="canonical" href="https://rasika.in/product/staff-gujiya">');
    expect(html).not.toContain('noindex');
    expect(html).toContain('<main><astro-island></astro-island></main>');
  });

  test('its first photo, cropped by the Image CDN, is the share image; og:type product with the lowest price', () => {
    const image = photoShareImage('https://rasika.in', '/api/images/abc', 'Mawa Gujiya');
    expect(image.url).toBe('https://rasika.in/.netlify/images?url=%2Fapi%2Fimages%2Fabc&w=1200&h=630&fit=cover&fm=jpg&q=80');
    expect(html).toContain(`<meta property="og:image" content="${image.url.replaceAll('&', '&amp;')}">`);
    expect(html).toContain('<meta property="product:price:amount" content="240.00">');
  });

  test('Organization, Product with its price range, BreadcrumbList and the page’s own WebPage (not the shell’s), all complete', () => {
    const nodes = jsonLdOf(html);
    expect(nodes.map((node) => node['@type'])).toEqual(['Organization', 'Product', 'BreadcrumbList', 'WebPage']);
    expect(nodes[3]).toMatchObject({ '@id': 'https://rasika.in/product/staff-gujiya', url: 'https://rasika.in/product/staff-gujiya', name: 'Mawa Gujiya | Rasika', inLanguage: 'en-IN', publisher: { '@id': 'https://rasika.in/#organization' } });
    for (const node of nodes) expect(structuredDataProblems(node)).toEqual([]);
    expect(nodes[1]).toMatchObject({ name: 'Mawa Gujiya', offers: { '@type': 'AggregateOffer', lowPrice: 240, highPrice: 900, priceCurrency: 'INR' } });
  });

  test('a Diwali page says the Diwali Collection, lists no breadcrumb, and a product without photos keeps the shell image', () => {
    const diwali = renderProductPage(SHELL, { ...PRODUCT, images: [], category: 'Diwali Collection' }, { ...FACTS, prefix: '/diwali-product/' });
    expect(diwali).toContain('<link rel="canonical" href="https://rasika.in/diwali-product/staff-gujiya">');
    expect(diwali).toContain('content="Mawa Gujiya from the Rasika Sweets Diwali Collection."');
    expect(diwali).toContain('<meta property="og:image" content="https://rasika.in/og/shell.jpg">');
    expect(jsonLdOf(diwali).map((node) => node['@type'])).toEqual(['Organization', 'Product', 'WebPage']);
  });

  test('#44 its language switcher leads to the product in the other languages, not to their shells; other links stay', () => {
    const switcher = (lang: string, href: string) => `<a class="language__link" href="${href}" hreflang="${lang}-IN" lang="${lang}-IN" data-lang-choice="${lang}">x</a>`;
    const shell = SHELL.replace('<main>', `<nav>${switcher('en', '/diwali-product/shell')}${switcher('hi', '/hi/diwali-product/shell')}</nav><a href="/te/mithai">x</a><main>`);
    const page = renderProductPage(shell, { ...PRODUCT, category: 'Diwali Collection' }, { ...FACTS, prefix: '/diwali-product/' });
    expect(page).toContain(switcher('en', '/diwali-product/staff-gujiya'));
    expect(page).toContain(switcher('hi', '/hi/diwali-product/staff-gujiya'));
    expect(page).not.toContain('/diwali-product/shell"');
    expect(page).toContain('<a href="/te/mithai">x</a>');
  });

  test('#44 its hreflang alternates are the product’s page in each language, with English as x-default; og:locale is English’s', () => {
    expect(html).toContain(
      [
        '<link rel="alternate" hreflang="en-IN" href="https://rasika.in/product/staff-gujiya">',
        '<link rel="alternate" hreflang="te-IN" href="https://rasika.in/te/product/staff-gujiya">',
        '<link rel="alternate" hreflang="hi-IN" href="https://rasika.in/hi/product/staff-gujiya">',
        '<link rel="alternate" hreflang="x-default" href="https://rasika.in/product/staff-gujiya">',
      ].join('\n'),
    );
    expect(html).toContain('<meta property="og:locale" content="en_IN">\n<meta property="og:locale:alternate" content="te_IN">\n<meta property="og:locale:alternate" content="hi_IN">');
    expect(html).not.toContain('/shell');
  });

  test('#44 a Telugu page: its canonical, og:locale and WebPage are Telugu, its alternates the same as English’s', () => {
    const telugu = renderProductPage(SHELL, { ...PRODUCT, aliases: ['మావా గుజియా'] }, FACTS, { locale: 'te', words: ui('te').shop });
    expect(telugu).toContain('<link rel="canonical" href="https://rasika.in/te/product/staff-gujiya">');
    expect(telugu).toContain('<link rel="alternate" hreflang="te-IN" href="https://rasika.in/te/product/staff-gujiya">');
    expect(telugu).toContain('<link rel="alternate" hreflang="x-default" href="https://rasika.in/product/staff-gujiya">');
    expect(telugu).toContain('<meta property="og:locale" content="te_IN">\n<meta property="og:locale:alternate" content="en_IN">\n<meta property="og:locale:alternate" content="hi_IN">');
    const webPage = jsonLdOf(telugu).find((node) => node['@type'] === 'WebPage');
    expect(webPage).toMatchObject({ url: 'https://rasika.in/te/product/staff-gujiya', inLanguage: 'te-IN' });
    expect(String(webPage?.['name'])).toContain('మావా గుజియా');
    expect(jsonLdOf(telugu).filter((node) => node['@type'] === 'WebPage')).toHaveLength(1);
  });
});
