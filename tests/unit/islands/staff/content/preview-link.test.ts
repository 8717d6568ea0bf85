import { describe, expect, test } from 'vitest';
import { previewHref } from '../../../../../src/islands/staff/content/preview-link.ts';
import { searchItems } from '../../../../../src/islands/staff/content/item-search.ts';

describe('previewHref (#41 "Open the preview")', () => {
  test('the local server\u2019s preview path gets the session token and the page to open', () => {
    expect(previewHref('/_preview/open', 'abc.def', '/')).toBe('/_preview/open?token=abc.def&path=%2F');
    expect(previewHref('/_preview/open?x=1', 't', '/blog')).toBe('/_preview/open?x=1&token=t&path=%2Fblog');
  });

  test('a preview site of its own is opened as it is (no token leaves this site)', () => {
    expect(previewHref('https://content-preview--site.netlify.app/', 'secret')).toBe('https://content-preview--site.netlify.app/');
  });
});

describe('searchItems (#41 a collection\u2019s search box)', () => {
  const items = [
    { id: 'kaju-katli', title: 'Kaju Katli', origin: 'builtin', changed: false, removed: false },
    { id: 'kesar-kaju-katli', title: 'Kesar Kaju Katli', origin: 'builtin', changed: true, removed: false },
    { id: 'rasmalai', title: 'Rasmalai', origin: 'staff', changed: false, removed: false },
  ] as const;

  test('every word in the title or the id, case and accents aside', () => {
    expect(searchItems(items, 'KAJU  katli').map((item) => item.id)).toEqual(['kaju-katli', 'kesar-kaju-katli']);
    expect(searchItems(items, 'kesar').map((item) => item.id)).toEqual(['kesar-kaju-katli']);
    expect(searchItems(items, 'rasmalaí').map((item) => item.id)).toEqual(['rasmalai']);
    expect(searchItems(items, '   ')).toHaveLength(3);
    expect(searchItems(items, 'ladoo')).toEqual([]);
  });
});
