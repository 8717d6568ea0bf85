/** What happened to a planner enquiry: thanks once stored (with the reference when there is one), or each reason it was not sent. */
import { fill } from '../../lib/i18n/ui-strings.ts';
import type { SendState, SendWords } from './use-send.ts';
import styles from './planner.module.css';

export default function SendStatus({ state, team, words }: { state: SendState; team: string; words: SendWords }) {
  if (state.status === 'sent') {
    const thanks = state.reference ? fill(words.thanksReference, { reference: state.reference }) : words.thanks;
    return (
      <p role="status" className={styles.ok}>
        {`${thanks} ${fill(words.reply, { team })}`}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert">
        <p className={styles.error}>{words.notSent}</p>
        <ul className={styles.errorList}>
          {state.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </div>
    );
  }
  return <p role="status" className={styles.note}>{state.status === 'sending' ? words.sending : ''}</p>;
}
