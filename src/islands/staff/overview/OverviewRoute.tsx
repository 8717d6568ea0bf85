/**
 * The staff dashboard's Overview (issue #43): the business at a glance for a period (picker in the
 * address), against the period before it, in the categories the reader may see (all for a
 * superadmin, their own for a subadmin: the server scopes the figures and says which). Headline
 * figures, then six charts with tables and CSVs (OverviewCharts.tsx). Loading, nothing in the
 * period, a failed request (Retry) and an ended session each have their own state.
 * Loaded on first use (StaffRoutes.tsx); the chart library loads after it, for the charts only.
 */
import { useId } from 'react';
import { ApiError } from '../../../client/api-client.ts';
import { ENQUIRY_CATEGORIES, ENQUIRY_CATEGORY_LABELS } from '../../../lib/enquiry/enquiry-schema.ts';
import type { PeakFestivalDay } from '../../../lib/overview/festival-season.ts';
import { formatCount } from '../../../lib/text/indian-number.ts';
import type { AdminInfo } from '../../../stores/staff-session.ts';
import TabSection from '../../dashboard-shell/TabSection.tsx';
import { AUTH_EXPIRED, FETCH_FAILED } from '../../dashboard-shell/shell-messages.ts';
import { NO_CATEGORY_HINT } from '../staff-messages.ts';
import { headlineFigures } from './headline-figures.ts';
import OverviewCharts from './OverviewCharts.tsx';
import { rangeText } from './overview-wording.ts';
import PeriodPicker from './PeriodPicker.tsx';
import { useChartCsv } from './use-chart-csv.ts';
import { useOverview, type OverviewState } from './use-overview.ts';
import { useOverviewPeriod } from './use-overview-period.ts';
import shared from '../../dashboard-shell/Content.module.css';
import styles from './Overview.module.css';

interface Props {
  admin: AdminInfo;
  /** The peak festivals of content/festivals, one entry per day (for "this festival season"). */
  peakFestivals: readonly PeakFestivalDay[];
}

export const OVERVIEW_LOADING = 'Loading the overview...';
export const NO_ENQUIRIES = 'No enquiries in this period.';

function coverage(categories: readonly string[]): string {
  if (categories.length === ENQUIRY_CATEGORIES.length) return 'Covers all categories.';
  const names = ENQUIRY_CATEGORIES.filter((category) => categories.includes(category)).map((category) => ENQUIRY_CATEGORY_LABELS[category]);
  return names.length === 0 ? 'Covers no category.' : `Covers ${names.join(', ')} only.`;
}

function Failed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const ended = error instanceof ApiError && (error.status === 401 || error.status === 403);
  return (
    <div className={shared.failed} role="alert">
      <p>{FETCH_FAILED}</p>
      {ended && <p>{AUTH_EXPIRED}</p>}
      <button type="button" className={styles.retry} onClick={onRetry}>Retry</button>
    </div>
  );
}

function Figures({ state }: { state: Extract<OverviewState, { status: 'loaded' }> }) {
  const { answer } = state;
  return (
    <dl className={shared.stats} aria-label="Headline figures">
      {headlineFigures(answer).map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt>{figure.label}</dt>
          <dd>
            {figure.value}{' '}
            <span className={styles.note}>{figure.note}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function OverviewRoute({ admin, peakFestivals }: Props) {
  const id = useId();
  const period = useOverviewPeriod(peakFestivals);
  const query = period.resolved.ok ? period.resolved.query : null;
  const { state, retry } = useOverview(query);
  const csv = useChartCsv(query);
  const answer = state.status === 'loaded' ? state.answer : null;

  return (
    <TabSection id={id} title="Overview" busy={state.status === 'loading'}>
      {admin.role !== 'superadmin' && !admin.category && <p className={styles.hint}>{NO_CATEGORY_HINT}</p>}
      <PeriodPicker period={period} />
      {answer && (
        <p className={styles.range}>
          {`${rangeText(answer.period.from, answer.period.to)} (${formatCount(answer.period.days)} days), compared with ${rangeText(answer.previous.from, answer.previous.to)}. ${coverage(answer.categories)}`}
        </p>
      )}
      {state.status === 'loading' && <p className={shared.muted}>{OVERVIEW_LOADING}</p>}
      {state.status === 'failed' && <Failed error={state.error} onRetry={retry} />}
      {answer && answer.volume.total === 0 && (
        <p className={styles.empty}>{`${NO_ENQUIRIES} The previous period had ${formatCount(answer.volume.previousTotal)}.`}</p>
      )}
      {answer && answer.volume.total > 0 && state.status === 'loaded' && (
        <>
          <Figures state={state} />
          <OverviewCharts answer={answer} exporting={csv.exporting} onExport={(chart) => void csv.exportCsv(chart)} />
        </>
      )}
    </TabSection>
  );
}
