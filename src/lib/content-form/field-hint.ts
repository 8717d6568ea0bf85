/**
 * The hint under a generated control (issue #41 item 3): the schema's description, then the bounds
 * the editor checks, in words ("1 to 5", "Up to 80 characters", "India time").
 */
import { formatCount } from '../text/indian-number.ts';
import type { JsonSchema } from './json-schema.ts';

/** zod writes the integer range's ends as bounds; they bound nothing a person types. */
const isRealBound = (bound: number | undefined): bound is number => bound !== undefined && Math.abs(bound) < Number.MAX_SAFE_INTEGER;

function numberBounds(node: JsonSchema): string | undefined {
  const low = isRealBound(node.minimum) ? `${node.minimum}` : isRealBound(node.exclusiveMinimum) ? `more than ${node.exclusiveMinimum}` : undefined;
  const high = isRealBound(node.maximum) ? `${node.maximum}` : isRealBound(node.exclusiveMaximum) ? `less than ${node.exclusiveMaximum}` : undefined;
  if (low !== undefined && high !== undefined) return `From ${low} to ${high}.`;
  if (low !== undefined) return node.minimum !== undefined ? `${low} or more.` : `${low.charAt(0).toUpperCase()}${low.slice(1)}.`;
  if (high !== undefined) return node.maximum !== undefined ? `${high} or less.` : `${high.charAt(0).toUpperCase()}${high.slice(1)}.`;
  return undefined;
}

function textBounds(node: JsonSchema): string | undefined {
  const min = node.minLength !== undefined && node.minLength > 1 ? node.minLength : undefined;
  const max = node.maxLength;
  if (min !== undefined && max !== undefined) return `${formatCount(min)} to ${formatCount(max)} characters.`;
  if (min !== undefined) return `At least ${formatCount(min)} characters.`;
  if (max !== undefined) return `Up to ${formatCount(max)} characters.`;
  return undefined;
}

function listBounds(node: JsonSchema): string | undefined {
  const min = node.minItems !== undefined && node.minItems > 0 ? node.minItems : undefined;
  const max = node.maxItems;
  if (min !== undefined && max !== undefined) return `${min} to ${max} items.`;
  if (min !== undefined) return `At least ${min} ${min === 1 ? 'item' : 'items'}.`;
  if (max !== undefined) return `Up to ${max} items.`;
  return undefined;
}

const FORMAT_HINTS: Record<string, string> = {
  'date-time': 'India time.',
  uri: 'A full web address, starting https://',
};

/** The hint for a normalised node, or undefined when there is nothing to say (a description that only repeats `label` says nothing). */
export function fieldHint(node: JsonSchema, label?: string): string | undefined {
  const parts = [
    node.description === label ? undefined : node.description,
    node.format ? FORMAT_HINTS[node.format] : undefined,
    node.type === 'string' ? textBounds(node) : undefined,
    node.type === 'number' || node.type === 'integer' ? numberBounds(node) : undefined,
    node.type === 'array' ? listBounds(node) : undefined,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' ') : undefined;
}
