/**
 * One chart of the Overview (issue #43): a box that Chartist draws into once the chart module has
 * loaded (a dynamic import, so only this screen loads the library), named for screen readers as
 * an image whose numbers are in the chart's table, and a legend when there are several series.
 */
import { useEffect, useRef, useState } from 'react';
import type { BarChartSpec } from './chart-spec.ts';
import styles from './Chart.module.css';

interface Props {
  spec: BarChartSpec;
  /** What the chart shows, for screen readers ("Enquiries per day, stacked by category"). */
  label: string;
}

export const CHART_NOT_DRAWN = 'The chart could not be drawn. Its numbers are in the table.';

export default function BarChart({ spec, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    let undraw: (() => void) | undefined;
    import('./draw-bar-chart.ts')
      .then(({ drawBarChart }) => {
        if (live && box.current) undraw = drawBarChart(box.current, spec);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      undraw?.();
    };
  }, [spec]);

  return (
    <figure className={styles.figure}>
      {failed ? <p className={styles.undrawn}>{CHART_NOT_DRAWN}</p> : <div ref={box} className={styles.box} role="img" aria-label={`${label}. The numbers are in the table.`} />}
      {spec.series.length > 1 && (
        <ul className={styles.legend} aria-hidden="true">
          {spec.series.map((series) => <li key={series.name} className={styles[series.tone]}>{series.name}</li>)}
        </ul>
      )}
    </figure>
  );
}
