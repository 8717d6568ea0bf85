/** The label/value list of a product's facts; facts without a value are left out. */
import styles from './FactList.module.css';

export type Fact = readonly [label: string, value: string | undefined];

export default function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts
        .filter((fact): fact is readonly [string, string] => fact[1] !== undefined && fact[1].trim() !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
