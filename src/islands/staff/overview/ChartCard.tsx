/**
 * One chart of the Overview with what belongs to it (issue #43): its heading, a line that says what it
 * shows against the previous period, the chart, its numbers as a table ("Show table"; the table is a
 * real <table> with a caption and headers) and "Export CSV", which downloads the server's CSV of it.
 */
import { useId, useState, type ReactNode } from 'react';
import type { OverviewChart } from '../../../lib/api/overview.ts';
import styles from './Overview.module.css';

interface Props {
  chart: OverviewChart;
  title: string;
  summary: ReactNode;
  /** The chart (or charts) drawn. */
  children: ReactNode;
  /** The same numbers as one or more tables. */
  table: ReactNode;
  /** The chart whose CSV is being downloaded, if any. */
  exporting: OverviewChart | null;
  onExport: (chart: OverviewChart) => void;
  /** Takes the whole width of the grid (a chart of many days). */
  wide?: boolean;
}

export default function ChartCard({ chart, title, summary, children, table, exporting, onExport, wide = false }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className={wide ? styles.wideCard : styles.card} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.cardTitle}>{title}</h3>
      <p className={styles.summary}>{summary}</p>
      {children}
      <div className={styles.cardActions}>
        <button type="button" className={styles.action} aria-expanded={open} aria-controls={`${id}-table`} onClick={() => setOpen(!open)}>
          {open ? 'Hide table' : 'Show table'}
        </button>
        <button type="button" className={styles.action} onClick={() => onExport(chart)} disabled={exporting === chart}>
          {exporting === chart ? 'Exporting...' : 'Export CSV'}
        </button>
      </div>
      <div id={`${id}-table`} className={styles.tables} hidden={!open}>{table}</div>
    </section>
  );
}
