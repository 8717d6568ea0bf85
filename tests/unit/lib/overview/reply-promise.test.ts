import { describe, expect, test } from 'vitest';
import site from '../../../../content/site/site.json' with { type: 'json' };
import { enquiryTeamsSchema } from '../../../../src/lib/content/site-schema.ts';
import { replyPromiseHours } from '../../../../src/lib/overview/reply-promise.ts';

describe('replyPromiseHours', () => {
  test.each([
    ['within 4 hours while the shop is open', 4],
    ['within one working day', 24],
    ['within 2 working days', 48],
    ['Within an hour', 1],
    ['within 30 minutes', 0.5],
    ['within 1.5 hours', 1.5],
    ['within a day', 24],
  ])('"%s" promises %s hours', (text, hours) => {
    expect(replyPromiseHours(text)).toBe(hours);
  });

  test.each(['as soon as we can', 'within reason', 'within 0 hours', 'soon, within the week'])('"%s" promises nothing it can read', (text) => {
    expect(replyPromiseHours(text)).toBeUndefined();
  });

  test('#43 the site promises 4 hours for the shop and hall desks and a working day for the rest, as the thank-you page says', () => {
    const teams = enquiryTeamsSchema.parse(site.enquiryTeams);
    expect(Object.fromEntries(Object.entries(teams).map(([category, team]) => [category, replyPromiseHours(team.replyWithin)]))).toEqual({
      sweets: 4,
      'restaurants & catering': 24,
      corporate: 24,
      'banquets & hotels': 4,
      gifting: 4,
      other: 24,
    });
  });

  test('the site schema refuses a promise the Overview cannot read', () => {
    const parsed = enquiryTeamsSchema.safeParse({ ...site.enquiryTeams, other: { team: 'the front office', replyWithin: 'very soon' } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['other', 'replyWithin']);
  });
});
