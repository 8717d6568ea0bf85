// @vitest-environment jsdom
/** A chart whose drawing fails (its module did not load, the library threw) says the table has its numbers (issue #43). */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import BarChart, { CHART_NOT_DRAWN } from '../../../../../src/islands/staff/overview/BarChart.tsx';

vi.mock('../../../../../src/islands/staff/overview/draw-bar-chart.ts', () => ({
  drawBarChart: () => {
    throw new Error('matchMedia not found');
  },
}));

afterEach(cleanup);

test('a chart that cannot be drawn says so in place of the box, and keeps its legend', async () => {
  render(<BarChart label="Enquiries per day" spec={{ labels: ['1 Nov'], series: [{ name: 'Sweets', tone: 'category0', values: [1] }, { name: 'Other', tone: 'category5', values: [0] }], stacked: true, horizontal: false, unit: 'count' }} />);
  expect(screen.getByRole('img', { name: 'Enquiries per day. The numbers are in the table.' })).toBeTruthy();
  expect(await screen.findByText(CHART_NOT_DRAWN)).toBeTruthy();
  expect(screen.queryByRole('img')).toBeNull();
  expect(document.querySelectorAll('li')).toHaveLength(2);
});
