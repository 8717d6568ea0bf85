import { describe, expect, test } from 'vitest';
import { headTags, type HeadMeta } from '../../../../src/lib/seo/head-tags.ts';
import { languageAlternates, ogLocale, webPageLd } from '../../../../src/lib/seo/language-alternates.ts';
import { structuredDataProblems } from '../../../support/structured-data.ts';

const ORIGIN = 'https://rasika.in';

describe('#44 the page in each language, for search engines and sharing sites', () => {
  test('hreflang alternates name the same page in English, Telugu and Hindi, English as x-default', () => {
    expect(languageAlternates(ORIGIN, '/mithai/shop')).toEqual([
      { hreflang: 'en-IN', href: 'https://rasika.in/mithai/shop' },
      { hreflang: 'te-IN', href: 'https://rasika.in/te/mithai/shop' },
      { hreflang: 'hi-IN', href: 'https://rasika.in/hi/mithai/shop' },
      { hreflang: 'x-default', href: 'https://rasika.in/mithai/shop' },
    ]);
    expect(languageAlternates(ORIGIN, '/').map(({ href }) => href)).toEqual(['https://rasika.in/', 'https://rasika.in/te', 'https://rasika.in/hi', 'https://rasika.in/']);
  });

  test('Open Graph writes the locale with an underscore', () => {
    expect([ogLocale('en'), ogLocale('te'), ogLocale('hi')]).toEqual(['en_IN', 'te_IN', 'hi_IN']);
  });

  test('the WebPage node says the page\u2019s language and is complete', () => {
    const node = webPageLd({ url: 'https://rasika.in/te/about', name: 'మా గురించి | Rasika', description: 'x', locale: 'te', organizationId: 'https://rasika.in/#organization' });
    expect(node).toMatchObject({ '@type': 'WebPage', url: 'https://rasika.in/te/about', inLanguage: 'te-IN', publisher: { '@id': 'https://rasika.in/#organization' } });
    expect(structuredDataProblems(node as never)).toEqual([]);
  });

  const page: HeadMeta = {
    title: 'About | Rasika',
    description: 'About us.',
    siteName: 'Rasika',
    canonical: 'https://rasika.in/te/about',
    noindex: false,
    ogType: 'website',
    image: { url: 'https://rasika.in/og/a.jpg', type: 'image/jpeg', alt: 'About' },
    jsonLd: [],
    ogLocale: 'te_IN',
    ogLocaleAlternates: ['en_IN', 'hi_IN'],
    alternates: languageAlternates(ORIGIN, '/about'),
  };

  test('the head carries the alternates and the Open Graph locales', () => {
    const html = headTags(page);
    expect(html).toContain('<link rel="alternate" hreflang="te-IN" href="https://rasika.in/te/about">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://rasika.in/about">');
    expect(html).toContain('<meta property="og:locale" content="te_IN">');
    expect(html).toContain('<meta property="og:locale:alternate" content="hi_IN">');
  });

  test('a noindex page names no alternates; a page without languages stays English', () => {
    expect(headTags({ ...page, noindex: true })).not.toContain('hreflang');
    const { ogLocale: _locale, ogLocaleAlternates: _others, alternates: _alternates, ...plain } = page;
    expect(headTags(plain)).toContain('<meta property="og:locale" content="en_IN">');
    expect(headTags(plain)).not.toContain('og:locale:alternate');
  });
});
