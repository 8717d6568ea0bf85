/** Sending a planner enquiry: one request at a time, the reference on success, the server's errors otherwise. */
import { useState } from 'react';
import { ApiError } from '../../client/api-client.ts';
import { sendPlannerEnquiry, type PlannerEnquiry } from '../../client/planner-api.ts';

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; reference: string }
  | { status: 'failed'; messages: string[] };

function failureMessages(error: unknown): string[] {
  if (error instanceof ApiError) return [error.message, ...Object.entries(error.errors ?? {}).map(([field, message]) => `${field}: ${message}`)];
  return [error instanceof Error ? error.message : 'Something went wrong. Please try again or call us.'];
}

export function useSend() {
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const send = async (enquiry: PlannerEnquiry) => {
    if (state.status === 'sending') return;
    setState({ status: 'sending' });
    try {
      const receipt = await sendPlannerEnquiry(enquiry);
      setState({ status: 'sent', reference: receipt.reference });
    } catch (error) {
      setState({ status: 'failed', messages: failureMessages(error) });
    }
  };
  const refuse = (messages: string[]) => setState({ status: 'failed', messages });
  return { state, send, refuse };
}
