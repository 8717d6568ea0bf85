/** A dashboard table that scrolls sideways on narrow screens: a header row, then the body's rows. */
import type { AriaAttributes, ReactNode } from 'react';
import styles from './Content.module.css';

type Props = Pick<AriaAttributes, 'aria-labelledby' | 'aria-describedby'> & {
  /** Read by screen readers only. */
  caption?: string;
  head: ReactNode;
  children: ReactNode;
};

export default function DataTable({ caption, head, children, ...aria }: Props) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} {...aria}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
