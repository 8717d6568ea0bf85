/**
 * What each chart of the Overview (issue #43) draws, built from the server's answer: labels along
 * one axis, one or more series of numbers, stacked or side by side, upright or lying. The drawing
 * itself (draw-bar-chart.ts, the chart library) only ever sees these plain specs. Pure.
 */
import { ENQUIRY_ORIGINS, type OverviewAnswer } from '../../../lib/api/overview.ts';
import { ENQUIRY_CATEGORIES, ENQUIRY_CATEGORY_LABELS, ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type EnquiryCategory } from '../../../lib/enquiry/enquiry-schema.ts';
import { ENQUIRY_ORIGIN_LABELS } from '../../../lib/overview/enquiry-origin.ts';
import { formatShortDay } from '../../../lib/planning/calendar-days.ts';

/** A series' colour: one per category (the same in every chart), and this period against the one before. */
export type Tone = `category${0 | 1 | 2 | 3 | 4 | 5}` | 'now' | 'before';

/** What a value stands for, which sets the value axis's steps and the bars' hover text. */
export type ChartUnit = 'count' | 'percent' | 'hours';

export interface ChartSeries {
  name: string;
  tone: Tone;
  values: number[];
}

export interface BarChartSpec {
  labels: string[];
  series: ChartSeries[];
  /** Series on top of each other (else side by side). */
  stacked: boolean;
  /** Bars lying along the labels (long labels: items, categories). */
  horizontal: boolean;
  unit: ChartUnit;
}

export const THIS_PERIOD = 'This period';
export const PREVIOUS_PERIOD = 'Previous period';

export function categoryTone(category: EnquiryCategory): Tone {
  return `category${ENQUIRY_CATEGORIES.indexOf(category) as 0 | 1 | 2 | 3 | 4 | 5}`;
}

const compare = (labels: string[], now: number[], before: number[], horizontal = false): BarChartSpec => ({
  labels,
  series: [
    { name: THIS_PERIOD, tone: 'now', values: now },
    { name: PREVIOUS_PERIOD, tone: 'before', values: before },
  ],
  stacked: false,
  horizontal,
  unit: 'count',
});

/** Enquiries per day or week, stacked by the categories the reader may see. */
export function volumeChart(answer: OverviewAnswer): BarChartSpec {
  const { buckets } = answer.volume;
  return {
    labels: buckets.map((bucket) => formatShortDay(bucket.start)),
    series: answer.categories.map((category) => ({
      name: ENQUIRY_CATEGORY_LABELS[category],
      tone: categoryTone(category),
      values: buckets.map((bucket) => bucket.counts[category] ?? 0),
    })),
    stacked: true,
    horizontal: false,
    unit: 'count',
  };
}

/** Enquiries of the period by status, against the previous period (lying, so every status is named on a phone too). */
export function funnelChart(answer: OverviewAnswer): BarChartSpec {
  const { counts, previous } = answer.funnel;
  return compare(
    ENQUIRY_STATUSES.map((status) => ENQUIRY_STATUS_LABELS[status]),
    ENQUIRY_STATUSES.map((status) => counts[status] ?? 0),
    ENQUIRY_STATUSES.map((status) => previous[status] ?? 0),
    true,
  );
}

/** Won of won and lost, per category, in percent (0 where nothing was decided; the table says "–"). */
export function winRateChart(answer: OverviewAnswer): BarChartSpec {
  const rows = answer.funnel.winRate;
  return {
    labels: rows.map((row) => ENQUIRY_CATEGORY_LABELS[row.category]),
    series: [{ name: 'Win rate', tone: 'now', values: rows.map((row) => Math.round((row.rate ?? 0) * 100)) }],
    stacked: false,
    horizontal: true,
    unit: 'percent',
  };
}

const hours = (minutes: number | null) => Math.round(((minutes ?? 0) / 60) * 10) / 10;

/** Median and 90th percentile of the time to first response per category, in hours. */
export function responseChart(answer: OverviewAnswer): BarChartSpec {
  const rows = answer.response.perCategory;
  return {
    labels: rows.map((row) => ENQUIRY_CATEGORY_LABELS[row.category]),
    series: [
      { name: 'Median', tone: 'now', values: rows.map((row) => hours(row.medianMinutes)) },
      { name: '90th percentile', tone: 'before', values: rows.map((row) => hours(row.p90Minutes)) },
    ],
    stacked: false,
    horizontal: true,
    unit: 'hours',
  };
}

/** The most enquired items, most enquiries first. */
export function subjectsChart(answer: OverviewAnswer): BarChartSpec {
  return {
    labels: answer.subjects.map((subject) => subject.name),
    series: [{ name: 'Enquiries', tone: 'now', values: answer.subjects.map((subject) => subject.enquiries) }],
    stacked: false,
    horizontal: true,
    unit: 'count',
  };
}

/** Where enquiries started, every origin in a fixed order, against the previous period. */
export function originsChart(answer: OverviewAnswer): BarChartSpec {
  const row = (origin: (typeof ENQUIRY_ORIGINS)[number]) => answer.origins.find((entry) => entry.origin === origin);
  return compare(
    ENQUIRY_ORIGINS.map((origin) => ENQUIRY_ORIGIN_LABELS[origin]),
    ENQUIRY_ORIGINS.map((origin) => row(origin)?.count ?? 0),
    ENQUIRY_ORIGINS.map((origin) => row(origin)?.previous ?? 0),
    true,
  );
}

/** Enquiry alerts sent and failed, against the previous period. */
export function alertsChart(answer: OverviewAnswer): BarChartSpec {
  const { sent, failed, previousSent, previousFailed } = answer.alerts;
  return compare(['Sent', 'Failed'], [sent, failed], [previousSent, previousFailed]);
}
