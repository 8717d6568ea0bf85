/** Loads the contact responses (retried twice); on failure the toast of admin §8 (ERR-12). */
import { useEffect, useState } from 'react';
import { fetchEnquiries } from '../../../client/staff-api.ts';
import type { EnquiryRecord } from '../../../lib/enquiry/enquiry-schema.ts';
import { currentAdminToken } from '../../../stores/staff-session.ts';
import { showToast } from '../../../stores/toasts.ts';
import { RESPONSES_FAILED } from '../staff-messages.ts';

export type EnquiriesState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; enquiries: EnquiryRecord[] };

export function useEnquiries(): EnquiriesState {
  const [state, setState] = useState<EnquiriesState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    fetchEnquiries(currentAdminToken() ?? '').then(
      (enquiries) => !cancelled && setState({ status: 'loaded', enquiries }),
      () => {
        if (cancelled) return;
        setState({ status: 'failed' });
        showToast(RESPONSES_FAILED, 'error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
