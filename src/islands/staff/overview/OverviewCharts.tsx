/**
 * The Overview's six charts (issue #43), each with its numbers as a table and its CSV: enquiries per
 * day or week by category, the status funnel and win rates, time to first response, the most
 * enquired items with their indicative value, where enquiries start, and alert delivery.
 */
import { useMemo, type ReactNode } from 'react';
import type { OverviewAnswer, OverviewChart } from '../../../lib/api/overview.ts';
import { ENQUIRY_ORIGINS } from '../../../lib/api/overview.ts';
import { ENQUIRY_CATEGORY_LABELS, ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type EnquiryStatus } from '../../../lib/enquiry/enquiry-schema.ts';
import { SUBJECT_KIND_LABELS } from '../../../lib/enquiry/enquiry-subject.ts';
import { ENQUIRY_ORIGIN_LABELS } from '../../../lib/overview/enquiry-origin.ts';
import { ALL_CATEGORIES, ALL_CATEGORIES_BEFORE } from '../../../lib/overview/overview-csv.ts';
import { winRateOf } from '../../../lib/overview/overview-figures.ts';
import { formatDay } from '../../../lib/planning/calendar-days.ts';
import { formatRupees } from '../../../lib/pricing/format-rupees.ts';
import { formatCount } from '../../../lib/text/indian-number.ts';
import DataTable from '../../dashboard-shell/DataTable.tsx';
import BarChart from './BarChart.tsx';
import ChartCard from './ChartCard.tsx';
import { alertsChart, funnelChart, originsChart, PREVIOUS_PERIOD, responseChart, subjectsChart, THIS_PERIOD, volumeChart, winRateChart } from './chart-spec.ts';
import { changeText, enquiriesText, formatMinutes, formatPromise, formatRate, NO_FIGURE, promiseText, rangeText } from './overview-wording.ts';
import shared from '../../dashboard-shell/Content.module.css';
import styles from './Overview.module.css';

interface Props {
  answer: OverviewAnswer;
  exporting: OverviewChart | null;
  onExport: (chart: OverviewChart) => void;
}

const number = shared.number;

/** A row of this period against the previous one. */
function CompareRow({ label, now, before }: { label: string; now: number; before: number }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={number}>{formatCount(now)}</td>
      <td className={number}>{formatCount(before)}</td>
    </tr>
  );
}

function compareHead(first: string): ReactNode {
  return <><th scope="col">{first}</th><th scope="col" className={number}>{THIS_PERIOD}</th><th scope="col" className={number}>{PREVIOUS_PERIOD}</th></>;
}

function VolumeTable({ answer }: { answer: OverviewAnswer }) {
  const { buckets, total } = answer.volume;
  const unit = answer.bucket === 'day' ? 'Day' : 'Week from';
  const sums = answer.categories.map((category) => buckets.reduce((sum, bucket) => sum + (bucket.counts[category] ?? 0), 0));
  return (
    <DataTable scrolls caption={`Enquiries per ${answer.bucket} by category, ${rangeText(answer.period.from, answer.period.to)}`}
      head={<><th scope="col">{unit}</th>{answer.categories.map((category) => <th key={category} scope="col" className={number}>{ENQUIRY_CATEGORY_LABELS[category]}</th>)}<th scope="col" className={number}>Total</th></>}>
      {buckets.map((bucket) => (
        <tr key={bucket.start}>
          <th scope="row" className={shared.nowrap}>{formatDay(bucket.start)}</th>
          {answer.categories.map((category) => <td key={category} className={number}>{formatCount(bucket.counts[category] ?? 0)}</td>)}
          <td className={number}>{formatCount(bucket.total)}</td>
        </tr>
      ))}
      <tr>
        <th scope="row">Total</th>
        {sums.map((sum, index) => <td key={answer.categories[index]} className={number}>{formatCount(sum)}</td>)}
        <td className={number}>{formatCount(total)}</td>
      </tr>
    </DataTable>
  );
}

