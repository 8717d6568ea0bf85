/**
 * The Overview's period (issue #43): what the address asks for (lib/overview/period-choice.ts), kept
 * there as the desk keeps its filters (replaced in place), so a reload or Back shows the same
 * period. Today is today in India, read once when the screen opens; "this festival season" is worked
 * out from the peak festivals the page hands in (lib/overview/festival-season.ts).
 */
import { useMemo, useState } from 'react';
import { todayInIndia } from '../../../lib/enquiry/booking-fields.ts';
import { currentFestivalSeason, type FestivalSeason, type PeakFestivalDay } from '../../../lib/overview/festival-season.ts';
import { periodParams, readPeriodParams, resolvePeriod, type PeriodSelection, type ResolvedPeriod } from '../../../lib/overview/period-choice.ts';

function keepInAddress(selection: PeriodSelection): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}?${periodParams(selection).toString()}${hash}`);
}

export interface OverviewPeriod {
  today: string;
  season: FestivalSeason | null;
  selection: PeriodSelection;
  resolved: ResolvedPeriod;
  choose: (selection: PeriodSelection) => void;
}

export function useOverviewPeriod(peakFestivals: readonly PeakFestivalDay[]): OverviewPeriod {
  const [today] = useState(() => todayInIndia());
  const season = useMemo(() => currentFestivalSeason(peakFestivals, today), [peakFestivals, today]);
  const [selection, setSelection] = useState(() => readPeriodParams(new URLSearchParams(window.location.search)));
  const resolved = useMemo(() => resolvePeriod(selection, today, season), [selection, today, season]);

  function choose(next: PeriodSelection): void {
    setSelection(next);
    keepInAddress(next);
  }

  return { today, season, selection, resolved, choose };
}
