/**
 * Each Overview chart's table as CSV (issue #43; GET /api/admin/overview.csv): the same figures as the
 * JSON answer, one table per chart, written like the enquiry export (enquiry-csv.ts: RFC 4180, UTF-8
 * with a BOM, formula cells neutralised). Numbers stay plain (no digit grouping), so a spreadsheet
 * reads them as numbers; a win rate is a percentage with one decimal; an empty cell means "none".
 * Pure.
 */
import type { OverviewAnswer, OverviewChart } from '../api/overview.ts';
import { CSV_BOM, csvLine } from '../enquiry/enquiry-csv.ts';
import { ENQUIRY_CATEGORY_LABELS, ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES } from '../enquiry/enquiry-schema.ts';
import { SUBJECT_KIND_LABELS } from '../enquiry/enquiry-subject.ts';
import { ENQUIRY_ORIGIN_LABELS } from './enquiry-origin.ts';
import { winRateOf } from './overview-figures.ts';

type Cell = string | number | undefined;

/** The rows after the categories' own, as the CSVs and the Overview's tables name them. */
export const ALL_CATEGORIES = 'All categories';
export const ALL_CATEGORIES_BEFORE = 'All categories, previous period';

/** A fraction as a percentage with one decimal ("66.7"), empty for none. */
function percent(rate: number | null): Cell {
  return rate === null ? undefined : (Math.round(rate * 1000) / 10).toFixed(1);
}

const orEmpty = (value: number | null): Cell => value ?? undefined;

function table(answer: OverviewAnswer, chart: OverviewChart): Cell[][] {
  const categoryLabels = answer.categories.map((category) => ENQUIRY_CATEGORY_LABELS[category]);
  switch (chart) {
    case 'volume':
      return [
        [answer.bucket === 'day' ? 'Day' : 'Week starting (Monday)', ...categoryLabels, 'Total'],
        ...answer.volume.buckets.map((bucket) => [bucket.start, ...answer.categories.map((category) => bucket.counts[category]), bucket.total]),
        ['Previous period', ...answer.categories.map(() => undefined), answer.volume.previousTotal],
      ];
    case 'funnel':
      return [
        ['Category', ...ENQUIRY_STATUSES.map((status) => ENQUIRY_STATUS_LABELS[status]), 'Win rate (%)'],
        ...answer.funnel.winRate.map((entry) => [ENQUIRY_CATEGORY_LABELS[entry.category], ...ENQUIRY_STATUSES.map((status) => entry.counts[status]), percent(entry.rate)]),
        [ALL_CATEGORIES, ...ENQUIRY_STATUSES.map((status) => answer.funnel.counts[status]), percent(answer.funnel.overallWinRate.rate)],
        [ALL_CATEGORIES_BEFORE, ...ENQUIRY_STATUSES.map((status) => answer.funnel.previous[status]), percent(winRateOf(answer.funnel.previous).rate)],
      ];
    case 'response':
      return [
        ['Category', 'Answered', 'Median first response (minutes)', '90th percentile (minutes)', 'Promised reply (hours)', 'Waiting past the promise'],
        ...answer.response.perCategory.map((entry) => [ENQUIRY_CATEGORY_LABELS[entry.category], entry.answered, orEmpty(entry.medianMinutes), orEmpty(entry.p90Minutes), entry.promiseHours, entry.waiting]),
        [ALL_CATEGORIES, answer.response.overall.answered, orEmpty(answer.response.overall.medianMinutes), orEmpty(answer.response.overall.p90Minutes), undefined, answer.response.waiting],
        [ALL_CATEGORIES_BEFORE, answer.response.previousOverall.answered, orEmpty(answer.response.previousOverall.medianMinutes), orEmpty(answer.response.previousOverall.p90Minutes), undefined, undefined],
      ];
    case 'subjects':
      return [
        ['Rank', 'Kind', 'Name', 'Enquiries', 'Quantity', 'Indicative value (₹)'],
        ...answer.subjects.map((subject, at) => [at + 1, SUBJECT_KIND_LABELS[subject.kind], subject.name, subject.enquiries, subject.quantity, subject.indicativeValue]),
      ];
    case 'origins':
      return [
        ['Where the enquiry started', 'Enquiries', 'Previous period'],
        ...answer.origins.map((entry) => [ENQUIRY_ORIGIN_LABELS[entry.origin], entry.count, entry.previous]),
      ];
    case 'alerts':
      return [
        ['Alert', 'This period', 'Previous period'],
        ['Sent', answer.alerts.sent, answer.alerts.previousSent],
        ['Failed', answer.alerts.failed, answer.alerts.previousFailed],
      ];
  }
}

export function overviewCsv(answer: OverviewAnswer, chart: OverviewChart): string {
  return CSV_BOM + table(answer, chart).map(csvLine).join('');
}

/** `overview-subjects-2026-11-01-to-2026-11-30.csv` */
export function overviewCsvFileName(chart: OverviewChart, period: { from: string; to: string }): string {
  return `overview-${chart}-${period.from}-to-${period.to}.csv`;
}
