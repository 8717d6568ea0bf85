/**
 * A record field of a generated form (a JSON Schema object keyed by a pattern, e.g. a festival's
 * dates by year): one control per key, each with "Remove", and a key box with "Add" that checks
 * the new key against the schema's key pattern and the keys already there.
 */
import { useState } from 'react';
import { checkRecordKey } from '../../../lib/content-form/check-value.ts';
import { emptyValue } from '../../../lib/content-form/empty-value.ts';
import { fieldHint } from '../../../lib/content-form/field-hint.ts';
import { childSchemaPath } from '../../../lib/content-form/form-hints.ts';
import { isScalar, type JsonSchema } from '../../../lib/content-form/json-schema.ts';
import { useFieldIds } from './FieldFrame.tsx';
import GroupHead from './GroupHead.tsx';
import SchemaField from './SchemaField.tsx';
import { useSchemaForm, type FieldProps } from './form-context.ts';
import styles from './SchemaForm.module.css';

type Props = FieldProps & { values: JsonSchema; keys: JsonSchema | undefined };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export default function RecordField({ node, path, schemaPath, value, label, required, values, keys }: Props) {
  const { root, hints, setValue } = useSchemaForm();
  const record = isObject(value) ? value : {};
  const [newKey, setNewKey] = useState('');
  const [keyError, setKeyError] = useState<string | undefined>();
  const hint = fieldHint(node, label);
  const { id, error, errorId, hintId } = useFieldIds(path, hint);
  const valueSchemaPath = childSchemaPath(schemaPath, '*');
  const rowClass = isScalar(values, root) && !hints.widgets[valueSchemaPath] ? `${styles.row} ${styles.compact}` : styles.row;
  // The schema's words for a key, else an example: its own, or a key the record already has.
  const example = keys?.examples?.[0] ?? Object.keys(record)[0];
  const keyHint = keys?.description ?? (example === undefined ? undefined : `For example: ${String(example)}`);

  function add(): void {
    const key = newKey.trim();
    const problem = keys ? checkRecordKey(keys, key) : key === '' ? checkRecordKey({}, key) : undefined;
    if (problem) return setKeyError(problem);
    if (key in record) return setKeyError(`"${key}" is already there.`);
    setKeyError(undefined);
    setNewKey('');
    setValue(path, { ...record, [key]: emptyValue(values, root) });
  }

  function remove(key: string): void {
    const { [key]: _removed, ...rest } = record;
    setValue(path, rest);
  }

  return (
    <fieldset className={styles.group} id={id} aria-describedby={hintId}>
      <GroupHead label={label} required={required} hint={hint} hintId={hintId} error={error} errorId={errorId} />
      {Object.keys(record).length > 0 && (
        <ul className={styles.rows}>
          {Object.entries(record).map(([key, item]) => (
            <li key={key} className={rowClass}>
              <SchemaField node={values} path={[...path, key]} schemaPath={valueSchemaPath} value={item}
                label={hints.labels[valueSchemaPath] ? `${hints.labels[valueSchemaPath]} ${key}` : key} required />
              <div className={styles.rowActions}>
                <button type="button" className={styles.remove} onClick={() => remove(key)}>
                  Remove<span className="visually-hidden">: {label} {key}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.addKey}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-new`}>New key for {label.toLowerCase()}</label>
          <input id={`${id}-new`} className={styles.control} type="text" value={newKey} autoComplete="off"
            aria-invalid={keyError ? true : undefined}
            aria-describedby={[keyHint ? `${id}-new-hint` : '', keyError ? `${id}-new-error` : ''].filter(Boolean).join(' ') || undefined}
            onChange={(event) => setNewKey(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }} />
          {keyHint && <p id={`${id}-new-hint`} className={styles.hint}>{keyHint}</p>}
          {keyError && <p id={`${id}-new-error`} className={styles.error}>{keyError}</p>}
        </div>
        <button type="button" className={styles.add} onClick={add}>
          Add{' '}<span className="visually-hidden">to {label.toLowerCase()}</span>
        </button>
      </div>
    </fieldset>
  );
}
