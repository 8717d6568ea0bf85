import { describe, expect, test } from 'vitest';
import { escapeXml, shareCardSvg, wrapTitle } from '../../../../src/lib/seo/share-card.ts';

describe('wrapTitle', () => {
  test('wraps at word boundaries', () => {
    expect(wrapTitle('Sohan Halwa Heritage Tin', 15, 4)).toEqual(['Sohan Halwa', 'Heritage Tin']);
  });

  test('cuts after the last line with an ellipsis', () => {
    const lines = wrapTitle('one two three four five six seven eight nine ten', 9, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
  });

  test('a word longer than a line is shortened', () => {
    expect(wrapTitle('Supercalifragilistic', 10, 3)).toEqual(['Supercali…']);
  });
});

describe('shareCardSvg', () => {
  test('escapes the text it draws', () => {
    const svg = shareCardSvg({ kicker: 'Rasika', title: 'Kaju <b>& Pista', footer: 'rasika.in' });
    expect(svg).toContain(escapeXml('Kaju <b>&'));
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('RASIKA');
  });
});
