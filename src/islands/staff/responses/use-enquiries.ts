/**
 * Loads the contact responses a page at a time from the server, for the current filter (issue #11);
 * each page is retried twice, and a failure shows the toast of admin §8 (ERR-12).
 */
import { useCallback, useEffect, useState } from 'react';
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

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    fetchEnquiryPage(currentAdminToken() ?? '', JSON.parse(key) as EnquiryFilter, null).then(
      (page) => !cancelled && setState({ status: 'loaded', ...page, loadingMore: false }),
      () => {
        if (cancelled) return;
        setState({ status: 'failed' });
        showToast(RESPONSES_FAILED, 'error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key]);

  const loadMore = useCallback(() => {
    if (state.status !== 'loaded' || !state.nextCursor || state.loadingMore) return;
    const before = state;
    setState({ ...before, loadingMore: true });
    fetchEnquiryPage(currentAdminToken() ?? '', JSON.parse(key) as EnquiryFilter, before.nextCursor).then(
      (page) => setState({ status: 'loaded', enquiries: [...before.enquiries, ...page.enquiries], nextCursor: page.nextCursor, loadingMore: false }),
      () => {
        setState({ ...before, loadingMore: false });
        showToast(RESPONSES_FAILED, 'error');
      },
    );
  }, [state, key]);

  return { state, loadMore };
}
