/**
 * The content editor's checks before sending (issue #41 item 3): the bounds a JSON Schema states
 * (required, lengths, patterns, formats, number bounds, list sizes, options, record keys), each
 * failure keyed by the field's dotted path as the server keys its own. The server checks again with
 * the collection's real schema and cross-collection rules; its answer is the last word.
 */
import type { FieldErrors } from '../api/api-error.ts';
import { dottedPath, type FormPath } from './form-path.ts';
import { fieldKind, normalise, type JsonSchema } from './json-schema.ts';

export const CHECK_MESSAGES = {
  required: 'Fill in this field.',
  text: 'Must be text.',
  number: 'Enter a number.',
  integer: 'Enter a whole number.',
  yesNo: 'Must be yes or no.',
  option: 'Choose one of the options.',
  list: 'Must be a list.',
  group: 'Must be a group of fields.',
  date: 'Enter a date (YYYY-MM-DD).',
  dateTime: 'Enter a date and a time.',
  uri: 'Enter a full web address, starting https://',
  email: 'Enter an email address.',
  pattern: 'Not in the expected form.',
  fixed: 'This value cannot be changed.',
} as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A real calendar date written YYYY-MM-DD. */
function isDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(text);
}

const FORMAT_CHECKS: Record<string, [(text: string) => boolean, string]> = {
  date: [isDate, CHECK_MESSAGES.date],
  'date-time': [(text) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text) && isDate(text.slice(0, 10)), CHECK_MESSAGES.dateTime],
  uri: [(text) => URL.canParse(text) && /^[a-z][a-z0-9+.-]*:/i.test(text), CHECK_MESSAGES.uri],
  email: [(text) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text), CHECK_MESSAGES.email],
};

/** Whether `text` matches a schema pattern (JavaScript regex source, as zod writes it); an unreadable pattern is left to the server. */
export function matchesPattern(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return true;
  }
}

/** The message for a pattern mismatch: the schema's own example when it gives one. */
function patternMessage(node: JsonSchema): string {
  const example = node.examples?.find((value) => typeof value === 'string');
  return example === undefined ? CHECK_MESSAGES.pattern : `${CHECK_MESSAGES.pattern} For example: ${example}`;
}

function checkString(node: JsonSchema, text: string): string | undefined {
  // The content schemas trim text before counting (z.string().trim().min(n)).
  const length = [...text.trim()].length;
  if (node.minLength !== undefined && length < node.minLength) return node.minLength === 1 ? CHECK_MESSAGES.required : `Write at least ${plural(node.minLength, 'character', 'characters')}.`;
  if (node.maxLength !== undefined && length > node.maxLength) return `Write at most ${plural(node.maxLength, 'character', 'characters')}.`;
  const format = node.format ? FORMAT_CHECKS[node.format] : undefined;
  if (format && !format[0](text.trim())) return format[1];
  if (node.pattern !== undefined && !matchesPattern(node.pattern, text)) return patternMessage(node);
  return undefined;
}

function checkNumber(node: JsonSchema, value: number, integer: boolean): string | undefined {
  if (integer && !Number.isInteger(value)) return CHECK_MESSAGES.integer;
  if (node.minimum !== undefined && value < node.minimum) return `Must be ${node.minimum} or more.`;
  if (node.exclusiveMinimum !== undefined && value <= node.exclusiveMinimum) return `Must be more than ${node.exclusiveMinimum}.`;
  if (node.maximum !== undefined && value > node.maximum) return `Must be ${node.maximum} or less.`;
  if (node.exclusiveMaximum !== undefined && value >= node.exclusiveMaximum) return `Must be less than ${node.exclusiveMaximum}.`;
  return undefined;
}

/**
 * Every problem of `value` against `node` (and below it), keyed by dotted path. `root` holds the
 * schema's `$defs`. An absent optional field is fine; an absent required one without a default is not.
 */
