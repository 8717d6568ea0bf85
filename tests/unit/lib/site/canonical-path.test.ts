import { describe, expect, test } from 'vitest';
import { canonicalPath } from '../../../../src/lib/site/canonical-path.ts';

describe('canonicalPath', () => {
  test.each([
    ['/', '/'],
    ['', '/'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['/about.html', '/about'],
    ['/mithai/shop.html', '/mithai/shop'],
    ['/mithai/shop?search=kaju#top', '/mithai/shop'],
  ])('turns %j into %j', (input, output) => {
    expect(canonicalPath(input)).toBe(output);
  });
});
