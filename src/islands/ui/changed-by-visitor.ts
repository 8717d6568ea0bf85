/**
 * Whether a visitor changed a server-rendered form field before its script ran (issue #14): a
 * planner that hydrates on interaction and the shop's framework-free catalogue both take over what
 * was typed, chosen or ticked in that moment. A field counts as changed when it differs from what the
 * server rendered (its default value, default selection or default check).
 */

export type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const isFormField = (element: unknown): element is FormField =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

export function changedByVisitor(field: FormField): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}
