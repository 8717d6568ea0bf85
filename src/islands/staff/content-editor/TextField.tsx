/**
 * A text field of a generated form: one line, or a text area (`longText`), a date (`format: date` or
 * the `date` widget), a timestamp in India time (`format: date-time`) or a web address (`format: uri`).
 * Emptied, an optional field is left out of the entry (null when the schema takes null).
 */
import { fieldHint } from '../../../lib/content-form/field-hint.ts';
import { fromIndiaLocal, toIndiaLocal } from '../../../lib/content-form/india-time.ts';
import FieldFrame, { useFieldIds } from './FieldFrame.tsx';
import { useSchemaForm, type FieldProps } from './form-context.ts';
import styles from './SchemaForm.module.css';

type Props = FieldProps & { widget: string | undefined };

function inputType(format: string | undefined, widget: string | undefined): string {
  if (widget === 'date' || format === 'date') return 'date';
  if (format === 'date-time') return 'datetime-local';
  if (format === 'uri') return 'url';
  if (format === 'email') return 'email';
  return 'text';
}

export default function TextField({ node, path, value, label, required, nullable, widget }: Props) {
  const { setValue } = useSchemaForm();
  const hint = fieldHint(node);
  const { id, error, described } = useFieldIds(path, hint);
  const type = inputType(node.format, widget);
  const text = typeof value === 'string' ? value : '';
  const shown = type === 'datetime-local' ? toIndiaLocal(text) || text : text;

  function change(next: string): void {
    if (next === '') return setValue(path, required ? (nullable ? null : '') : undefined);
    setValue(path, type === 'datetime-local' ? (fromIndiaLocal(next) ?? next) : next);
  }

  const common = {
    id,
    className: styles.control,
    value: shown,
    required,
    maxLength: node.maxLength,
    ...described,
  };
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {widget === 'longText' ? (
        <textarea {...common} rows={5} onChange={(event) => change(event.target.value)} />
      ) : (
        <input {...common} type={type} step={type === 'datetime-local' ? 1 : undefined} onChange={(event) => change(event.target.value)} />
      )}
    </FieldFrame>
  );
}
