/**
 * Which dotted paths of an entry have a place in the generated form (a control, or a group's
 * fieldset), so every error the server keys by path is shown on its field and the rest (the whole
 * entry's, or a path the form does not show) go to the form's summary (issue #41 item 3).
 */
import type { FieldErrors } from '../api/api-error.ts';
import { chooseVariant } from './check-value.ts';
import { dottedPath, type FormPath } from './form-path.ts';
import { fieldKind, normalise, type JsonSchema } from './json-schema.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function fieldPaths(node: JsonSchema, value: unknown, root: JsonSchema = node): Set<string> {
  const found = new Set<string>();
  walk(node, value, root, [], found);
  return found;
}

function walk(raw: JsonSchema, value: unknown, root: JsonSchema, path: FormPath, found: Set<string>): void {
  if (path.length > 0) found.add(dottedPath(path));
  const { node } = normalise(raw, root);
  const kind = fieldKind(node, root);
  if (kind.kind === 'object') {
    const object = isObject(value) ? value : {};
    for (const [name, child] of kind.properties) {
      // An absent optional group shows only its "Add" button, which carries its errors.
      if (object[name] === undefined) found.add(dottedPath([...path, name]));
      else walk(child, object[name], root, [...path, name], found);
    }
  } else if (kind.kind === 'array' && Array.isArray(value)) {
    value.forEach((item, index) => walk(kind.items, item, root, [...path, index], found));
  } else if (kind.kind === 'record' && isObject(value)) {
    for (const [name, child] of Object.entries(value)) walk(kind.values, child, root, [...path, name], found);
  } else if (kind.kind === 'variant') {
    const chosen = kind.options[chooseVariant(kind.options, value, root)];
    if (chosen) walk(chosen, value, root, path, found);
  }
}

/** The errors with no field in the form (`_`, the whole entry's, among them). */
export function unplacedErrors(errors: FieldErrors, placed: ReadonlySet<string>): [string, string][] {
  return Object.entries(errors).filter(([path]) => !placed.has(path));
}
