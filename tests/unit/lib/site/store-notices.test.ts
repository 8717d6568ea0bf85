/** The store notices a build renders (issue #41): not over on its day, soonest first, shown for that day. */
import { describe, expect, test } from 'vitest';
import { noticesToShow } from '../../../../src/lib/site/store-notices.ts';

const sankranti = { from: '2027-01-14', to: '2027-01-14', kind: 'closed' as const, text: 'Closed on 14 January for Sankranti' };
const diwali = { from: '2026-11-07', to: '2026-11-08', kind: 'special-hours' as const, opens: '07:00', closes: '24:00', text: 'Open late for Diwali' };
const ugadi = { from: '2027-04-07', to: '2027-04-07', kind: 'special-hours' as const, opens: '10:00', closes: '18:00', text: 'Short hours on Ugadi' };

describe('noticesToShow', () => {
  test('#41 drops notices whose last day is over, sorts the rest soonest first and says the special hours', () => {
    expect(noticesToShow([ugadi, diwali, sankranti], '2026-11-29')).toEqual([
      { from: '2027-01-14', to: '2027-01-14', kind: 'closed', text: 'Closed on 14 January for Sankranti', hours: undefined, shown: false },
      { from: '2027-04-07', to: '2027-04-07', kind: 'special-hours', text: 'Short hours on Ugadi', hours: 'Open 10:00 AM-6:00 PM', shown: false },
    ]);
  });

  test('#41 a notice is shown on the days it covers, and still listed on its last day', () => {
    expect(noticesToShow([diwali], '2026-11-08')).toEqual([expect.objectContaining({ text: 'Open late for Diwali', hours: 'Open 7:00 AM-12:00 AM', shown: true })]);
    expect(noticesToShow([diwali], '2026-11-09')).toEqual([]);
  });
});
