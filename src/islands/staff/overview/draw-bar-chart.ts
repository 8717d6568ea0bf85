/**
 * Draws one Overview chart (issue #43) with Chartist, the chart library chosen for this screen
 * (docs/architecture.md, "The Overview's charts"). This module and Chartist load only when the
 * Overview first draws a chart (BarChart.tsx imports it dynamically), so no other screen of the
 * dashboard carries them; `npm run test:bundle` checks it.
 *
 * Chartist draws SVG into the box. Bars get widths from the space each label has, the label axis
 * skips labels that would overlap, and each bar carries a hover text; the box redraws as it resizes.
 */
import { BarChart, type BarChartOptions } from 'chartist';
import { formatCount } from '../../../lib/text/indian-number.ts';
import type { BarChartSpec, ChartUnit } from './chart-spec.ts';
import styles from './Chart.module.css';

const PADDING = { top: 12, right: 16, bottom: 0, left: 0 };
/** Lying bars write their last value label from its tick rightwards: room for "100%". */
const LYING_PADDING = { ...PADDING, right: 36 };
/** Height of an upright chart; a lying one grows with its rows. */
const UPRIGHT_HEIGHT = 240;
const ROW_BAR = 14;
const ROW_GAP = 14;
/** A row is at least this high, room for a name on two lines. */
const ROW_MIN = 34;
/** Room for the value axis's labels ("1,000", "100%") and the label axis under upright bars. */
const VALUE_AXIS = 48;
const LABEL_AXIS_BELOW = 32;
/** Narrowest room one label along the bottom may have before labels are skipped. */
const LABEL_MIN_WIDTH = 48;

export function formatValue(value: number, unit: ChartUnit): string {
  if (unit === 'percent') return `${value}%`;
  if (unit === 'hours') return `${value} h`;
  return formatCount(value);
}

/**
 * A lying chart shows its first row, and in a row its first series, on top: Chartist starts at the
 * bottom, so rows and series go in reversed.
 */
function drawnOrder(spec: BarChartSpec): BarChartSpec {
  if (!spec.horizontal) return spec;
  return { ...spec, labels: spec.labels.toReversed(), series: spec.series.map((series) => ({ ...series, values: series.values.toReversed() })).toReversed() };
}

interface Layout {
  options: BarChartOptions;
  barWidth: number;
}

function layout(spec: BarChartSpec, width: number): Layout {
  const count = Math.max(1, spec.labels.length);
  const side = spec.stacked ? 1 : spec.series.length;
  const valueAxis = {
    onlyInteger: spec.unit !== 'hours',
    labelInterpolationFnc: (value: string | number) => formatValue(Number(value), spec.unit),
  };
  if (spec.horizontal) {
    const rowHeight = Math.max(ROW_MIN, side * ROW_BAR + ROW_GAP);
    const labelRoom = Math.round(Math.min(200, Math.max(88, width * 0.38)));
    return {
      barWidth: ROW_BAR - 2,
      options: {
        horizontalBars: true,
        stackBars: spec.stacked,
        seriesBarDistance: ROW_BAR,
        height: count * rowHeight + PADDING.top + LABEL_AXIS_BELOW,
        chartPadding: LYING_PADDING,
        axisX: { ...valueAxis, offset: LABEL_AXIS_BELOW, scaleMinSpace: 56 },
        axisY: { offset: labelRoom, showGrid: false },
      },
    };
  }
  const step = Math.max(1, (width - PADDING.left - PADDING.right - VALUE_AXIS) / count);
  const barWidth = Math.max(2, Math.min(32, (step * (spec.stacked ? 0.7 : 0.8)) / side));
  const every = Math.ceil(LABEL_MIN_WIDTH / step);
  return {
    barWidth,
    options: {
      stackBars: spec.stacked,
      seriesBarDistance: barWidth,
      height: UPRIGHT_HEIGHT,
      chartPadding: PADDING,
      axisX: { offset: LABEL_AXIS_BELOW, showGrid: false, labelInterpolationFnc: (label: string | number, index: number) => (index % every === 0 ? label : null) },
      axisY: { ...valueAxis, offset: VALUE_AXIS, scaleMinSpace: 32 },
    },
  };
}

/** Draws `spec` into `box` and keeps it fitted to the box's width; the answer removes it. */
export function drawBarChart(box: HTMLElement, spec: BarChartSpec): () => void {
  const drawn = drawnOrder(spec);
  let current = layout(drawn, box.clientWidth);
  const chart = new BarChart(
    box,
    { labels: drawn.labels, series: drawn.series.map((series) => ({ name: series.name, className: styles[series.tone] ?? '', data: series.values })) },
    current.options,
  );
  chart.on('draw', (event) => {
    if (event.type !== 'bar') return;
    const series = drawn.series[event.seriesIndex];
    const value = series?.values[event.index] ?? 0;
    event.element.attr({ style: `stroke-width: ${current.barWidth}px` });
    event.element.elem('title').text(`${drawn.labels[event.index] ?? ''}, ${series?.name ?? ''}: ${formatValue(value, spec.unit)}`);
  });
  let width = box.clientWidth;
  const resized = new ResizeObserver(() => {
    if (box.clientWidth === width) return;
    width = box.clientWidth;
    current = layout(drawn, width);
    chart.update(undefined, current.options, true);
  });
  resized.observe(box);
  return () => {
    resized.disconnect();
    chart.detach();
    box.replaceChildren();
  };
}
