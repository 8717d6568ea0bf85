import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { currentFestivalSeason, festivalSeasons, SEASON_GAP_DAYS, SEASON_LEAD_DAYS, type PeakFestivalDay } from '../../../../src/lib/overview/festival-season.ts';

/** The peak festival days as content/festivals has them (the one source), as the page hands them in. */
function contentPeakDays(): PeakFestivalDay[] {
  const folder = join(import.meta.dirname, '../../../../content/festivals');
  return readdirSync(folder).filter((name) => name.endsWith('.json')).flatMap((name) => {
    const festival = JSON.parse(readFileSync(join(folder, name), 'utf8')) as { name: string; peak: boolean; dates: Record<string, string> };
    return festival.peak ? Object.values(festival.dates).map((date) => ({ name: festival.name, date })) : [];
  });
}

const day = (name: string, date: string): PeakFestivalDay => ({ name, date });

describe('festivalSeasons (issue #43)', () => {
  test(`peak days at most ${SEASON_GAP_DAYS} days apart make one season, from ${SEASON_LEAD_DAYS} days before the first to the last`, () => {
    const days = [day('Diwali', '2026-11-08'), day('Dussehra', '2026-10-20'), day('Christmas', '2026-12-25'), day('Holi', '2027-03-22')];
    expect(festivalSeasons(days)).toEqual([
      { from: '2026-09-20', to: '2026-12-25', festivals: [day('Dussehra', '2026-10-20'), day('Diwali', '2026-11-08'), day('Christmas', '2026-12-25')] },
      { from: '2027-02-20', to: '2027-03-22', festivals: [day('Holi', '2027-03-22')] },
    ]);
  });

  test('a gap of exactly the limit still joins; one day more splits', () => {
    expect(festivalSeasons([day('A', '2026-01-01'), day('B', '2026-03-02')])).toHaveLength(1);
    expect(festivalSeasons([day('A', '2026-01-01'), day('B', '2026-03-03')])).toHaveLength(2);
  });

  test('no peak festival, no season', () => {
    expect(festivalSeasons([])).toEqual([]);
  });
});

describe('currentFestivalSeason (issue #43)', () => {
  const peak = contentPeakDays();

  test('content/festivals: the 2026 season runs from 30 days before Dussehra to Sankranti 2027', () => {
    const seasons = festivalSeasons(peak);
    expect(seasons[0]).toMatchObject({ from: '2026-09-20', to: '2027-01-14' });
    expect(seasons[0]?.festivals.map((festival) => festival.name)).toEqual(['Dussehra', 'Diwali', 'Christmas', 'New Year', 'Sankranti']);
    expect(seasons[1]).toMatchObject({ from: '2027-09-09', to: '2028-01-15' });
  });

  test('while a season is under way it runs to today', () => {
    expect(currentFestivalSeason(peak, '2026-11-29')).toMatchObject({ from: '2026-09-20', to: '2026-11-29' });
    expect(currentFestivalSeason(peak, '2026-09-20')).toMatchObject({ from: '2026-09-20', to: '2026-09-20' });
  });

  test('between seasons it is the latest that has ended, whole', () => {
    expect(currentFestivalSeason(peak, '2027-01-15')).toMatchObject({ from: '2026-09-20', to: '2027-01-14' });
    expect(currentFestivalSeason(peak, '2027-09-08')).toMatchObject({ from: '2026-09-20', to: '2027-01-14' });
    expect(currentFestivalSeason(peak, '2027-09-09')).toMatchObject({ from: '2027-09-09', to: '2027-09-09' });
  });

  test('before the first season has begun there is none', () => {
    expect(currentFestivalSeason(peak, '2026-09-19')).toBeNull();
  });

  test('a season longer than the longest period the Overview may ask for keeps its last 400 days', () => {
    const days = Array.from({ length: 10 }, (_, i) => day(`F${i}`, new Date(Date.UTC(2026, 0, 1) + i * 55 * 86_400_000).toISOString().slice(0, 10)));
    const season = currentFestivalSeason(days, '2028-01-01');
    // The last peak day is 2026-01-01 + 9 × 55 days = 2027-05-11; 400 days end there.
    expect(season).toMatchObject({ from: '2026-04-07', to: '2027-05-11' });
  });
});
