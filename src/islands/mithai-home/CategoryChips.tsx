/** The sweets home chips (FEATURES MITHAI-05, MITHAI-06): toggle buttons, one pressed. */
import type { CategoryChip } from '../../lib/catalogue/category-order.ts';
import { sameCategory } from '../../lib/catalogue/category-order.ts';
import '../ui/kit/chip.css';
import '../ui/kit/cluster.css';

interface Props {
  chips: readonly CategoryChip[];
  current: string;
  onSelect: (value: string) => void;
  /** The group's name in the page's language (issue #44). */
  label?: string;
}

export default function CategoryChips({ chips, current, onSelect, label = 'Filter by category' }: Props) {
  return (
    <div className="cluster" role="group" aria-label={label}>
      {chips.map((chip) => (
        <button
          key={chip.value}
          type="button"
          className="chip"
          aria-pressed={sameCategory(chip.value, current)}
          onClick={() => onSelect(chip.value)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
