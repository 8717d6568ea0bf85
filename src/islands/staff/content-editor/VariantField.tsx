/**
 * A field that takes one of several forms (a JSON Schema anyOf / oneOf that is not a list of
 * constants): a select of the forms, then the chosen form's own controls. Choosing another form
 * starts it from its empty value.
 */
import { chooseVariant } from '../../../lib/content-form/check-value.ts';
import { emptyValue } from '../../../lib/content-form/empty-value.ts';
import { humanise } from '../../../lib/content-form/form-hints.ts';
import { normalise, type JsonSchema } from '../../../lib/content-form/json-schema.ts';
import FieldFrame, { useFieldIds } from './FieldFrame.tsx';
import SchemaField from './SchemaField.tsx';
import { useSchemaForm, type FieldProps } from './form-context.ts';
import styles from './SchemaForm.module.css';

type Props = FieldProps & { options: readonly JsonSchema[] };

/** A form's name in the select: its title, else its type. */
function formName(option: JsonSchema, root: JsonSchema, index: number): string {
  const { node } = normalise(option, root);
  if (node.title) return node.title;
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  return typeof type === 'string' ? humanise(type === 'object' ? 'group' : type) : `Form ${index + 1}`;
}

export default function VariantField({ path, schemaPath, value, label, required, options }: Props) {
  const { root, setValue } = useSchemaForm();
  const { id } = useFieldIds([...path, 'form'], undefined);
  const chosen = chooseVariant(options, value, root);
  const option = options[chosen] ?? {};
  return (
    <div className={styles.variant}>
      <FieldFrame id={id} label={`${label}: form`} required hint={undefined} error={undefined}>
        <select id={id} className={styles.control} value={String(chosen)} onChange={(event) => setValue(path, emptyValue(options[Number(event.target.value)] ?? {}, root))}>
          {options.map((item, index) => (
            <option key={index} value={String(index)}>{formName(item, root, index)}</option>
          ))}
        </select>
      </FieldFrame>
      <SchemaField node={option} path={path} schemaPath={schemaPath} value={value} label={label} required={required} />
    </div>
  );
}
