/**
 * The value a new part of an entry starts from in the content editor (issue #41): a new item, a row
 * added to a list, an optional group switched on, a variant chosen. The schema's default when it has
 * one; else an object holds its required fields, a list its fewest rows, and a field that needs an
 * answer starts empty so the editor's checks ask for it.
 */
import { fieldKind, normalise, type JsonSchema } from './json-schema.ts';

export function emptyValue(raw: JsonSchema, root: JsonSchema): unknown {
  const { node } = normalise(raw, root);
  if (node.default !== undefined) return structuredClone(node.default);
  const kind = fieldKind(node, root);
  switch (kind.kind) {
    case 'const':
      return kind.value;
    case 'enum':
    case 'string':
      return '';
    case 'boolean':
      return false;
    case 'number':
    case 'unknown':
      return undefined;
    case 'array':
      return Array.from({ length: node.minItems ?? 0 }, () => emptyValue(kind.items, root));
    case 'record':
      return {};
    case 'variant':
      return kind.options[0] === undefined ? undefined : emptyValue(kind.options[0], root);
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [name, child] of kind.properties) {
        if (!kind.required.has(name)) continue;
        const value = emptyValue(child, root);
        if (value !== undefined) object[name] = value;
      }
      return object;
    }
  }
}
