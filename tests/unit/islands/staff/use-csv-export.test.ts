// @vitest-environment jsdom
/**
 * "Export CSV" (issue #11, issue #42 item 3): a filter small enough downloads at once; one the server
 * refuses as too large for one download (413) becomes an export job, followed until its file is ready,
 * then downloaded; a failed job says why.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { POLL_MS, useCsvExport } from '../../../../src/islands/staff/responses/use-csv-export.ts';
import type { ExportJobView } from '../../../../src/lib/api/export-jobs.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';

const saved = vi.hoisted(() => [] as { name: string; text: Promise<string> }[]);
vi.mock('../../../../src/islands/dashboard-shell/save-file.ts', () => ({
  saveFile: (file: Blob, name: string) => saved.push({ name, text: file.text() }),
}));

const fetchMock = vi.fn<typeof fetch>();
const id = '20261129T060000000Z_5b0c7f4e-1f7a-4c55-9a43-6a1f0f3c2d10';
const job = (change: Partial<ExportJobView>): ExportJobView => ({
  id,
  status: 'running',
  total: null,
  rows: 0,
  bytes: 0,
  createdAt: '2026-11-29T06:00:00.000Z',
  expiresAt: '2026-11-30T06:00:00.000Z',
  ...change,
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const csv = (text: string) => new Response(text, { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="enquiries-2026-11-29.csv"' } });

/** Answers each request by its method and path from the lists given, in order. */
function answer(routes: Record<string, Response[]>): string[] {
  const asked: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    asked.push(`${route}${url.search}`);
    const next = routes[route]?.shift();
    if (!next) throw new Error(`unexpected ${route}`);
    return next;
  });
  return asked;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', fetchMock);
  saved.length = 0;
  $toasts.set([]);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useCsvExport', () => {
  test('downloads a small export at once, with the filter', async () => {
    const asked = answer({ 'GET /api/contact/export': [csv('Reference\r\nRS-1\r\n')] });
    const { result } = renderHook(() => useCsvExport({ status: 'won' }));
    await act(() => result.current.exportCsv());
    expect(asked).toEqual(['GET /api/contact/export?status=won']);
    expect(saved.map((file) => file.name)).toEqual(['enquiries-2026-11-29.csv']);
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  test('starts a job when the export is too large for one download, shows its progress and downloads its file when done', async () => {
    const asked = answer({
      'GET /api/contact/export': [json(413, { message: 'This export has 1,00,000 enquiries…' })],
      'POST /api/contact/export-jobs': [json(202, job({}))],
      [`GET /api/contact/export-jobs/${id}`]: [json(200, job({ total: 100_000, rows: 40_000 })), json(200, job({ status: 'done', total: 100_000, rows: 100_000, bytes: 5_000_000 }))],
      [`GET /api/contact/export-jobs/${id}/file`]: [csv('Reference\r\nRS-1\r\n')],
    });
    const { result } = renderHook(() => useCsvExport({ category: 'corporate' }));
    let running: Promise<void> = Promise.resolve();
    await act(async () => {
      running = result.current.exportCsv();
    });
    expect(result.current.state).toMatchObject({ status: 'preparing', job: { rows: 0 } });
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(result.current.state).toMatchObject({ status: 'preparing', job: { rows: 40_000, total: 100_000 } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS);
      await running;
    });
    expect(result.current.state).toMatchObject({ status: 'ready', job: { rows: 100_000 } });
    expect(asked.slice(0, 2)).toEqual(['GET /api/contact/export?category=corporate', 'POST /api/contact/export-jobs']);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ filter: { category: 'corporate' } });
    expect(saved.map((file) => file.name)).toEqual(['enquiries-2026-11-29.csv']);
    expect(await saved[0]?.text).toBe('Reference\r\nRS-1\r\n');
  });

  test('says why a job failed, and downloads nothing', async () => {
    answer({
      'GET /api/contact/export': [json(413, { message: 'Too many' })],
      'POST /api/contact/export-jobs': [json(202, job({}))],
      [`GET /api/contact/export-jobs/${id}`]: [json(200, job({ status: 'failed', reason: 'Storage could not be reached.' }))],
    });
    const { result } = renderHook(() => useCsvExport({}));
    await act(async () => {
      const running = result.current.exportCsv();
      await vi.advanceTimersByTimeAsync(POLL_MS);
      await running;
    });
    expect(result.current.state).toEqual({ status: 'failed', message: 'Export failed: Storage could not be reached. Please try again.' });
    expect(saved).toEqual([]);
  });

  test('a direct download that fails is a toast, as before, and nothing else starts', async () => {
    const asked = answer({ 'GET /api/contact/export': [json(503, { message: 'Unavailable' })] });
    const { result } = renderHook(() => useCsvExport({}));
    await act(() => result.current.exportCsv());
    expect(asked).toHaveLength(1);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Export failed. Please try again.']);
    expect(result.current.state).toEqual({ status: 'idle' });
  });
});
