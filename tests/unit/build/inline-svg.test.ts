/**
 * Inline drawings for the build (issue #14: the header logo as inline <svg>, not an <img> that is an
 * SVG document of its own): the drawing's shapes kept, its <title> dropped, sized, classed and hidden
 * from assistive technology, attributes escaped.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { inlineSvg, inlineSvgMarkup } from '../../../src/build/inline-svg.ts';

const DRAWING = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <title>Rasika Sweets</title>
  <circle cx="32" cy="32" r="31" fill="#e8891c"/>
  <g fill="#7a1f2b">
    <circle cx="20" cy="36" r=".9"/>
  </g>
</svg>
`;

describe('inlineSvgMarkup', () => {
  test('keeps the shapes and the viewBox, drops the title, sizes and hides the drawing', () => {
    expect(inlineSvgMarkup(DRAWING, { className: 'logo__mark', width: 44, height: 44 })).toBe(
      '<svg class="logo__mark" viewBox="0 0 64 64" width="44" height="44" aria-hidden="true" focusable="false">' +
        '<circle cx="32" cy="32" r="31" fill="#e8891c"/><g fill="#7a1f2b"><circle cx="20" cy="36" r=".9"/></g></svg>',
    );
  });

  test('writes data attributes escaped', () => {
    const markup = inlineSvgMarkup(DRAWING, { className: 'mark', width: 10, height: 10, data: { logo: '/logos/a"b<c>&.svg' } });
    expect(markup).toContain(' data-logo="/logos/a&quot;b&lt;c&gt;&amp;.svg" ');
  });

  test('refuses text that is not a drawing with a viewBox', () => {
    expect(() => inlineSvgMarkup('<p>not a drawing</p>', { className: 'x', width: 1, height: 1 })).toThrow('Not an SVG drawing with a viewBox');
    expect(() => inlineSvgMarkup('<svg width="4" height="4"></svg>', { className: 'x', width: 1, height: 1 })).toThrow('Not an SVG drawing with a viewBox');
  });

  test('every section logo of the site inlines with its shapes', async () => {
    const site = readFileSync(join(process.cwd(), 'content', 'site', 'site.json'), 'utf8');
    const logos = [...site.matchAll(/"logo": "([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(logos.length).toBeGreaterThanOrEqual(4);
    for (const logo of logos) {
      const markup = await inlineSvg(logo, { className: 'logo__mark', width: 44, height: 44 });
      expect(markup).toMatch(/^<svg class="logo__mark" viewBox="0 0 64 64" [^>]*><circle /);
      expect(markup).not.toContain('<title>');
    }
  });
});
