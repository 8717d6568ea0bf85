/**
 * A field with fixed options (an enum, or a union of constants): radio buttons for up to four options
 * of a field that needs an answer, a select otherwise ("None" first when the field may stay empty).
 */
import { fieldHint } from '../../../lib/content-form/field-hint.ts';
import { optionLabel } from '../../../lib/content-form/form-hints.ts';
import FieldFrame, { useFieldIds } from './FieldFrame.tsx';
import { useSchemaForm, type FieldProps } from './form-context.ts';
import styles from './SchemaForm.module.css';

type Props = FieldProps & { options: readonly (string | number)[] };

/** At most this many options show as radio buttons. */
export const RADIO_MAX = 4;

export default function ChoiceField({ node, path, value, label, required, nullable, options }: Props) {
  const { setValue } = useSchemaForm();
  const hint = fieldHint(node);
  const { id, error, errorId, hintId, described } = useFieldIds(path, hint);
  const current = value ?? node.default;
  const pick = (index: number) => setValue(path, index < 0 ? (nullable ? null : undefined) : options[index]);

  if (required && options.length <= RADIO_MAX) {
    return (
      <fieldset className={styles.group} {...described} aria-invalid={undefined}>
        <legend className={styles.label}>{label}</legend>
        <div className={styles.radios}>
          {options.map((option, index) => (
            <label key={String(option)} className={styles.check}>
              <input type="radio" name={id} id={index === 0 ? id : undefined} checked={current === option} aria-invalid={error ? true : undefined}
                onChange={() => pick(index)} />
              {optionLabel(option)}
            </label>
          ))}
        </div>
        {hint && <p id={hintId} className={styles.hint}>{hint}</p>}
        {error && <p id={errorId} className={styles.error}>{error}</p>}
      </fieldset>
    );
  }
  const selected = options.findIndex((option) => option === current);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <select id={id} className={styles.control} value={String(selected)} required={required} {...described}
        onChange={(event) => pick(Number(event.target.value))}>
        <option value="-1">{required ? 'Choose…' : 'None'}</option>
        {options.map((option, index) => (
          <option key={String(option)} value={String(index)}>{optionLabel(option)}</option>
        ))}
      </select>
    </FieldFrame>
  );
}
