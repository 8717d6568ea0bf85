// @vitest-environment jsdom
/**
 * The staff Overview screen (issue #43) fed answers of GET /api/admin/overview that parse with the
 * contract's overviewAnswer: the period it asks for (and keeps in the address), the figures and
 * tables it shows, a custom range's errors, the empty, failed and ended-session states, Export CSV.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { OVERVIEW_MESSAGES, overviewAnswer, type OverviewAnswer } from '../../../../../src/lib/api/overview.ts';
import type { PeakFestivalDay } from '../../../../../src/lib/overview/festival-season.ts';
import { PERIOD_MESSAGES } from '../../../../../src/lib/overview/period-choice.ts';
import OverviewRoute from '../../../../../src/islands/staff/overview/OverviewRoute.tsx';
import { AUTH_EXPIRED, FETCH_FAILED } from '../../../../../src/islands/dashboard-shell/shell-messages.ts';
import { EXPORT_FAILED } from '../../../../../src/islands/staff/responses/use-csv-export.ts';
import type { AdminInfo } from '../../../../../src/stores/staff-session.ts';
import { $toasts } from '../../../../../src/stores/toasts.ts';
import { byCategory, OVERVIEW_EMPTY_WEEK, OVERVIEW_WEEK } from '../../../../fixtures/overview-answer.ts';

// The drawing has its own test (draw-bar-chart.test.ts); here the charts' boxes stay empty.
vi.mock('../../../../../src/islands/staff/overview/draw-bar-chart.ts', () => ({ drawBarChart: () => () => {} }));

const fetchMock = vi.fn<typeof fetch>();
const SUPERADMIN: AdminInfo = { email: 'owner@rasika.test', role: 'superadmin', permissions: [], isActive: true };
const PEAK: PeakFestivalDay[] = [
  { name: 'Dussehra', date: '2026-10-20' },
  { name: 'Diwali', date: '2026-11-08' },
  { name: 'Christmas', date: '2026-12-25' },
  { name: 'Sankranti', date: '2027-01-14' },
];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** What the screen asked for, in order: path and query. */
const asked = () => fetchMock.mock.calls.map(([input]) => { const url = new URL(String(input), 'http://localhost'); return `${url.pathname}?${url.searchParams.toString()}`; });

function answering(answer: OverviewAnswer | (() => Response)) {
  fetchMock.mockImplementation(async () => (typeof answer === 'function' ? answer() : json(200, answer)));
}

function open(admin: AdminInfo = SUPERADMIN, query = '') {
  window.history.replaceState(null, '', `/staff-dashboard/overview${query}`);
  return render(<OverviewRoute admin={admin} peakFestivals={PEAK} />);
}

