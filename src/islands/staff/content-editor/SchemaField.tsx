/**
 * One field of a generated content form: picks the control for the node's kind (after `$ref`,
 * `allOf` and null are resolved), or the widget the API's ui hints name (`picture`, `markdown`).
 */
import { fieldKind, normalise } from '../../../lib/content-form/json-schema.ts';
import { widgetOf } from '../../../lib/content-form/form-hints.ts';
import BooleanField from './BooleanField.tsx';
import ChoiceField from './ChoiceField.tsx';
import FixedField from './FixedField.tsx';
import ListField from './ListField.tsx';
import MarkdownField from './MarkdownField.tsx';
import NumberField from './NumberField.tsx';
import ObjectField from './ObjectField.tsx';
import PictureField from './PictureField.tsx';
import RecordField from './RecordField.tsx';
import TextField from './TextField.tsx';
import VariantField from './VariantField.tsx';
import { useSchemaForm, type FieldProps } from './form-context.ts';

/** A field's props before its node is resolved (SchemaField works out whether it takes null). */
type Props = Omit<FieldProps, 'nullable'>;

export default function SchemaField({ node: raw, ...rest }: Props) {
  const { root, hints } = useSchemaForm();
  const { node, nullable } = normalise(raw, root);
  const props = { ...rest, node, nullable };
  const kind = fieldKind(node, root);
  const widget = widgetOf(hints, rest.schemaPath);
  if (kind.kind === 'string' && widget === 'picture') return <PictureField {...props} />;
  if (kind.kind === 'string' && widget === 'markdown') return <MarkdownField {...props} />;
  switch (kind.kind) {
    case 'object':
      return <ObjectField {...props} properties={kind.properties} requiredNames={kind.required} />;
    case 'record':
      return <RecordField {...props} values={kind.values} keys={kind.keys} />;
    case 'array':
      return <ListField {...props} items={kind.items} />;
    case 'string':
      return <TextField {...props} widget={widget} />;
    case 'number':
      return <NumberField {...props} integer={kind.integer} />;
    case 'boolean':
      return <BooleanField {...props} />;
    case 'enum':
      return <ChoiceField {...props} options={kind.options} />;
    case 'variant':
      return <VariantField {...props} options={kind.options} />;
    case 'const':
    case 'unknown':
      return <FixedField {...props} />;
  }
}
