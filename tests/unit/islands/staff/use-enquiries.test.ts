// @vitest-environment jsdom
/**
 * The desk's list follows the filter chosen last (issue #45): filters now apply as soon as they are
 * chosen, so answers for an earlier filter can still be on their way when a later one is chosen.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { EnquiryFilter } from '../../../../src/lib/enquiry/enquiry-desk.ts';
import type { EnquiryRecord } from '../../../../src/lib/enquiry/enquiry-schema.ts';
import { useEnquiries } from '../../../../src/islands/staff/responses/use-enquiries.ts';

const fetchMock = vi.fn<typeof fetch>();

function enquiry(name: string): EnquiryRecord {
  return {
    _id: `20261110T100000000Z_${name}`,
    name,
    email: 'guest@example.com',
    phone: '',
    category: 'sweets',
    message: 'Hello',
    createdAt: '2026-11-10T10:00:00.000Z',
    status: 'new',
  };
}

interface Pending {
  url: URL;
  signal: AbortSignal | undefined;
  answer: (names: string[], nextCursor?: string) => void;
}

/** Every list request, answered only when the test says so (and never rejected on abort, as a late answer). */
function holdRequests(): Pending[] {
  const pending: Pending[] = [];
  fetchMock.mockImplementation(
    (input, init) =>
      new Promise<Response>((resolve) => {
        pending.push({
          url: new URL(String(input), 'http://localhost'),
          signal: init?.signal ?? undefined,
          answer: (names, nextCursor) =>
            resolve(new Response(JSON.stringify(names.map(enquiry)), { status: 200, headers: nextCursor ? { 'X-Next-Cursor': nextCursor } : {} })),
        });
      }),
  );
  return pending;
}

/** The hook for `filter`; `rerender({ filter })` chooses another. */
const renderList = (filter: EnquiryFilter) => renderHook((props: { filter: EnquiryFilter }) => useEnquiries(props.filter), { initialProps: { filter } });

const names = (state: ReturnType<typeof useEnquiries>['state']) => (state.status === 'loaded' ? state.enquiries.map((e) => e.name) : state.status);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('useEnquiries', () => {
  test('a late first page of an earlier filter does not replace the list of the later one', async () => {
    const pending = holdRequests();
    const { result, rerender } = renderList({ status: 'new' });
    rerender({ filter: { status: 'won' } });
    expect(pending.map((request) => request.url.searchParams.get('status'))).toEqual(['new', 'won']);
    expect(pending[0]?.signal?.aborted).toBe(true);

    await act(async () => pending[1]?.answer(['Won enquiry']));
    await act(async () => pending[0]?.answer(['New enquiry']));
    expect(names(result.current.state)).toEqual(['Won enquiry']);
  });

  test('a late "Show more" page of an earlier filter is not added to the list of the later one', async () => {
    const pending = holdRequests();
    const { result, rerender } = renderList({ status: 'new' });
    await act(async () => pending[0]?.answer(['New 1'], 'cursor-2'));
    await waitFor(() => expect(names(result.current.state)).toEqual(['New 1']));
    act(() => result.current.loadMore());
    expect(pending[1]?.url.searchParams.get('cursor')).toBe('cursor-2');

    rerender({ filter: { status: 'won' } });
    expect(pending[1]?.signal?.aborted).toBe(true);
    await act(async () => pending[2]?.answer(['Won 1']));
    await act(async () => pending[1]?.answer(['New 2']));
    expect(names(result.current.state)).toEqual(['Won 1']);
  });

  test('the same filter again asks nothing more', async () => {
    const pending = holdRequests();
    const { rerender } = renderList({ status: 'new' });
    rerender({ filter: { status: 'new' } });
    expect(pending).toHaveLength(1);
  });
});
