/**
 * Which files the content editor's picture widget sends (issue #41 item 6, docs/content-editing.md §3:
 * JPEG, PNG or WebP, at most 5 MB); the server checks the bytes again and resizes.
 */
export const CONTENT_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const CONTENT_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_PICTURE_HINT = 'A JPEG, PNG or WebP picture of at most 5 MB.';

/** "3.4 MB" (one decimal, as staff see sizes). */
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Why the widget refuses a picked file before sending it, or null when it sends it. */
export function pictureFileProblem(file: { name: string; size: number; type: string }): string | null {
  if (!(CONTENT_PICTURE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return `\u201c${file.name}\u201d is not a JPEG, PNG or WebP picture.`;
  }
  if (file.size > CONTENT_PICTURE_MAX_BYTES) return `\u201c${file.name}\u201d is ${megabytes(file.size)}; a picture may be at most 5 MB.`;
  if (file.size === 0) return `\u201c${file.name}\u201d is empty.`;
  return null;
}
