/** A row of labelled numbers (the Overview cards and the Blogs counts). */
import styles from './Content.module.css';
import { formatCount } from '../../lib/text/indian-number.ts';

export default function StatCards({ label, cards }: { label: string; cards: ReadonlyArray<{ label: string; value: number }> }) {
  return (
    <dl className={styles.stats} aria-label={label}>
      {cards.map((card) => (
        <div key={card.label} className={styles.stat}>
          <dt>{card.label}</dt>
          <dd>{formatCount(card.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
