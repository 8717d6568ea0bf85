/**
 * The staff Overview's JavaScript (issue #43), measured from the build (dist/, run `npm run build`
 * first): what the staff dashboard loads up front, the Overview's lazy chunk, what opening the
 * Overview adds in all (its chunk, its chart library and what they import that the dashboard has
 * not loaded yet), and the chart library (Chartist) alone. Raw and gzip'd bytes; the CDN sends
 * them compressed. `npm run bench` prints it (`benchOverviewJs`); `node scripts/bench/overview-js.mjs`
 * prints it alone.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { overviewBundle, sizeOf } from '../dist-chunks.mjs';
import { table } from './figures.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The figures, by what they measure. */
export function overviewJsFigures(dist = join(process.cwd(), 'dist')) {
  const bundle = overviewBundle(dist);
  return {
    page: bundle.page,
    dashboard: sizeOf(bundle.chunks, bundle.entry),
    screen: sizeOf(bundle.chunks, [bundle.screen]),
    chart: sizeOf(bundle.chunks, bundle.chart),
    opening: sizeOf(bundle.chunks, bundle.added),
    openingFiles: bundle.added.length,
  };
}

export function benchOverviewJs(dist) {
  const figures = overviewJsFigures(dist);
  console.log(`\nStaff Overview JavaScript (issue #43; from dist/, ${figures.page})`);
  table(
    ['what', 'raw', 'gzip'],
    [
      ['staff dashboard, up front (no chart code)', kb(figures.dashboard.bytes), kb(figures.dashboard.gzip)],
      ['Overview screen chunk (lazy)', kb(figures.screen.bytes), kb(figures.screen.gzip)],
      ['chart library chunk: Chartist (lazy, Overview only)', kb(figures.chart.bytes), kb(figures.chart.gzip)],
      [`opening the Overview adds (${figures.openingFiles} files)`, kb(figures.opening.bytes), kb(figures.opening.gzip)],
    ],
  );
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) benchOverviewJs();
