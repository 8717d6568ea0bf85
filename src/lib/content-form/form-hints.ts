/**
 * The API's ui hints for a collection's form (issue #41, docs/content-editing.md §3: `order`,
 * `labels`, `widgets`, keyed by schema path with `*` for every list item or record key), and what
 * the editor falls back to where a hint is missing.
 */

export interface FormHints {
  /** The top-level fields in the order of the schema factory. */
  order: readonly string[];
  labels: Readonly<Record<string, string>>;
  widgets: Readonly<Record<string, string>>;
}

export const NO_HINTS: FormHints = { order: [], labels: {}, widgets: {} };

/** The schema path of a child: `images` + item -> `images.*`; a property keeps its name. */
export function childSchemaPath(parent: string, step: string): string {
  return parent === '' ? step : `${parent}.${step}`;
}

/** `shelfLife` -> "Shelf life", `isActive` -> "Is active", `postal_code` -> "Postal code". */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * How a fixed option shows in a choice: a lower-case code (`special-hours`, `draft`, `banquets & hotels`) made readable
 * ("Special hours", "Draft"); a value already written for people (`Hyderabad`, `30 Days`) or a number
 * as it is. The value stored is always the option itself.
 */
export function optionLabel(option: string | number): string {
  return typeof option === 'string' && /^[a-z]/.test(option) && option === option.toLowerCase() ? humanise(option) : String(option);
}

/** A field's label: the API's, else its name made readable. */
export function labelOf(hints: FormHints, schemaPath: string, name: string): string {
  return hints.labels[schemaPath] ?? humanise(name);
}

export function widgetOf(hints: FormHints, schemaPath: string): string | undefined {
  return hints.widgets[schemaPath];
}

/** Properties in the order the hints give (the rest after them, in schema order). */
export function inHintOrder<T>(properties: readonly [string, T][], order: readonly string[]): [string, T][] {
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  return [...properties].sort(([a], [b]) => rank(a) - rank(b));
}
