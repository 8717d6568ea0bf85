/** The choice of what to restore or download: everything, or one restore unit (its label and stores). */
import { useId } from 'react';
import type { BackupsAnswer } from '../../../client/developer-api.ts';
import { EVERYTHING } from '../../../lib/backups/backup-units.ts';
import form from '../../dashboard-shell/Form.module.css';

interface Props {
  units: BackupsAnswer['units'];
  value: string;
  onChange: (unit: string) => void;
  label: string;
}

export default function UnitSelect({ units, value, onChange, label }: Props) {
  const id = useId();
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>{label}</label>
      <select id={id} className={form.control} value={value} onChange={(e) => onChange(e.target.value)} data-autofocus>
        <option value={EVERYTHING}>Everything</option>
        {units.map((unit) => (
          <option key={unit.id} value={unit.id}>{`${unit.label} (${unit.stores.join(', ')})`}</option>
        ))}
      </select>
    </div>
  );
}
