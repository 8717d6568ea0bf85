import { describe, expect, test } from 'vitest';
import { templateParts } from '../../../../src/lib/i18n/template-parts.ts';
import { weeksText } from '../../../../src/lib/planning/lead-time.ts';
import { ui } from '../../../../src/lib/i18n/strings/index.ts';

describe('#44 a sentence with links in each language\u2019s word order', () => {
  test('splits a string at its placeholders, in order', () => {
    expect(templateParts('check the {calendar} for {weeks}.')).toEqual([{ text: 'check the ' }, { slot: 'calendar' }, { text: ' for ' }, { slot: 'weeks' }, { text: '.' }]);
    expect(templateParts('{a}{b}')).toEqual([{ slot: 'a' }, { slot: 'b' }]);
    expect(templateParts('no links')).toEqual([{ text: 'no links' }]);
  });

  test('the shipping guide\u2019s sentence keeps its three pieces in Telugu and Hindi', () => {
    for (const locale of ['en', 'te', 'hi'] as const) {
      const slots = templateParts(ui(locale).pages.shippingGuide.whenText).flatMap((part) => ('slot' in part ? [part.slot] : []));
      expect(slots.sort(), locale).toEqual(['calendar', 'quoteBuilder', 'weeks']);
    }
  });
});

describe('#44 weeks in words', () => {
  test('a range and an exact number, in each language', () => {
    expect(weeksText({ min: 2, max: 3 }, ui('en').events.lead)).toBe('2-3 weeks');
    expect(weeksText({ min: 4, max: 4 }, ui('en').events.lead)).toBe('4 weeks');
    expect(weeksText({ min: 6, max: 8 }, ui('te').events.lead)).toBe('6-8 వారాలు');
    expect(weeksText({ min: 2, max: 3 }, ui('hi').events.lead)).toBe('2-3 हफ़्ते');
  });
});