const section = (name: string) => screen.getByRole('region', { name });
/** The rows of the section's table(s) as text, cell by cell. */
function rows(region: HTMLElement, caption: string): string[][] {
  const table = within(region).getByRole('table', { name: caption, hidden: true });
  return within(table).getAllByRole('row', { hidden: true }).map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent ?? ''));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T06:00:00Z'));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('adminToken', 'staff-token');
  $toasts.set([]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

test('the fixture is an answer the contract accepts', () => {
  expect(overviewAnswer.parse(JSON.parse(JSON.stringify(OVERVIEW_WEEK)))).toEqual(OVERVIEW_WEEK);
  expect(overviewAnswer.parse(JSON.parse(JSON.stringify(OVERVIEW_EMPTY_WEEK)))).toEqual(OVERVIEW_EMPTY_WEEK);
});

describe('OverviewRoute (issue #43)', { timeout: 15_000 }, () => {
  test('asks for the last 30 India days with the session token and shows the period, the coverage and the headline figures', async () => {
    answering(OVERVIEW_WEEK);
    open();
    expect(await screen.findByText('Sun, 1 Nov, 2026 to Sat, 7 Nov, 2026 (7 days), compared with Sun, 25 Oct, 2026 to Sat, 31 Oct, 2026. Covers all categories.')).toBeTruthy();
    expect(asked()).toEqual(['/api/admin/overview?from=2026-10-31&to=2026-11-29']);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer staff-token');
    const figures = screen.getByLabelText('Headline figures');
    expect(Array.from(figures.querySelectorAll('div')).map((card) => card.textContent)).toEqual([
      'Enquiries12 up 3 (33%) on the previous period',
      'Win rate75% previous period 50%',
      'Median first response1 h previous period 4 h',
      'Waiting past the promise2 not answered within 4 h to 1 d, by category, now',
      'Alerts failed1 of 12 alerts',
    ]);
  });

  test('every chart has its numbers as a table behind "Show table"', async () => {
    answering(OVERVIEW_WEEK);
    open();
    const volume = await screen.findByRole('region', { name: 'Enquiries per day' });
    expect(within(volume).getByText('12 enquiries, up 3 (33%) on the previous period (9).')).toBeTruthy();
    expect(within(volume).getByRole('img', { name: 'Enquiries per day, stacked by category. The numbers are in the table.' })).toBeTruthy();
    expect(within(volume).queryByRole('table')).toBeNull();
    fireEvent.click(within(volume).getByRole('button', { name: 'Show table' }));
    expect(within(volume).getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');
    expect(rows(volume, 'Enquiries per day by category, Sun, 1 Nov, 2026 to Sat, 7 Nov, 2026')).toEqual([
      ['Day', 'Sweets', 'Restaurants & Catering', 'Corporate', 'Banquets & Hotels', 'Gifting', 'Other', 'Total'],
      ['Sun, 1 Nov, 2026', '2', '0', '1', '0', '0', '0', '3'],
      ['Mon, 2 Nov, 2026', '0', '0', '0', '1', '0', '0', '1'],
      ['Tue, 3 Nov, 2026', '0', '0', '0', '0', '0', '0', '0'],
      ['Wed, 4 Nov, 2026', '1', '0', '0', '0', '2', '0', '3'],
      ['Thu, 5 Nov, 2026', '0', '2', '0', '0', '0', '0', '2'],
      ['Fri, 6 Nov, 2026', '0', '0', '0', '0', '0', '1', '1'],
      ['Sat, 7 Nov, 2026', '1', '0', '0', '1', '0', '0', '2'],
      ['Total', '4', '2', '1', '2', '2', '1', '12'],
    ]);

    const funnel = section('Status and win rate');
    expect(within(funnel).getByText('Won 3, lost 1: a win rate of 75% (won of won and lost; previous period 50%).')).toBeTruthy();
    expect(rows(funnel, 'Status and win rate by category')).toEqual([
      ['Category', 'New', 'Contacted', 'Won', 'Lost', 'Spam', 'Win rate'],
      ['Sweets', '1', '1', '2', '0', '0', '100%'], ['Restaurants & Catering', '0', '0', '1', '1', '0', '50%'], ['Corporate', '0', '0', '0', '0', '1', '–'],
      ['Banquets & Hotels', '1', '1', '0', '0', '0', '–'], ['Gifting', '2', '0', '0', '0', '0', '–'], ['Other', '1', '0', '0', '0', '0', '–'],
      ['All categories', '5', '2', '3', '1', '1', '75%'], ['All categories, previous period', '2', '2', '2', '2', '1', '50%'],
    ]);

    const response = section('Time to first response');
    expect(within(response).getByText('Median 1 h, 90th percentile 1 d 1 h (previous period: median 4 h). 2 enquiries still waiting longer than the promised reply (4 h to 1 d, by category).')).toBeTruthy();
    expect(rows(response, 'Time to first response and waiting past the promise by category')).toEqual([
      ['Category', 'Answered', 'Median', '90th percentile', 'Promised reply', 'Waiting past it'],
      ['Sweets', '3', '30 min', '1 h', '4 h', '0'], ['Restaurants & Catering', '2', '2 h', '3 h 20 min', '1 d', '0'],
      ['Corporate', '1', 'under 1 min', 'under 1 min', '1 d', '0'], ['Banquets & Hotels', '1', '1 d 1 h', '1 d 1 h', '4 h', '0'],
      ['Gifting', '0', '–', '–', '4 h', '1'], ['Other', '0', '–', '–', '1 d', '1'],
      ['All categories', '7', '1 h', '1 d 1 h', '4 h to 1 d, by category', '2'], ['All categories, previous period', '7', '4 h', '2 d', '–', '–'],
    ]);

    expect(rows(section('Most enquired items'), 'Most enquired items, most enquiries first')).toEqual([
      ['Item', 'Kind', 'Enquiries', 'Quantity', 'Indicative value'],
      ['Kaju Katli', 'Diwali pack', '3', '7', '₹4,550'],
      ['Sohan Halwa Heritage Tin', 'Product', '2', '225', '₹2,81,250'],
      ['Premium package', 'Event package', '1', '1', '₹50,000'],
      ['Grand Hall', 'Hall or stay', '1', '1', '–'],
    ]);
    expect(rows(section('Where enquiries start'), 'Where enquiries started')).toEqual([
      ['Started from', 'This period', 'Previous period'], ['Product or service page', '3', '2'], ['Enquiry list', '2', '1'], ['Quote builder', '1', '0'],
      ['Event planner', '1', '1'], ['Announcement', '1', '0'], ['Contact page', '4', '5'],
    ]);
    const alerts = section('Alert delivery');
    expect(within(alerts).getByText('11 sent, 1 failed (previous period: 9 sent, 0 failed).')).toBeTruthy();
    expect(rows(alerts, 'Enquiry alerts')).toEqual([['Alerts', 'This period', 'Previous period'], ['Sent', '11', '9'], ['Failed', '1', '0']]);
  });

  test('a subadmin sees the one category the server counted for them', async () => {
    const halls = (row: { category: string }) => row.category === 'banquets & hotels';
    const { funnel, response } = OVERVIEW_WEEK;
    answering({
      ...OVERVIEW_WEEK,
      categories: ['banquets & hotels'],
      funnel: { ...funnel, winRate: funnel.winRate.filter(halls) },
      response: { ...response, perCategory: response.perCategory.filter(halls), promiseHours: 4, waiting: 0 },
    });
    open({ email: 'hall@rasika.test', role: 'subadmin', category: 'banquets & hotels', permissions: [], isActive: true });
    expect(await screen.findByText(/Covers Banquets & Hotels only\.$/)).toBeTruthy();
    fireEvent.click(within(section('Enquiries per day')).getByRole('button', { name: 'Show table' }));
    expect(rows(section('Enquiries per day'), 'Enquiries per day by category, Sun, 1 Nov, 2026 to Sat, 7 Nov, 2026')[0]).toEqual(['Day', 'Banquets & Hotels', 'Total']);
    // One category, one promise: the thank-you page's 4 hours for halls.
    expect(Array.from(screen.getByLabelText('Headline figures').querySelectorAll('div')).map((card) => card.textContent)[3]).toBe('Waiting past the promise0 not answered within 4 h, now');
    expect(rows(section('Time to first response'), 'Time to first response and waiting past the promise by category').slice(1, 3)).toEqual([
      ['Banquets & Hotels', '1', '1 d 1 h', '1 d 1 h', '4 h', '0'],
      ['All categories', '7', '1 h', '1 d 1 h', '4 h', '0'],
    ]);
  });

  test('a preset applies at once, asks for its days and is kept in the address', async () => {
    answering(OVERVIEW_WEEK);
    open();
    await screen.findByRole('region', { name: 'Enquiries per day' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: '7' } });
    await waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()[1]).toBe('/api/admin/overview?from=2026-11-23&to=2026-11-29');
    expect(window.location.search).toBe('?period=7');
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: '90' } });
    await waitFor(() => expect(asked()[2]).toBe('/api/admin/overview?from=2026-09-01&to=2026-11-29'));
  });

  test('this festival season runs from 30 days before the first peak festival to today, named by its festivals', async () => {
    answering(OVERVIEW_WEEK);
    open();
    const season = screen.getByRole('option', { name: 'This festival season (Dussehra to Sankranti)' }) as HTMLOptionElement;
    expect(season.disabled).toBe(false);
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'season' } });
    await waitFor(() => expect(asked().at(-1)).toBe('/api/admin/overview?from=2026-09-20&to=2026-11-29'));
    expect(window.location.search).toBe('?period=season');
  });

  test('the address chooses the period on opening (a reload, Back)', async () => {
    answering(OVERVIEW_WEEK);
    open(SUPERADMIN, '?period=custom&from=2026-10-01&to=2026-10-31');
    await waitFor(() => expect(asked()).toEqual(['/api/admin/overview?from=2026-10-01&to=2026-10-31']));
    expect((screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement).value).toBe('custom');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-10-31');
  });

  test('a custom range starts from the period shown, says what is wrong beside each date and asks nothing until it is right', async () => {
    answering(OVERVIEW_WEEK);
    open();
    await screen.findByRole('region', { name: 'Enquiries per day' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'custom' } });
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['2026-10-31', '2026-11-29']);
    expect(to.max).toBe('2026-11-29');

    fireEvent.change(from, { target: { value: '2026-11-20' } });
    fireEvent.change(to, { target: { value: '2026-11-10' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Show' })));
    expect(screen.getByText(OVERVIEW_MESSAGES.rangeReversed)).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(to.getAttribute('aria-describedby')).toBe(screen.getByText(OVERVIEW_MESSAGES.rangeReversed).id);
    expect(document.activeElement).toBe(to);

    fireEvent.change(from, { target: { value: '' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Show' })));
    expect(screen.getByText(PERIOD_MESSAGES.fromRequired)).toBeTruthy();
    expect(document.activeElement).toBe(from);
    expect(asked()).toHaveLength(1);
    expect(window.location.search).toBe('');

    fireEvent.change(from, { target: { value: '2026-11-01' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Show' })));
    await waitFor(() => expect(asked()).toEqual(['/api/admin/overview?from=2026-10-31&to=2026-11-29', '/api/admin/overview?from=2026-11-01&to=2026-11-10']));
    expect(screen.queryByText(PERIOD_MESSAGES.fromRequired)).toBeNull();
    expect(window.location.search).toBe('?period=custom&from=2026-11-01&to=2026-11-10');
  });

  test('a broken custom range in the address shows its error and asks nothing', async () => {
    answering(OVERVIEW_WEEK);
    open(SUPERADMIN, '?period=custom&from=2026-11-10&to=2026-12-31');
    expect(await screen.findByText(PERIOD_MESSAGES.toAfterToday)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a period without enquiries says so, with the previous period, and draws no chart', async () => {
    answering(OVERVIEW_EMPTY_WEEK);
    open();
    expect(await screen.findByText('No enquiries in this period. The previous period had 9.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Enquiries per day' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  test('loading, then a failure with Retry, which asks again', async () => {
    let fail = true;
    answering(() => (fail ? json(503, { message: 'Storage is unavailable.' }) : json(200, OVERVIEW_WEEK)));
    open();
    expect(screen.getByText('Loading the overview...')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${FETCH_FAILED}Retry`);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Enquiries per day' })).toBeTruthy();
    expect(asked()).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('an ended session says to sign in again', async () => {
    answering(() => json(401, { message: 'Invalid or expired token.' }));
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(AUTH_EXPIRED)).toBeTruthy();
  });

  test('Export CSV downloads the server\'s CSV of that chart for the period shown', async () => {
    answering(OVERVIEW_WEEK);
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
    open();
    const origins = await screen.findByRole('region', { name: 'Where enquiries start' });
    fetchMock.mockImplementationOnce(async () => new Response('Origin,This period\r\n', { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="overview-origins-2026-10-31-2026-11-29.csv"' } }));
    await act(async () => void fireEvent.click(within(origins).getByRole('button', { name: 'Export CSV' })));
    await waitFor(() => expect(saved).toEqual(['overview-origins-2026-10-31-2026-11-29.csv']));
    expect(asked()[1]).toBe('/api/admin/overview.csv?from=2026-10-31&to=2026-11-29&chart=origins');
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer staff-token');

    fetchMock.mockImplementationOnce(async () => json(500, { message: 'Export failed.' }));
    await act(async () => void fireEvent.click(within(section('Alert delivery')).getByRole('button', { name: 'Export CSV' })));
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toEqual([EXPORT_FAILED]));
    click.mockRestore();
  });
});

test('byCategory names every category', () => {
  expect(Object.keys(byCategory({ sweets: 1 }))).toHaveLength(6);
});
