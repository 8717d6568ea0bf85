/**
 * The part of JSON Schema (draft 2020-12) that zod's `toJSONSchema` writes for the content schemas
 * (issue #41, docs/content-editing.md §3), and what kind of form control each node is: the content
 * editor's generator renders a form from this, and `check-value.ts` mirrors its bounds.
 */

export interface JsonSchema {
  type?: string | readonly string[];
  title?: string;
  description?: string;
  examples?: readonly unknown[];
  default?: unknown;
  const?: unknown;
  enum?: readonly unknown[];
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  $ref?: string;
  $defs?: Readonly<Record<string, JsonSchema>>;
  definitions?: Readonly<Record<string, JsonSchema>>;
}

/** What a node is, for the form: one control kind each. */
export type FieldKind =
  | { kind: 'object'; properties: [string, JsonSchema][]; required: ReadonlySet<string> }
  | { kind: 'record'; values: JsonSchema; keys: JsonSchema | undefined }
  | { kind: 'array'; items: JsonSchema }
  | { kind: 'string' }
  | { kind: 'number'; integer: boolean }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: readonly (string | number)[] }
  | { kind: 'const'; value: unknown }
  | { kind: 'variant'; options: readonly JsonSchema[] }
  | { kind: 'unknown' };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Narrows any JSON value (an API answer's `schema`) to a schema node; anything else is the empty schema. */
export function asSchema(value: unknown): JsonSchema {
  return isObject(value) ? (value as JsonSchema) : {};
}

/**
 * The node `$ref` points at inside `root` (`#/$defs/Name`, `#/definitions/Name`), followed through
 * chains of refs; the node itself when it has no ref, and the empty schema for a ref that leads nowhere.
 */
export function resolveRef(node: JsonSchema, root: JsonSchema): JsonSchema {
  let current = node;
  for (let hops = 0; current.$ref !== undefined && hops < 32; hops += 1) {
    const match = /^#\/(\$defs|definitions)\/(.+)$/.exec(current.$ref);
    const defs = match?.[1] === '$defs' ? root.$defs : root.definitions;
    const target = match ? defs?.[decodeURIComponent(match[2] ?? '').replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
    if (!target) return {};
    const { $ref: _ref, ...rest } = current;
    current = { ...target, ...rest };
  }
  return current;
}

const isNullSchema = (node: JsonSchema) => node.type === 'null' || (Array.isArray(node.type) && node.type.length === 1 && node.type[0] === 'null');

/** The members of a node's anyOf / oneOf, resolved. */
function unionMembers(node: JsonSchema, root: JsonSchema): JsonSchema[] {
  return (node.anyOf ?? node.oneOf ?? []).map((member) => resolveRef(member, root));
}

/**
 * A node with `$ref` resolved, `allOf` merged and `null` taken out of a union or a type list:
 * `nullable` says whether null is an accepted value (what an emptied control sends).
 */
export function normalise(node: JsonSchema, root: JsonSchema): { node: JsonSchema; nullable: boolean } {
  let current = resolveRef(node, root);
  if (current.allOf && current.allOf.length > 0) current = mergeAllOf(current, root);
  const members = unionMembers(current, root);
  if (members.length > 0) {
    const rest = members.filter((member) => !isNullSchema(member));
    if (rest.length < members.length) {
      const { anyOf: _any, oneOf: _one, ...outer } = current;
      if (rest.length === 1) return { node: { ...outer, ...normalise(rest[0] ?? {}, root).node }, nullable: true };
      return { node: { ...outer, anyOf: rest }, nullable: true };
    }
  }
  if (Array.isArray(current.type) && current.type.includes('null')) {
    const types = current.type.filter((type) => type !== 'null');
    return { node: { ...current, type: types.length === 1 ? types[0] : types }, nullable: true };
  }
  return { node: current, nullable: false };
}

/** allOf of object schemas as one: properties and required lists joined, other keywords of the last one winning. */
function mergeAllOf(node: JsonSchema, root: JsonSchema): JsonSchema {
  const { allOf = [], ...outer } = node;
  let merged: JsonSchema = outer;
  for (const part of allOf.map((member) => normalise(member, root).node)) {
    merged = {
      ...merged,
      ...part,
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    };
  }
  return merged;
}

const typeOf = (node: JsonSchema): string | undefined => (Array.isArray(node.type) ? node.type[0] : (node.type as string | undefined));

/** The control kind of a normalised node (see `normalise`). */
export function fieldKind(node: JsonSchema, root: JsonSchema): FieldKind {
  if (node.const !== undefined) return { kind: 'const', value: node.const };
  if (node.enum && node.enum.every((option) => typeof option === 'string' || typeof option === 'number')) {
    return { kind: 'enum', options: node.enum as (string | number)[] };
  }
  const members = unionMembers(node, root);
  if (members.length > 0) {
    // A union of constants is a choice, like an enum.
    const constants = members.map((member) => member.const);
    if (constants.every((value) => typeof value === 'string' || typeof value === 'number')) return { kind: 'enum', options: constants as (string | number)[] };
    return { kind: 'variant', options: members };
  }
  const type = typeOf(node) ?? (node.properties ? 'object' : node.items ? 'array' : undefined);
  switch (type) {
    case 'object': {
      const properties = Object.entries(node.properties ?? {});
      const values = typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined;
      if (properties.length === 0 && values) return { kind: 'record', values, keys: node.propertyNames };
      return { kind: 'object', properties, required: new Set(node.required ?? []) };
    }
    case 'array':
      return { kind: 'array', items: node.items ?? {} };
    case 'string':
      return { kind: 'string' };
    case 'number':
    case 'integer':
      return { kind: 'number', integer: type === 'integer' };
    case 'boolean':
      return { kind: 'boolean' };
    default:
      return { kind: 'unknown' };
  }
}

/** Whether a node is drawn as one control (text, number, yes/no, a choice, a constant), not a group. */
export function isScalar(node: JsonSchema, root: JsonSchema): boolean {
  const { kind } = fieldKind(normalise(node, root).node, root);
  return kind === 'string' || kind === 'number' || kind === 'boolean' || kind === 'enum' || kind === 'const';
}
