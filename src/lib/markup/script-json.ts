/**
 * Data a page embeds as JSON inside a `<script>` element (JSON-LD, the enquiry list's catalogue):
 * `<` and the two JavaScript line separators escaped, so no text can close the element.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The reverse, in the browser: the object a `<script type="application/json">` written by scriptJson
 * holds, or `{}` when the text is missing, not JSON or not an object.
 */
export function readScriptJson(text: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
