/**
 * A group of fields (a JSON Schema object): the entry itself without a frame, a nested group in a
 * fieldset. An optional group the entry leaves out shows "Add …"; one it has, "Remove …".
 */
import { emptyValue } from '../../../lib/content-form/empty-value.ts';
import { fieldHint } from '../../../lib/content-form/field-hint.ts';
import { childSchemaPath, inHintOrder, labelOf } from '../../../lib/content-form/form-hints.ts';
import type { JsonSchema } from '../../../lib/content-form/json-schema.ts';
import { useFieldIds } from './FieldFrame.tsx';
import GroupError from './GroupError.tsx';
import GroupHead from './GroupHead.tsx';
import SchemaField from './SchemaField.tsx';
import { useSchemaForm, type FieldProps } from './form-context.ts';
import styles from './SchemaForm.module.css';

type Props = FieldProps & { properties: [string, JsonSchema][]; requiredNames: ReadonlySet<string> };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export default function ObjectField({ node, path, schemaPath, value, label, required, nullable, properties, requiredNames }: Props) {
  const { root, hints, setValue } = useSchemaForm();
  const hint = fieldHint(node, label);
  const { id, error, errorId, hintId } = useFieldIds(path, hint);
  const isRoot = path.length === 0;
  const object = isObject(value) ? value : undefined;
  const ordered = isRoot ? inHintOrder(properties, hints.order) : properties;

  if (!isRoot && object === undefined) {
    return (
      <div className={styles.field}>
        <button type="button" id={id} className={styles.add} aria-describedby={error ? errorId : undefined}
          onClick={() => setValue(path, emptyValue(node, root))}>
          Add {label.toLowerCase()}
        </button>
        <GroupError id={errorId} message={error} />
      </div>
    );
  }

  const fields = ordered.map(([name, child]) => {
    const childPath = [...path, name];
    const childSchema = childSchemaPath(schemaPath, name);
    return (
      <SchemaField key={name} node={child} path={childPath} schemaPath={childSchema} value={object?.[name]}
        label={labelOf(hints, childSchema, name)} required={requiredNames.has(name)} />
    );
  });
  if (isRoot) return <div className={styles.fields}>{fields}</div>;
  return (
    <fieldset className={styles.group} aria-describedby={hintId}>
      <GroupHead label={label} required hint={hint} hintId={hintId} error={error} errorId={errorId} />
      <div className={styles.fields}>{fields}</div>
      {!required && (
        <button type="button" className={styles.remove} onClick={() => setValue(path, nullable ? null : undefined)}>
          Remove {label.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}
