/**
 * A number field of a generated form: typed as text (a phone keypad for whole numbers), stored as a
 * number once it reads as one. While it does not ("12.", "abc"), the text itself is kept, so the
 * editor's checks say "Enter a number." and the typed text is never lost; leaving the field settles
 * a number written loosely ("1.50" -> 1.5).
 */
import { fieldHint } from '../../../lib/content-form/field-hint.ts';
import FieldFrame, { useFieldIds } from './FieldFrame.tsx';
import { useSchemaForm, type FieldProps } from './form-context.ts';
import styles from './SchemaForm.module.css';

type Props = FieldProps & { integer: boolean };

/** The number a text stands for when it is written exactly as that number, else the text. */
function storedValue(text: string): number | string {
  const trimmed = text.trim();
  const number = Number(trimmed);
  return trimmed !== '' && Number.isFinite(number) && String(number) === trimmed ? number : text;
}

export default function NumberField({ node, path, value, label, required, nullable, integer }: Props) {
  const { setValue } = useSchemaForm();
  const hint = fieldHint(node);
  const { id, error, described } = useFieldIds(path, hint);
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';

  function change(next: string): void {
    if (next.trim() === '') return setValue(path, nullable ? null : undefined);
    setValue(path, storedValue(next));
  }

  function settle(): void {
    if (typeof value !== 'string' || value.trim() === '') return;
    const number = Number(value.trim());
    if (Number.isFinite(number)) setValue(path, number);
  }

  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input id={id} className={styles.control} type="text" inputMode={integer ? 'numeric' : 'decimal'} autoComplete="off"
        value={text} required={required} {...described} onChange={(event) => change(event.target.value)} onBlur={settle} />
    </FieldFrame>
  );
}