function Volume({ answer, ...card }: Props) {
  const spec = useMemo(() => volumeChart(answer), [answer]);
  const { total, previousTotal } = answer.volume;
  const per = answer.bucket === 'day' ? 'day' : 'week';
  return (
    <ChartCard chart="volume" wide title={`Enquiries per ${per}`} table={<VolumeTable answer={answer} />} {...card}
      summary={`${enquiriesText(total)}, ${changeText(total, previousTotal)} on the previous period (${formatCount(previousTotal)}).`}>
      <BarChart spec={spec} label={`Enquiries per ${per}, stacked by category`} />
    </ChartCard>
  );
}

/** A row of status counts and the win rate they give (won of won and lost). */
function StatusRow({ label, counts, rate }: { label: string; counts: Partial<Record<EnquiryStatus, number>>; rate: number | null }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {ENQUIRY_STATUSES.map((status) => <td key={status} className={number}>{formatCount(counts[status] ?? 0)}</td>)}
      <td className={number}>{formatRate(rate)}</td>
    </tr>
  );
}

function Funnel({ answer, ...card }: Props) {
  const statuses = useMemo(() => funnelChart(answer), [answer]);
  const rates = useMemo(() => winRateChart(answer), [answer]);
  const { counts, previous, winRate, overallWinRate } = answer.funnel;
  const before = winRateOf(previous);
  const table = (
    <DataTable scrolls caption="Status and win rate by category"
      head={<><th scope="col">Category</th>{ENQUIRY_STATUSES.map((status) => <th key={status} scope="col" className={number}>{ENQUIRY_STATUS_LABELS[status]}</th>)}<th scope="col" className={number}>Win rate</th></>}>
      {winRate.map((row) => <StatusRow key={row.category} label={ENQUIRY_CATEGORY_LABELS[row.category]} counts={row.counts} rate={row.rate} />)}
      <StatusRow label={ALL_CATEGORIES} counts={counts} rate={overallWinRate.rate} />
      <StatusRow label={ALL_CATEGORIES_BEFORE} counts={previous} rate={before.rate} />
    </DataTable>
  );
  return (
    <ChartCard chart="funnel" title="Status and win rate" table={table} {...card}
      summary={`Won ${formatCount(overallWinRate.won)}, lost ${formatCount(overallWinRate.lost)}: a win rate of ${formatRate(overallWinRate.rate)} (won of won and lost; previous period ${formatRate(before.rate)}).`}>
      <BarChart spec={statuses} label="Enquiries by status, this period and the previous one" />
      <h4 className={styles.chartTitle}>Win rate by category</h4>
      <BarChart spec={rates} label="Win rate by category, in percent" />
    </ChartCard>
  );
}

function Response({ answer, ...card }: Props) {
  const spec = useMemo(() => responseChart(answer), [answer]);
  const { response } = answer;
  const { overall, previousOverall, perCategory, waiting } = response;
  const promise = promiseText(response);
  const row = (key: string, label: string, times: typeof overall, promised: string, late: string) => (
    <tr key={key}>
      <th scope="row">{label}</th>
      <td className={number}>{formatCount(times.answered)}</td>
      <td className={number}>{formatMinutes(times.medianMinutes)}</td>
      <td className={number}>{formatMinutes(times.p90Minutes)}</td>
      <td className={number}>{promised}</td>
      <td className={number}>{late}</td>
    </tr>
  );
  const table = (
    <DataTable scrolls caption="Time to first response and waiting past the promise by category"
      head={<><th scope="col">Category</th><th scope="col" className={number}>Answered</th><th scope="col" className={number}>Median</th><th scope="col" className={number}>90th percentile</th><th scope="col" className={number}>Promised reply</th><th scope="col" className={number}>Waiting past it</th></>}>
      {perCategory.map((times) => row(times.category, ENQUIRY_CATEGORY_LABELS[times.category], times, formatPromise(times.promiseHours), formatCount(times.waiting)))}
      {row('all', ALL_CATEGORIES, overall, promise, formatCount(waiting))}
      {row('previous', ALL_CATEGORIES_BEFORE, previousOverall, NO_FIGURE, NO_FIGURE)}
    </DataTable>
  );
  return (
    <ChartCard chart="response" title="Time to first response" table={table} {...card}
      summary={`Median ${formatMinutes(overall.medianMinutes)}, 90th percentile ${formatMinutes(overall.p90Minutes)} (previous period: median ${formatMinutes(previousOverall.medianMinutes)}). ${enquiriesText(waiting)} still waiting longer than the promised reply (${promise}).`}>
      <BarChart spec={spec} label="Median and 90th percentile of the time to first response by category, in hours" />
    </ChartCard>
  );
}

