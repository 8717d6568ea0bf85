// @vitest-environment jsdom
/**
 * Dated content (issue #41): which store notice or campaign applies on an India day, decided at
 * build time by lib/site/dated-content.ts and again in the browser by the inline script of every
 * page (layouts/dated-reveal-script.ts). Both are checked on the same days, the India day boundary
 * (00:00 IST = 18:30 UTC the day before) included.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { todayInIndia } from '../../../../src/lib/enquiry/booking-fields.ts';
import { appliesOn, firstApplying, notOverOn } from '../../../../src/lib/site/dated-content.ts';
import { DATED_REVEAL_SCRIPT } from '../../../../src/layouts/dated-reveal-script.ts';

const SANKRANTI = { from: '2027-01-14', to: '2027-01-14' };

/** Moments around the closure, in UTC, with the India day each falls on. */
const MOMENTS = [
  ['2027-01-13T18:29:59.999Z', '2027-01-13', false],
  ['2027-01-13T18:30:00.000Z', '2027-01-14', true],
  ['2027-01-14T18:29:59.999Z', '2027-01-14', true],
  ['2027-01-14T18:30:00.000Z', '2027-01-15', false],
] as const;

describe('appliesOn, notOverOn and todayInIndia', () => {
  test.each(MOMENTS)('#41 at %s it is %s in India: the Sankranti closure applies: %s', (moment, day, applies) => {
    expect(todayInIndia(new Date(moment))).toBe(day);
    expect(appliesOn(SANKRANTI, day)).toBe(applies);
  });

  test('#41 an open bound always holds: no dates at all applies every day', () => {
    expect(appliesOn({}, '2026-11-29')).toBe(true);
    expect(appliesOn({ from: '2026-12-01' }, '2026-11-30')).toBe(false);
    expect(appliesOn({ to: '2026-12-25' }, '2026-12-26')).toBe(false);
  });

  test('#41 a notice is rendered until its last day is over, upcoming ones included', () => {
    expect(notOverOn(SANKRANTI, '2026-11-29')).toBe(true);
    expect(notOverOn(SANKRANTI, '2027-01-14')).toBe(true);
    expect(notOverOn(SANKRANTI, '2027-01-15')).toBe(false);
    expect(notOverOn({}, '2099-01-01')).toBe(true);
  });
});

describe('firstApplying', () => {
  const christmas = { id: 'christmas', from: '2027-12-01', to: '2027-12-25' };
  const diwali: { id: string; from?: string; to?: string } = { id: 'diwali' };

  test('#41 the first in order whose window includes the day wins; one with no window always applies', () => {
    expect(firstApplying([christmas, diwali], '2027-11-30')?.id).toBe('diwali');
    expect(firstApplying([christmas, diwali], '2027-12-01')?.id).toBe('christmas');
    expect(firstApplying([christmas, diwali], '2027-12-26')?.id).toBe('diwali');
    expect(firstApplying([christmas], '2027-12-26')).toBeUndefined();
  });
});

describe('the inline reveal script', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  /** The page as the build left it (everything hidden), then the script as the page runs it at `moment`. */
  function run(html: string, moment: string): string[] {
    document.body.innerHTML = html;
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(moment) });
    new Function(DATED_REVEAL_SCRIPT)();
    return [...document.querySelectorAll<HTMLElement>('[data-dated]')].filter((element) => !element.hidden).map((element) => element.id);
  }

  test.each(MOMENTS)('#41 at %s (%s in India) shows the Sankranti closure: %s', (moment, _day, applies) => {
    const html = '<p id="sankranti" data-dated data-from="2027-01-14" data-to="2027-01-14" hidden>Closed</p>';
    expect(run(html, moment)).toEqual(applies ? ['sankranti'] : []);
  });

  test('#41 hides a notice the build showed once its day is over, and one not yet begun', () => {
    const html = '<p id="a" data-dated data-from="2027-01-14" data-to="2027-01-14">A</p><p id="b" data-dated data-from="2027-02-01">B</p>';
    expect(run(html, '2027-01-20T06:00:00Z')).toEqual([]);
    expect(run(html, '2027-02-01T06:00:00Z')).toEqual(['b']);
  });

  test('#41 in a data-dated-first group only the first applying campaign shows; one without dates always applies', () => {
    const html =
      '<div data-dated-first><a id="christmas" data-dated data-from="2027-12-01" data-to="2027-12-25" hidden>C</a><a id="diwali" data-dated>D</a></div>' +
      '<p id="other" data-dated>Other</p>';
    expect(run(html, '2027-11-30T18:29:00Z')).toEqual(['diwali', 'other']);
    expect(run(html, '2027-11-30T18:30:00Z')).toEqual(['christmas', 'other']);
    expect(run(html, '2027-12-25T18:30:00Z')).toEqual(['diwali', 'other']);
  });
});
