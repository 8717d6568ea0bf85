/**
 * A list field of a generated form (a JSON Schema array): its rows in order, each with "Move up",
 * "Move down" and "Remove", and "Add …" below; the list's bounds (fewest and most rows) keep the
 * buttons that would break them disabled.
 */
import { emptyValue } from '../../../lib/content-form/empty-value.ts';
import { fieldHint } from '../../../lib/content-form/field-hint.ts';
import { moveItem } from '../../../lib/content-form/form-path.ts';
import { childSchemaPath } from '../../../lib/content-form/form-hints.ts';
import { isScalar, type JsonSchema } from '../../../lib/content-form/json-schema.ts';
import { useFieldIds } from './FieldFrame.tsx';
import GroupHead from './GroupHead.tsx';
import SchemaField from './SchemaField.tsx';
import { useSchemaForm, type FieldProps } from './form-context.ts';
import { useRowKeys } from './use-row-keys.ts';
import styles from './SchemaForm.module.css';

type Props = FieldProps & { items: JsonSchema };

export default function ListField({ node, path, schemaPath, value, label, required, items }: Props) {
  const { root, hints, setValue } = useSchemaForm();
  const list: unknown[] = Array.isArray(value) ? value : [];
  const rows = useRowKeys(list.length);
  const hint = fieldHint(node, label);
  const { id, error, errorId, hintId } = useFieldIds(path, hint);
  const itemSchemaPath = childSchemaPath(schemaPath, '*');
  // Rows are named by the hints' item label ("Picture 2"), else by the list's ("Images 2").
  const itemLabel = hints.labels[itemSchemaPath];
  const addText = itemLabel ? `Add ${itemLabel.toLowerCase()}` : `Add to ${label.toLowerCase()}`;
  const atMost = node.maxItems !== undefined && list.length >= node.maxItems;
  const atLeast = node.minItems !== undefined && list.length <= node.minItems;
  // A row of one control keeps its buttons beside it on a wide screen.
  const rowClass = isScalar(items, root) && !hints.widgets[itemSchemaPath] ? `${styles.row} ${styles.compact}` : styles.row;

  const add = () => {
    rows.added();
    setValue(path, [...list, emptyValue(items, root)]);
  };
  const remove = (index: number) => {
    rows.removed(index);
    setValue(path, list.filter((_, at) => at !== index));
  };
  const move = (from: number, to: number) => {
    rows.moved(from, to);
    setValue(path, moveItem(list, from, to));
  };

  return (
    <fieldset className={styles.group} id={id} aria-describedby={hintId}>
      <GroupHead label={label} required={required} hint={hint} hintId={hintId} error={error} errorId={errorId} />
      {list.length > 0 && (
        <ol className={styles.rows}>
          {list.map((item, index) => {
            const name = `${itemLabel ?? label} ${index + 1}`;
            return (
              <li key={rows.keys[index]} className={rowClass}>
                <SchemaField node={items} path={[...path, index]} schemaPath={itemSchemaPath} value={item} label={name} required />
                <div className={styles.rowActions}>
                  <button type="button" className={styles.small} disabled={index === 0} onClick={() => move(index, index - 1)}>
                    Move up<span className="visually-hidden">: {name}</span>
                  </button>
                  <button type="button" className={styles.small} disabled={index === list.length - 1} onClick={() => move(index, index + 1)}>
                    Move down<span className="visually-hidden">: {name}</span>
                  </button>
                  <button type="button" className={styles.remove} disabled={atLeast} onClick={() => remove(index)}>
                    Remove<span className="visually-hidden">: {name}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <button type="button" className={styles.add} disabled={atMost} onClick={add}>
        {addText}
      </button>
    </fieldset>
  );
}
