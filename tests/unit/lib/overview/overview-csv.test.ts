import { describe, expect, test } from 'vitest';
import { OVERVIEW_CHARTS } from '../../../../src/lib/api/overview.ts';
import { ENQUIRY_CATEGORIES } from '../../../../src/lib/enquiry/enquiry-schema.ts';
import { overviewCsv, overviewCsvFileName } from '../../../../src/lib/overview/overview-csv.ts';
import { overviewOf } from '../../../../src/lib/overview/overview-figures.ts';
import { NOW, PROMISES, WEEK_ROWS } from './overview-fixtures.ts';

const names = new Map([['product:kaju-katli', 'Kaju Katli'], ['diwali:kaju-katli', 'Kaju Katli, "Festive" box'], ['product:gift-3', '=Sohan Halwa Tin']]);
const answer = overviewOf(WEEK_ROWS, { from: '2026-11-02', to: '2026-11-08', categories: ['sweets', 'corporate'], promiseHours: PROMISES, now: NOW, subjectNames: names });
const lines = (chart: (typeof OVERVIEW_CHARTS)[number]) => overviewCsv(answer, chart).replace(/^\uFEFF/, '').split('\r\n');

describe('overviewCsv (issue #43)', () => {
  test('#43 every chart starts with a BOM and ends its last line with CRLF', () => {
    for (const chart of OVERVIEW_CHARTS) {
      const csv = overviewCsv(answer, chart);
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(csv.endsWith('\r\n')).toBe(true);
    }
  });

  test('#43 volume: a line per day with the reader\'s categories and the total, then the previous period', () => {
    expect(lines('volume')).toEqual([
      'Day,Sweets,Corporate,Total',
      '2026-11-02,2,0,2',
      '2026-11-03,0,0,0',
      '2026-11-04,0,1,1',
      '2026-11-05,0,1,1',
      '2026-11-06,0,0,0',
      '2026-11-07,1,0,1',
      '2026-11-08,1,0,1',
      'Previous period,,,2',
      '',
    ]);
  });

  test('#43 funnel: statuses per category with the win rate in percent, all categories, and the previous period', () => {
    expect(lines('funnel')).toEqual([
      'Category,New,Contacted,Won,Lost,Spam,Win rate (%)',
      'Sweets,1,0,1,1,1,50.0',
      'Corporate,1,1,0,0,0,',
      'All categories,2,1,1,1,1,50.0',
      '"All categories, previous period",1,0,1,0,0,100.0',
      '',
    ]);
  });

  test('#43 response: answered, median and 90th percentile in minutes, the promise and who waits past it', () => {
    expect(lines('response')).toEqual([
      'Category,Answered,Median first response (minutes),90th percentile (minutes),Promised reply (hours),Waiting past the promise',
      'Sweets,3,30,90,4,1',
      'Corporate,1,600,600,24,1',
      'All categories,4,30,600,,2',
      '"All categories, previous period",1,60,60,,',
      '',
    ]);
  });

  test('#43 subjects: ranked, names quoted and neutralised as in the enquiry export', () => {
    expect(lines('subjects')).toEqual([
      'Rank,Kind,Name,Enquiries,Quantity,Indicative value (₹)',
      '1,Product,Kaju Katli,2,3,2910',
      "2,Product,'=Sohan Halwa Tin,1,200,250000",
      '3,Diwali pack,"Kaju Katli, ""Festive"" box",1,3,1950',
      '',
    ]);
  });

  test('#43 origins and alerts: this period and the one before', () => {
    expect(lines('origins')).toEqual([
      'Where the enquiry started,Enquiries,Previous period',
      'Product or service page,1,1',
      'Enquiry list,1,0',
      'Quote builder,1,0',
      'Event planner,0,0',
      'Announcement,1,0',
      'Contact page,2,1',
      '',
    ]);
    expect(lines('alerts')).toEqual(['Alert,This period,Previous period', 'Sent,2,1', 'Failed,1,0', '']);
  });

  test('#43 the file is named after the chart and the period', () => {
    expect(overviewCsvFileName('subjects', { from: '2026-11-02', to: '2026-11-08' })).toBe('overview-subjects-2026-11-02-to-2026-11-08.csv');
  });

  test('weeks are labelled as weeks', () => {
    const long = overviewOf(WEEK_ROWS, { from: '2026-10-01', to: '2026-11-08', categories: ENQUIRY_CATEGORIES, promiseHours: PROMISES, now: NOW, subjectNames: names });
    expect(overviewCsv(long, 'volume').split('\r\n')[0]).toBe('\uFEFFWeek starting (Monday),Sweets,Restaurants & Catering,Corporate,Banquets & Hotels,Gifting,Other,Total');
  });
});
