/**
 * The one shape of every record id that arrives in a URL (products, users, images, blog
 * slugs): lower-case letters, digits and hyphens, 1 to 64 characters. Handlers check it
 * before any storage call, so an over-long or odd id answers 404 at once.
 */
export const RECORD_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

export function isRecordId(value: string | undefined): value is string {
  return value !== undefined && RECORD_ID_PATTERN.test(value);
}
