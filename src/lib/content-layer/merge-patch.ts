/**
 * JSON Merge Patch (RFC 7386), the form of every staff change in the content layer
 * (docs/content-editing.md §1): objects merge key by key, arrays and scalars replace, `null` removes a
 * key. `diffMergePatch` writes the patch that turns one value into another; a value holding `null`
 * itself cannot be written as a merge patch (null means "remove"), and content never holds one.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** RFC 7386 §2 MergePatch(target, patch). Never mutates its arguments. */
export function applyMergePatch(target: unknown, patch: unknown): unknown {
  if (!isJsonObject(patch)) return patch;
  const result: Record<string, unknown> = isJsonObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = applyMergePatch(result[key], value);
  }
  return result;
}

/** The merge patch that turns `source` into `target`: `{}` when they are equal. */
export function diffMergePatch(source: unknown, target: unknown): unknown {
  if (!isJsonObject(source) || !isJsonObject(target)) return jsonEqual(source, target) ? {} : target;
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    if (!(key in target)) patch[key] = null;
  }
  for (const [key, value] of Object.entries(target)) {
    const before = source[key];
    if (!(key in source)) patch[key] = value;
    else if (isJsonObject(before) && isJsonObject(value)) {
      const inner = diffMergePatch(before, value);
      if (isJsonObject(inner) && Object.keys(inner).length > 0) patch[key] = inner;
    } else if (!jsonEqual(before, value)) patch[key] = value;
  }
  return patch;
}

/** Deep equality of JSON values (object key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && jsonEqual(a[key], b[key]));
  }
  return false;
}

/** True for the patch that changes nothing. */
export function isEmptyPatch(patch: unknown): boolean {
  return isJsonObject(patch) && Object.keys(patch).length === 0;
}
