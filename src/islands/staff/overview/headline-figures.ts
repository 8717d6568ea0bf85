/**
 * The Overview's headline figures (issue #43), each against the previous period: enquiries, the win
 * rate (won of won and lost, over the categories shown), the median time to first response, the
 * enquiries waiting past the promise, and alerts that failed. Read off the server's answer. Pure.
 */
import type { OverviewAnswer } from '../../../lib/api/overview.ts';
import { formatCount } from '../../../lib/text/indian-number.ts';
import { changeText, formatMinutes, formatRate } from './overview-wording.ts';

export interface Decided {
  won: number;
  lost: number;
  /** Won / (won + lost); null when nothing was decided. */
  rate: number | null;
}

export function decided(won: number, lost: number): Decided {
  return { won, lost, rate: won + lost === 0 ? null : won / (won + lost) };
}

/** The win rate over every category's row. */
export function overallWinRate(rows: OverviewAnswer['funnel']['winRate']): Decided {
  return decided(rows.reduce((sum, row) => sum + row.won, 0), rows.reduce((sum, row) => sum + row.lost, 0));
}

export interface Headline {
  label: string;
  value: string;
  /** How it compares with the previous period, or what it counts. */
  note: string;
}

export function headlineFigures(answer: OverviewAnswer): Headline[] {
  const { volume, funnel, response, alerts } = answer;
  const now = overallWinRate(funnel.winRate);
  const before = decided(funnel.previous.won ?? 0, funnel.previous.lost ?? 0);
  return [
    { label: 'Enquiries', value: formatCount(volume.total), note: `${changeText(volume.total, volume.previousTotal)} on the previous period` },
    { label: 'Win rate', value: formatRate(now.rate), note: `previous period ${formatRate(before.rate)}` },
    { label: 'Median first response', value: formatMinutes(response.overall.medianMinutes), note: `previous period ${formatMinutes(response.previousOverall.medianMinutes)}` },
    { label: `Waiting over ${formatCount(response.promiseHours)} hours`, value: formatCount(response.waiting), note: 'not answered within the promise, now' },
    { label: 'Alerts failed', value: formatCount(alerts.failed), note: `of ${formatCount(alerts.sent + alerts.failed)} alerts` },
  ];
}