function Subjects({ answer, ...card }: Props) {
  const spec = useMemo(() => subjectsChart(answer), [answer]);
  const table = (
    <DataTable scrolls caption="Most enquired items, most enquiries first"
      head={<><th scope="col">Item</th><th scope="col">Kind</th><th scope="col" className={number}>Enquiries</th><th scope="col" className={number}>Quantity</th><th scope="col" className={number}>Indicative value</th></>}>
      {answer.subjects.map((subject) => (
        <tr key={`${subject.kind}:${subject.id}`}>
          <th scope="row">{subject.name}</th>
          <td>{SUBJECT_KIND_LABELS[subject.kind]}</td>
          <td className={number}>{formatCount(subject.enquiries)}</td>
          <td className={number}>{formatCount(subject.quantity)}</td>
          <td className={number}>{subject.indicativeValue > 0 ? formatRupees(subject.indicativeValue) : NO_FIGURE}</td>
        </tr>
      ))}
    </DataTable>
  );
  return (
    <ChartCard chart="subjects" title="Most enquired items" table={table} {...card}
      summary={answer.subjects.length === 0 ? 'No enquiry in this period named a product, package, hall or gift.' : 'Products, packages, halls and gifts named in enquiries and their lists, with their indicative value.'}>
      {answer.subjects.length > 0 && <BarChart spec={spec} label="Enquiries per item, the most enquired first" />}
    </ChartCard>
  );
}

function Origins({ answer, ...card }: Props) {
  const spec = useMemo(() => originsChart(answer), [answer]);
  const table = (
    <DataTable scrolls caption="Where enquiries started" head={compareHead('Started from')}>
      {ENQUIRY_ORIGINS.map((origin) => {
        const row = answer.origins.find((entry) => entry.origin === origin);
        return <CompareRow key={origin} label={ENQUIRY_ORIGIN_LABELS[origin]} now={row?.count ?? 0} before={row?.previous ?? 0} />;
      })}
    </DataTable>
  );
  return (
    <ChartCard chart="origins" title="Where enquiries start" table={table} {...card}
      summary="The call to action or page each enquiry was sent from, this period and the previous one.">
      <BarChart spec={spec} label="Enquiries by where they started, this period and the previous one" />
    </ChartCard>
  );
}

function Alerts({ answer, ...card }: Props) {
  const spec = useMemo(() => alertsChart(answer), [answer]);
  const { sent, failed, previousSent, previousFailed } = answer.alerts;
  const table = (
    <DataTable scrolls caption="Enquiry alerts" head={compareHead('Alerts')}>
      <CompareRow label="Sent" now={sent} before={previousSent} />
      <CompareRow label="Failed" now={failed} before={previousFailed} />
    </DataTable>
  );
  return (
    <ChartCard chart="alerts" title="Alert delivery" table={table} {...card}
      summary={`${formatCount(sent)} sent, ${formatCount(failed)} failed (previous period: ${formatCount(previousSent)} sent, ${formatCount(previousFailed)} failed).`}>
      <BarChart spec={spec} label="Enquiry alerts sent and failed, this period and the previous one" />
    </ChartCard>
  );
}

export default function OverviewCharts(props: Props) {
  return (
    <div className={styles.grid}>
      <Volume {...props} />
      <Funnel {...props} />
      <Response {...props} />
      <Subjects {...props} />
      <Origins {...props} />
      <Alerts {...props} />
    </div>
  );
}
