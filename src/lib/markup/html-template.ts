/**
 * HTML written as text without a framework (the shop's product cards, issue #14): one escaping rule
 * for every interpolated value, so a name typed by staff (`<img onerror=...>`, `"><script>`) comes out
 * as text, in element content and in attribute values alike.
 */

/** `& < > " '` as entities: safe inside element content and inside quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Markup already escaped (the result of `html`): interpolated as it is. */
export class SafeHtml {
  readonly value: string;

  constructor(value: string) {
    this.value = value;
  }

  toString(): string {
    return this.value;
  }
}

/** What `html` accepts between `${}`: text and numbers (escaped), its own results, lists of both; nothing for null, undefined and false. */
export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false || value === true) return '';
  return escapeHtml(String(value));
}

/** A tagged template: html`<p title="${title}">${name}</p>` escapes `title` and `name`; nested `html` results stay markup. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}
