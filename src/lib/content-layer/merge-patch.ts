/**
 * JSON Merge Patch (RFC 7386), the form of every staff change to a content entry
 * (docs/content-editing.md §1): objects merge key by key, arrays and scalars replace, `null` removes a
 * key. Pure; never changes its arguments.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The target with the patch applied (RFC 7386 §2, MergePatch). */
export function applyMergePatch(target: JsonValue | undefined, patch: JsonValue): JsonValue {
  if (!isJsonObject(patch)) return patch;
  const result: JsonObject = isJsonObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = applyMergePatch(result[key], value);
  }
  return result;
}

/**
 * The patch that turns `before` into `after` (so applyMergePatch(before, it) equals `after`), or
 * undefined when they are equal. A value that is null inside `after` cannot be expressed by a merge
 * patch (null means "remove"): it is left out, as RFC 7386 §5 notes.
 */
export function createMergePatch(before: JsonValue | undefined, after: JsonValue): JsonValue | undefined {
  if (!isJsonObject(before) || !isJsonObject(after)) return jsonEqual(before, after) ? undefined : after;
  const patch: JsonObject = {};
  for (const key of Object.keys(before)) if (!(key in after)) patch[key] = null;
  for (const [key, value] of Object.entries(after)) {
    if (value === null) continue;
    const change = createMergePatch(before[key], value);
    if (change !== undefined) patch[key] = change;
  }
  return Object.keys(patch).length === 0 ? undefined : patch;
}

function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && jsonEqual(a[key], b[key]));
  }
  return false;
}
