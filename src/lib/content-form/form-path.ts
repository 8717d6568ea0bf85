/**
 * Where a value sits inside an entry (issue #41): a path of property names and array indices. Its
 * dotted form (`images.0.alt`) is how the server keys a field's error; its schema form
 * (`images.*.alt`, a record's keys also `*`) is how the API's ui hints key labels and widgets.
 */

export type FormPath = readonly (string | number)[];

/** `['images', 0, 'alt']` -> `images.0.alt`; the root is `_`, as the API keys an error of the whole entry. */
export function dottedPath(path: FormPath): string {
  return path.length === 0 ? '_' : path.join('.');
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `path`, or undefined when any step is missing. */
export function valueAt(value: unknown, path: FormPath): unknown {
  let current = value;
  for (const step of path) {
    if (typeof step === 'number' ? !Array.isArray(current) : !isObject(current)) return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/**
 * A copy of `value` with `next` at `path` (the objects and arrays on the way copied, the rest shared).
 * `undefined` removes an object's key; missing steps are made (an array for a number, else an object).
 */
export function withValueAt(value: unknown, path: FormPath, next: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return next;
  if (typeof step === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[step] = withValueAt(list[step], rest, next);
    return list;
  }
  const object: Record<string, unknown> = isObject(value) ? { ...value } : {};
  const changed = withValueAt(object[step], rest, next);
  if (changed === undefined) delete object[step];
  else object[step] = changed;
  return object;
}

/** A list with the item at `from` moved to `to` (both inside the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined || from < list.length) copy.splice(to, 0, item as T);
  return copy;
}

/** The id of a path's control in the page: letters and digits, `-` between steps, `_` and a hex code for any other character. */
export function controlId(prefix: string, path: FormPath): string {
  return `${prefix}-${path.map((step) => String(step).replace(/[^A-Za-z0-9]/g, (char) => `_${char.charCodeAt(0).toString(16)}`)).join('-') || 'root'}`;
}
