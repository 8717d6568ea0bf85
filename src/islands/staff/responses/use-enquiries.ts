/**
 * Loads the contact responses a page at a time from the server, for the current filter (issue #11);
 * each page is retried twice, and a failure shows the toast of admin §8 (ERR-12). A new filter
 * aborts the requests of the one before (issue #45), first page and "Show more" alike, so an older
 * answer arriving late can never replace the list of the filter now chosen.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchEnquiryPage } from '../../../client/enquiry-desk-api.ts';
import type { EnquiryFilter } from '../../../lib/enquiry/enquiry-desk.ts';
import type { EnquiryRecord } from '../../../lib/enquiry/enquiry-schema.ts';
import { currentAdminToken } from '../../../stores/staff-session.ts';
import { showToast } from '../../../stores/toasts.ts';
import { RESPONSES_FAILED } from '../staff-messages.ts';

export type EnquiriesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; enquiries: EnquiryRecord[]; nextCursor: string | null; loadingMore: boolean };

export function useEnquiries(filter: EnquiryFilter): { state: EnquiriesState; loadMore: () => void } {
  const [state, setState] = useState<EnquiriesState>({ status: 'loading' });
  const key = JSON.stringify(filter);
  // The current filter's requests; aborted when the filter changes or the list goes away.
  const requests = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    requests.current = controller;
    setState({ status: 'loading' });
    fetchEnquiryPage(currentAdminToken() ?? '', JSON.parse(key) as EnquiryFilter, null, { signal: controller.signal }).then(
      (page) => !controller.signal.aborted && setState({ status: 'loaded', ...page, loadingMore: false }),
      () => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed' });
        showToast(RESPONSES_FAILED, 'error');
      },
    );
    return () => controller.abort();
  }, [key]);

  const loadMore = useCallback(() => {
    const controller = requests.current;
    if (!controller || state.status !== 'loaded' || !state.nextCursor || state.loadingMore) return;
    const before = state;
    setState({ ...before, loadingMore: true });
    fetchEnquiryPage(currentAdminToken() ?? '', JSON.parse(key) as EnquiryFilter, before.nextCursor, { signal: controller.signal }).then(
      (page) => {
        if (controller.signal.aborted) return;
        setState({ status: 'loaded', enquiries: [...before.enquiries, ...page.enquiries], nextCursor: page.nextCursor, loadingMore: false });
      },
      () => {
        if (controller.signal.aborted) return;
        setState({ ...before, loadingMore: false });
        showToast(RESPONSES_FAILED, 'error');
      },
    );
  }, [state, key]);

  return { state, loadMore };
}
