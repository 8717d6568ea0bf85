/**
 * Brings a box's children to new HTML without rebuilding what did not change (issue #14, the
 * framework-free enquiry list): elements carrying the same `data-key` (or, without keys, the same
 * tag at the same place) are kept and updated (attributes, text, children), new ones are inserted,
 * the rest removed. So the field a visitor is typing in keeps its focus and caret while the list
 * around it re-renders: its value is only rewritten when the stored value really differs from what
 * is typed, and never while a half-typed value (empty, 0) is in it.
 */

const keyOf = (node: Node): string | null => (node instanceof Element ? node.getAttribute('data-key') : null);

function sameKind(current: Node, next: Node): boolean {
  return current.nodeType === next.nodeType && current.nodeName === next.nodeName && keyOf(current) === keyOf(next);
}

function syncAttributes(current: Element, next: Element): void {
  for (const { name } of [...current.attributes]) if (!next.hasAttribute(name)) current.removeAttribute(name);
  for (const { name, value } of [...next.attributes]) if (current.getAttribute(name) !== value) current.setAttribute(name, value);
}

/** A number field's value follows the new HTML unless the visitor is typing and what they typed stands. */
function syncValue(field: HTMLInputElement, wanted: string): void {
  if (field.value === wanted) return;
  if (field === field.ownerDocument.activeElement) {
    const typed = Number(field.value);
    // Half-typed ("" or "0") or the same number written otherwise ("02"): leave it alone.
    if (field.value.trim() === '' || !(typed >= 1) || typed === Number(wanted)) return;
  }
  field.value = wanted;
}

function updateNode(current: Node, next: Node): void {
  if (current instanceof Element && next instanceof Element) {
    syncAttributes(current, next);
    if (current instanceof HTMLInputElement) syncValue(current, next.getAttribute('value') ?? '');
    updateChildren(current, next);
  } else if (current.nodeValue !== next.nodeValue) {
    current.nodeValue = next.nodeValue;
  }
}

/** Makes `box`'s children match `next`'s children (`next` is consumed: its new nodes move into `box`). */
export function updateChildren(box: Node, next: Node): void {
  const wantedKeys = new Set([...next.childNodes].map(keyOf).filter((key) => key !== null));
  const keyed = new Map<string, Node>();
  for (const child of [...box.childNodes]) {
    const key = keyOf(child);
    if (key === null) continue;
    if (wantedKeys.has(key) && !keyed.has(key)) keyed.set(key, child);
    else child.remove();
  }
  let cursor: Node | null = box.firstChild;
  for (const child of [...next.childNodes]) {
    const key = keyOf(child);
    const match = key === null ? (cursor !== null && sameKind(cursor, child) ? cursor : null) : (keyed.get(key) ?? null);
    if (match && sameKind(match, child)) {
      if (match !== cursor) box.insertBefore(match, cursor);
      updateNode(match, child);
      cursor = match.nextSibling;
    } else {
      box.insertBefore(child, cursor);
    }
  }
  while (cursor) {
    const after: Node | null = cursor.nextSibling;
    box.removeChild(cursor);
    cursor = after;
  }
}

/** Makes `box`'s children the given HTML, in place. */
export function updateInPlace(box: Element, markup: string): void {
  const template = box.ownerDocument.createElement('template');
  template.innerHTML = markup;
  updateChildren(box, template.content);
}
