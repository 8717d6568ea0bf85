/** A row of labelled numbers (the Overview cards and the Blogs counts). */
import styles from './Content.module.css';

export default function StatCards({ label, cards }: { label: string; cards: ReadonlyArray<{ label: string; value: number }> }) {
  return (
    <dl className={styles.stats} aria-label={label}>
      {cards.map((card) => (
        <div key={card.label} className={styles.stat}>
          <dt>{card.label}</dt>
          <dd>{card.value.toLocaleString('en-IN')}</dd>
        </div>
      ))}
    </dl>
  );
}