export function checkValue(node: JsonSchema, value: unknown, root: JsonSchema = node, path: FormPath = []): FieldErrors {
  const errors: FieldErrors = {};
  collect(node, value, root, path, errors);
  return errors;
}

function collect(raw: JsonSchema, value: unknown, root: JsonSchema, path: FormPath, errors: FieldErrors): void {
  const { node, nullable } = normalise(raw, root);
  const key = dottedPath(path);
  const fail = (message: string) => {
    errors[key] ??= message;
  };
  if (value === null && nullable) return;
  if (value === undefined) return;
  const kind = fieldKind(node, root);
  switch (kind.kind) {
    case 'const':
      if (JSON.stringify(value) !== JSON.stringify(kind.value)) fail(CHECK_MESSAGES.fixed);
      return;
    case 'enum':
      if (!kind.options.includes(value as string | number)) fail(value === '' ? CHECK_MESSAGES.required : CHECK_MESSAGES.option);
      return;
    case 'string': {
      if (typeof value !== 'string') return fail(CHECK_MESSAGES.text);
      const message = checkString(node, value);
      if (message) fail(message);
      return;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail(kind.integer ? CHECK_MESSAGES.integer : CHECK_MESSAGES.number);
      const message = checkNumber(node, value, kind.integer);
      if (message) fail(message);
      return;
    }
    case 'boolean':
      if (typeof value !== 'boolean') fail(CHECK_MESSAGES.yesNo);
      return;
    case 'array': {
      if (!Array.isArray(value)) return fail(CHECK_MESSAGES.list);
      if (node.minItems !== undefined && value.length < node.minItems) fail(`Add at least ${plural(node.minItems, 'item', 'items')}.`);
      if (node.maxItems !== undefined && value.length > node.maxItems) fail(`Keep at most ${plural(node.maxItems, 'item', 'items')}.`);
      value.forEach((item, index) => collect(kind.items, item, root, [...path, index], errors));
      return;
    }
    case 'object': {
      if (!isObject(value)) return fail(CHECK_MESSAGES.group);
      for (const [name, child] of kind.properties) {
        const childValue = value[name];
        if (childValue === undefined) {
          if (kind.required.has(name) && normalise(child, root).node.default === undefined) errors[dottedPath([...path, name])] ??= CHECK_MESSAGES.required;
          continue;
        }
        collect(child, childValue, root, [...path, name], errors);
      }
      return;
    }
    case 'record': {
      if (!isObject(value)) return fail(CHECK_MESSAGES.group);
      for (const [name, child] of Object.entries(value)) {
        const keyProblem = kind.keys ? checkRecordKey(kind.keys, name) : undefined;
        if (keyProblem) errors[dottedPath([...path, name])] ??= keyProblem;
        else collect(kind.values, child, root, [...path, name], errors);
      }
      return;
    }
    case 'variant': {
      const closest = checkValue(kind.options[chooseVariant(kind.options, value, root)] ?? {}, value, root, path);
      for (const [at, message] of Object.entries(closest)) errors[at] ??= message;
      return;
    }
    case 'unknown':
      return;
  }
}

/** The problem of a record's key (e.g. a festival's year), or undefined when the key is accepted. */
export function checkRecordKey(keys: JsonSchema, key: string): string | undefined {
  if (key.trim() === '') return CHECK_MESSAGES.required;
  const { minLength: _emptyChecked, ...rest } = keys;
  const message = checkString(rest, key);
  return message === undefined ? undefined : `"${key}": ${message}`;
}

/**
 * Which of a union's forms a value is in: the first it fits, else the one it is closest to (fewest
 * problems). The editor shows that form's fields and its errors.
 */
export function chooseVariant(options: readonly JsonSchema[], value: unknown, root: JsonSchema): number {
  let best = 0;
  let fewest = Number.POSITIVE_INFINITY;
  options.forEach((option, index) => {
    const problems = Object.keys(checkValue(option, value, root)).length;
    if (problems < fewest) {
      best = index;
      fewest = problems;
    }
  });
  return best;
}
