import { describe, expect, test } from 'vitest';
import { alertsChart, funnelChart, originsChart, responseChart, subjectsChart, volumeChart, winRateChart } from '../../../../../src/islands/staff/overview/chart-spec.ts';
import { OVERVIEW_WEEK } from '../../../../fixtures/overview-answer.ts';

describe('chart specs from an overview answer (issue #43)', () => {
  test('volume: a bar per day, a stacked series per category shown, coloured by category', () => {
    const spec = volumeChart({ ...OVERVIEW_WEEK, categories: ['sweets', 'gifting'] });
    expect(spec).toMatchObject({ stacked: true, horizontal: false, unit: 'count' });
    expect(spec.labels).toEqual(['1 Nov', '2 Nov', '3 Nov', '4 Nov', '5 Nov', '6 Nov', '7 Nov']);
    expect(spec.series).toEqual([
      { name: 'Sweets', tone: 'category0', values: [2, 0, 0, 1, 0, 0, 1] },
      { name: 'Gifting', tone: 'category4', values: [0, 0, 0, 2, 0, 0, 0] },
    ]);
  });

  test('funnel, origins and alerts compare this period with the previous one', () => {
    expect(funnelChart(OVERVIEW_WEEK)).toMatchObject({ horizontal: true, labels: ['New', 'Contacted', 'Won', 'Lost', 'Spam'], series: [{ values: [5, 2, 3, 1, 1] }, { values: [2, 2, 2, 2, 1] }] });
    expect(originsChart(OVERVIEW_WEEK)).toMatchObject({ horizontal: true, labels: ['Product or service page', 'Enquiry list', 'Quote builder', 'Event planner', 'Announcement', 'Contact page'], series: [{ name: 'This period', values: [3, 2, 1, 1, 1, 4] }, { name: 'Previous period', values: [2, 1, 0, 1, 0, 5] }] });
    expect(originsChart({ ...OVERVIEW_WEEK, origins: [] }).series.map((series) => series.values)).toEqual([[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]]);
    expect(alertsChart(OVERVIEW_WEEK)).toMatchObject({ labels: ['Sent', 'Failed'], series: [{ values: [11, 1] }, { values: [9, 0] }] });
  });

  test('win rate in percent, response in hours, items by enquiries', () => {
    expect(winRateChart(OVERVIEW_WEEK)).toMatchObject({ unit: 'percent', series: [{ values: [100, 50, 0, 0, 0, 0] }] });
    expect(responseChart(OVERVIEW_WEEK)).toMatchObject({ unit: 'hours', series: [{ name: 'Median', values: [0.5, 2, 0, 25, 0, 0] }, { name: '90th percentile', values: [1, 3.3, 0, 25, 0, 0] }] });
    expect(subjectsChart(OVERVIEW_WEEK)).toMatchObject({ labels: ['Kaju Katli', 'Sohan Halwa Heritage Tin', 'Premium package', 'Grand Hall'], series: [{ values: [3, 2, 1, 1] }] });
  });
});
