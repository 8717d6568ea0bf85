/**
 * The content editor's form generator (issue #41 item 3): a form drawn from a collection's JSON
 * Schema (zod's toJSONSchema, input side) and the API's ui hints, no hand-written form per collection.
 * The value is owned by the caller (`onChange(path, value)` is its one writer); errors keyed by dotted
 * path show on their field, and those with no field in the form (the whole entry's) in a summary on top.
 * `focusFirstError` takes the focus to the first of them after a failed save.
 */
import { useId, useMemo } from 'react';
import type { FieldErrors } from '../../../lib/api/api-error.ts';
import { fieldPaths, unplacedErrors } from '../../../lib/content-form/field-paths.ts';
import type { FormPath } from '../../../lib/content-form/form-path.ts';
import type { FormHints } from '../../../lib/content-form/form-hints.ts';
import type { JsonSchema } from '../../../lib/content-form/json-schema.ts';
import SchemaField from './SchemaField.tsx';
import { FormContext, type PictureService, type SchemaFormContext } from './form-context.ts';
import styles from './SchemaForm.module.css';

interface Props {
  schema: JsonSchema;
  hints: FormHints;
  value: Record<string, unknown>;
  errors: FieldErrors;
  onChange: (path: FormPath, value: unknown) => void;
  pictures: PictureService;
}

/** Focuses the first field with an error inside `container` (a control, else a group's message); false when there is none. */
export function focusFirstError(container: HTMLElement | null): boolean {
  const first = container?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-anchor]');
  first?.focus();
  return first !== null && first !== undefined;
}

export default function SchemaForm({ schema, hints, value, errors, onChange, pictures }: Props) {
  const idPrefix = `cf${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const context = useMemo<SchemaFormContext>(
    () => ({ root: schema, hints, errors, idPrefix, setValue: onChange, pictures }),
    [schema, hints, errors, idPrefix, onChange, pictures],
  );
  const placed = useMemo(() => fieldPaths(schema, value), [schema, value]);
  const unplaced = unplacedErrors(errors, placed);
  return (
    <FormContext value={context}>
      {unplaced.length > 0 && (
        <div className={styles.summary} tabIndex={-1} data-error-anchor>
          <p className={styles.summaryTitle}>Please correct:</p>
          <ul>
            {unplaced.map(([path, message]) => (
              <li key={path}>{path === '_' ? message : `${path}: ${message}`}</li>
            ))}
          </ul>
        </div>
      )}
      <SchemaField node={schema} path={[]} schemaPath="" value={value} label="" required />
    </FormContext>
  );
}
