import { describe, expect, test } from 'vitest';
import { absoluteUrl, LOCAL_SITE_URL, resolveSiteUrl } from '../../../../src/lib/site/site-url.ts';

describe('resolveSiteUrl (issue #13: canonical URLs from the deploy)', () => {
  test('SITE_URL wins over Netlify’s URL, and the origin has no trailing slash', () => {
    expect(resolveSiteUrl({ SITE_URL: 'https://rasikahyderabad.in/', URL: 'https://rasika.netlify.app', NETLIFY: 'true' })).toBe('https://rasikahyderabad.in');
  });

  test('Netlify’s URL is used when SITE_URL is not set', () => {
    expect(resolveSiteUrl({ URL: 'https://rasika.netlify.app', NETLIFY: 'true' })).toBe('https://rasika.netlify.app');
  });

  test('a local build without either uses the npm start address', () => {
    expect(resolveSiteUrl({})).toBe(LOCAL_SITE_URL);
    expect(resolveSiteUrl({ SITE_URL: '  ' })).toBe(LOCAL_SITE_URL);
  });

  test('a Netlify build without either fails loudly', () => {
    expect(() => resolveSiteUrl({ NETLIFY: 'true' })).toThrow(/Set SITE_URL/);
  });

  test('a Netlify build never names a local address', () => {
    expect(() => resolveSiteUrl({ SITE_URL: 'http://localhost:8888', NETLIFY: 'true' })).toThrow(/local address/);
  });

  test.each(['not a url', 'ftp://rasika.in'])('refuses %s', (value) => {
    expect(() => resolveSiteUrl({ SITE_URL: value })).toThrow();
  });
});

describe('absoluteUrl', () => {
  test.each([
    ['/', 'https://rasika.in/'],
    ['/mithai/shop', 'https://rasika.in/mithai/shop'],
    ['https://cdn.example/x.jpg', 'https://cdn.example/x.jpg'],
  ])('%s -> %s', (path, url) => {
    expect(absoluteUrl('https://rasika.in', path)).toBe(url);
  });
});
