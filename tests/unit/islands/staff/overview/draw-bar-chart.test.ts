// @vitest-environment jsdom
/**
 * The Overview's charts drawn with Chartist (issue #43): one bar per value with its hover text, the
 * labels of a lying chart top to bottom in the spec's order, and nothing left after undrawing.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { BarChartSpec } from '../../../../../src/islands/staff/overview/chart-spec.ts';
import { drawBarChart, formatValue } from '../../../../../src/islands/staff/overview/draw-bar-chart.ts';

const drawn = () => new Promise((resolve) => setTimeout(resolve, 10));

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
  vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function box(): HTMLDivElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: 600 });
  document.body.append(element);
  return element;
}

describe('drawBarChart (issue #43)', () => {
  test('stacked upright bars: one bar per series and day, each with its hover text', async () => {
    const spec: BarChartSpec = {
      labels: ['1 Nov', '2 Nov'],
      series: [{ name: 'Sweets', tone: 'category0', values: [2, 0] }, { name: 'Gifting', tone: 'category4', values: [1, 1_200] }],
      stacked: true,
      horizontal: false,
      unit: 'count',
    };
    const element = box();
    const undraw = drawBarChart(element, spec);
    await drawn();
    const titles = Array.from(element.querySelectorAll('.ct-bar title')).map((title) => title.textContent);
    expect(titles).toEqual(['1 Nov, Sweets: 2', '2 Nov, Sweets: 0', '1 Nov, Gifting: 1', '2 Nov, Gifting: 1,200']);
    expect(element.querySelectorAll('.ct-series')).toHaveLength(2);
    undraw();
    expect(element.childNodes).toHaveLength(0);
  });

  test('a lying chart lists its rows top to bottom in the order given', async () => {
    const spec: BarChartSpec = { labels: ['Kaju Katli', 'Premium package'], series: [{ name: 'Enquiries', tone: 'now', values: [3, 1] }], stacked: false, horizontal: true, unit: 'count' };
    const element = box();
    drawBarChart(element, spec);
    await drawn();
    const labels = Array.from(element.querySelectorAll('.ct-label.ct-vertical')).map((label) => ({ text: label.textContent, y: Number(label.parentElement?.getAttribute('y')) }));
    expect(labels.toSorted((a, b) => a.y - b.y).map((label) => label.text)).toEqual(['Kaju Katli', 'Premium package']);
  });
});

test('formatValue writes counts, percentages and hours', () => {
  expect([formatValue(120_000, 'count'), formatValue(67, 'percent'), formatValue(1.5, 'hours')]).toEqual(['1,20,000', '67%', '1.5 h']);
});
