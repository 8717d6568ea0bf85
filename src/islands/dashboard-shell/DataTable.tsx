/** A dashboard table that scrolls sideways on narrow screens: a header row, then the body's rows. */
import type { AriaAttributes, ReactNode } from 'react';
import styles from './Content.module.css';

type Props = Pick<AriaAttributes, 'aria-labelledby' | 'aria-describedby'> & {
  /** Read by screen readers only. */
  caption?: string;
  /**
   * A table that may be wider than its box on a phone: the box it scrolls in is a named region that
   * takes the focus, so keyboard users can scroll it too (axe "scrollable-region-focusable").
   */
  scrolls?: boolean;
  head: ReactNode;
  children: ReactNode;
};

export default function DataTable({ caption, scrolls = false, head, children, ...aria }: Props) {
  return (
    <div className={styles.tableWrap} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}>
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
