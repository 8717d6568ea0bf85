/**
 * Planner forms hydrate on the first interaction (issue #14), so a visitor may type, choose or tick
 * in their server-rendered fields before the code arrives. React keeps those DOM values through
 * hydration but would overwrite them on the next render; these read them on mount so the state can
 * take them over (ui/changed-by-visitor.ts says what counts as changed).
 */

import { changedByVisitor, isFormField } from '../ui/changed-by-visitor.ts';

/**
 * The fields named in `names` that the visitor changed, as query parameters (name=value; a radio
 * counts when it is the one now chosen). Feed them to the planner's own address parser.
 */
export function changedNamedFields(container: HTMLFormElement | HTMLFieldSetElement, names: readonly string[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const element of container.elements) {
    if (!isFormField(element) || !names.includes(element.name) || !changedByVisitor(element)) continue;
    if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) continue;
    params.set(element.name, element.value);
  }
  return params;
}

/** The value of the field with this id when the visitor changed it, else undefined. */
export function changedValue(container: HTMLFormElement | HTMLFieldSetElement, id: string): string | undefined {
  const element = container.elements.namedItem(id);
  return isFormField(element) && changedByVisitor(element) ? element.value : undefined;
}
