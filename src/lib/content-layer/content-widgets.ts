/**
 * Field widgets the content editor draws beyond what a field's JSON Schema tells
 * (docs/content-editing.md §3 `ui.widgets`): `markdown` (a blog body, with a live preview), `picture`
 * (an image field: built-in artwork or `picture:{key}`, uploaded through POST
 * /api/admin/content/pictures), `date` (YYYY-MM-DD) and `longText` (a multi-line text area).
 * No imports, so the editor's API shapes (lib/api/content.ts) take it without the schemas.
 */
export const CONTENT_WIDGETS = ['markdown', 'picture', 'date', 'longText'] as const;
export type ContentWidget = (typeof CONTENT_WIDGETS)[number];
