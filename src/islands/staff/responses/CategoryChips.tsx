/** The superadmin's category filter chips (admin §2, §9; RESP-04). */
import styles from './Responses.module.css';

export const CHIP_VALUES = ['all', 'sweets', 'restaurants & catering', 'corporate', 'banquets & hotels'] as const;
export type ChipValue = (typeof CHIP_VALUES)[number];

interface Props {
  selected: ChipValue;
  onSelect: (value: ChipValue) => void;
}

export default function CategoryChips({ selected, onSelect }: Props) {
  return (
    <div className={styles.chips} role="group" aria-label="Filter by category">
      {CHIP_VALUES.map((value) => (
        <button key={value} type="button" className={styles.chip} aria-pressed={value === selected} onClick={() => onSelect(value)}>
          {value}
        </button>
      ))}
    </div>
  );
}
