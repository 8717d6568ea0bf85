import { describe, expect, test } from 'vitest';
import { fillNoticeText, placeholdersIn } from '../../../../src/lib/privacy/notice-text.ts';

const facts = { retentionPeriod: '24 months', group: 'Rasika' };

describe('fillNoticeText', () => {
  test('replaces every known placeholder with its fact', () => {
    expect(fillNoticeText('{group} keeps an enquiry for {retentionPeriod}; {group} then deletes it.', facts)).toBe(
      'Rasika keeps an enquiry for 24 months; Rasika then deletes it.',
    );
  });

  test('leaves a text without placeholders, and unknown ones, as written', () => {
    expect(fillNoticeText('No cookies.', facts)).toBe('No cookies.');
    expect(fillNoticeText('Ask {someone}.', facts)).toBe('Ask {someone}.');
  });
});

describe('placeholdersIn', () => {
  test('names each placeholder of a text, known or not', () => {
    expect(placeholdersIn('{group} for {retentionPeriod} and {typo}')).toEqual(['group', 'retentionPeriod', 'typo']);
    expect(placeholdersIn('none')).toEqual([]);
  });
});
