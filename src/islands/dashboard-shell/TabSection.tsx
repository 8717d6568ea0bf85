/** A dashboard section: its heading (with room for actions beside it) labels it; busy while loading. */
import type { ReactNode } from 'react';
import styles from './Content.module.css';

interface Props {
  /** From useId(): the heading is `${id}-heading`. */
  id: string;
  title: string;
  busy: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

export default function TabSection({ id, title, busy, actions, children }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} aria-busy={busy}>
      <div className={styles.top}>
        <h2 id={`${id}-heading`}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
