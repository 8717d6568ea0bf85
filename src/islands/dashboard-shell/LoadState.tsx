/** What a tab shows before its data arrives, or when it cannot (admin §8 "Failed to fetch data"; ERR-20, ERR-23). */
import { ApiError } from '../../client/api-client.ts';
import { AUTH_EXPIRED, FETCH_FAILED } from './shell-messages.ts';
import type { Remote } from './use-remote.ts';
import styles from './Content.module.css';

export default function LoadState({ state, what }: { state: Remote<unknown>; what: string }) {
  if (state.status === 'loading') return <p className={styles.muted}>Loading {what}...</p>;
  if (state.status !== 'failed') return null;
  const forbidden = state.error instanceof ApiError && state.error.status === 403;
  return (
    <div className={styles.failed} role="alert">
      <p>{FETCH_FAILED}</p>
      {forbidden && <p>{AUTH_EXPIRED}</p>}
    </div>
  );
}
