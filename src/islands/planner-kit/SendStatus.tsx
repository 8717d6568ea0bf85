/** What happened to a planner enquiry: thanks once stored (with the reference when there is one), or each reason it was not sent. */
import type { SendState } from './use-send.ts';
import styles from './planner.module.css';

export default function SendStatus({ state, team }: { state: SendState; team: string }) {
  if (state.status === 'sent') {
    const thanks = state.reference ? `Thank you. Your enquiry reference is ${state.reference}.` : "Thank you. We've received your enquiry.";
    return (
      <p role="status" className={styles.ok}>
        {`${thanks} ${team} will get back to you by phone or email.`}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert">
        <p className={styles.error}>Not sent yet:</p>
        <ul className={styles.errorList}>
          {state.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </div>
    );
  }
  return <p role="status" className={styles.note}>{state.status === 'sending' ? 'Sending…' : ''}</p>;
}
