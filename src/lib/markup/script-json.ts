/**
 * Data a page embeds as JSON inside a `<script>` element (JSON-LD, the enquiry list's catalogue):
 * `<` and the two JavaScript line separators escaped, so no text can close the element.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
