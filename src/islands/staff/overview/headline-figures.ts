/**
 * The Overview's headline figures (issue #43), each against the previous period: enquiries, the win
 * rate (won of won and lost, over the categories shown), the median time to first response, the
 * enquiries waiting past their category's promised reply, and alerts that failed. Read off the
 * server's answer (the previous period's win rate from its status counts, by the server's own rule). Pure.
 */
import type { OverviewAnswer } from '../../../lib/api/overview.ts';
import { winRateOf } from '../../../lib/overview/overview-figures.ts';
import { formatCount } from '../../../lib/text/indian-number.ts';
import { changeText, formatMinutes, formatRate, promiseText } from './overview-wording.ts';

export interface Headline {
  label: string;
  value: string;
  /** How it compares with the previous period, or what it counts. */
  note: string;
}

export function headlineFigures(answer: OverviewAnswer): Headline[] {
  const { volume, funnel, response, alerts } = answer;
  return [
    { label: 'Enquiries', value: formatCount(volume.total), note: `${changeText(volume.total, volume.previousTotal)} on the previous period` },
    { label: 'Win rate', value: formatRate(funnel.overallWinRate.rate), note: `previous period ${formatRate(winRateOf(funnel.previous).rate)}` },
    { label: 'Median first response', value: formatMinutes(response.overall.medianMinutes), note: `previous period ${formatMinutes(response.previousOverall.medianMinutes)}` },
    { label: 'Waiting past the promise', value: formatCount(response.waiting), note: `not answered within ${promiseText(response)}, now` },
    { label: 'Alerts failed', value: formatCount(alerts.failed), note: `of ${formatCount(alerts.sent + alerts.failed)} alerts` },
  ];
}
