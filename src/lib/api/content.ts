/**
 * Request and response shapes of the content-editing endpoints (issue #41, docs/content-editing.md §3;
 * every one needs a signed-in staff member with `manage_content`):
 *   GET    /api/admin/content                              -> contentOverviewAnswer
 *   GET    /api/admin/content/{collection}                 -> contentCollectionAnswer
 *   GET    /api/admin/content/{collection}/{id}            -> contentItemAnswer
 *   PUT    /api/admin/content/{collection}/{id}            contentSaveRequest    -> contentItemAnswer (400 per field, 409 stale)
 *   POST   /api/admin/content/{collection}                 contentCreateRequest  -> 201 contentItemAnswer
 *   POST   /api/admin/content/{collection}/{id}/discard    contentEtagRequest    -> contentItemAnswer (back at its live value)
 *   DELETE /api/admin/content/{collection}/{id}            contentEtagRequest    -> messageAnswer (staff-added items only)
 *   POST   /api/admin/content/pictures                     multipart `file`      -> 201 contentPictureAnswer
 *   GET    /api/admin/content/pictures/{key}                                     -> the picture
 *   POST   /api/admin/content/preview                                            -> 202 previewState
 *   POST   /api/admin/content/publish                      contentPublishRequest -> 202 contentPublishAnswer (409 nothing new)
 *   GET    /api/admin/content/versions[?before=&limit=]                          -> contentVersionsAnswer
 *   POST   /api/admin/content/versions/{n}/revert                                -> 202 contentPublishAnswer
 * Errors are `{ message, errors? }`, `errors` keyed by the field's dotted path inside the entry
 * (`price.custom`, `images.0.alt`); a save's id or etag problems are keyed `id` / `etag`.
 */
import * as z from 'zod/mini';
import { CONTENT_WIDGETS, type ContentWidget } from '../content-layer/content-widgets.ts';
import { PUBLISH_STATUSES, previewStateSchema, publishStateSchema } from '../content-layer/publish-state.ts';

export { previewStateSchema, publishStateSchema };

/** How a collection is kept in `content/` (docs/content-editing.md §1). */
export const CONTENT_STORAGES = ['folder', 'single', 'blog'] as const;
export type ContentStorage = (typeof CONTENT_STORAGES)[number];

export { CONTENT_WIDGETS, type ContentWidget };

export const contentCollectionMetaSchema = z.object({
  name: z.string(),
  label: z.string(),
  storage: z.enum(CONTENT_STORAGES),
  /** Staff may add items (POST) and remove the items they added (DELETE). */
  canAdd: z.boolean(),
  canRemove: z.boolean(),
  /** Items in the draft (built-in and staff-added, removed ones left out). */
  count: z.number(),
  /** Items with a draft change not yet published. */
  drafts: z.number(),
});
export type ContentCollectionMeta = z.output<typeof contentCollectionMetaSchema>;

/** The publish state with the status staff see. */
export const publishStatusSchema = z.extend(publishStateSchema, { status: z.enum(PUBLISH_STATUSES) });
export type PublishStatusView = z.output<typeof publishStatusSchema>;

export const contentOverviewAnswer = z.object({
  collections: z.array(contentCollectionMetaSchema),
  publish: publishStatusSchema,
  preview: previewStateSchema,
  /** Items whose draft differs from the live (latest requested) version. */
  draftChanges: z.number(),
});
export type ContentOverview = z.output<typeof contentOverviewAnswer>;

/**
 * How the editor lays out a collection's form. Paths are dotted, with `*` for every item of an
 * array (`images.*.src`); `order` lists the top-level fields in the order of the schema factory.
 * `labels` has every field path of the schema; `widgets` only the fields that need one.
 */
export const contentUiSchema = z.object({
  order: z.array(z.string()),
  labels: z.record(z.string(), z.string()),
  widgets: z.record(z.string(), z.enum(CONTENT_WIDGETS)),
});
export type ContentUi = z.output<typeof contentUiSchema>;

export const CONTENT_ORIGINS = ['builtin', 'staff'] as const;

export const contentItemSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** `builtin`: shipped in `content/`; `staff`: added by staff. */
  origin: z.enum(CONTENT_ORIGINS),
  /** The draft differs from the live value. */
  changed: z.boolean(),
  /** A staff-added item removed in the draft (published on the next publish). */
  removed: z.boolean(),
});
export type ContentItemSummary = z.output<typeof contentItemSummarySchema>;

/** A JSON Schema object (draft 2020-12) as zod's toJSONSchema writes it. */
const jsonSchemaObject = z.record(z.string(), z.unknown());

export const contentCollectionAnswer = z.object({
  collection: contentCollectionMetaSchema,
  /** The entry's JSON Schema (input side), generated from the collection's schema factory. */
  schema: jsonSchemaObject,
  ui: contentUiSchema,
  items: z.array(contentItemSummarySchema),
});
export type ContentCollectionAnswer = z.output<typeof contentCollectionAnswer>;

const entryObject = z.record(z.string(), z.unknown());

export const contentItemAnswer = z.object({
  id: z.string(),
  /** The draft value (the default with the draft patch applied; a staff item whole); null once removed. */
  entry: z.nullable(entryObject),
  /** The value in the latest requested version, or null when that version does not have it. */
  live: z.nullable(entryObject),
  /** The value shipped in `content/`, or null for a staff-added item. */
  default: z.nullable(entryObject),
  /** The draft key's etag (send it back with the next save), or null when the item has no draft change. */
  etag: z.nullable(z.string()),
});
export type ContentItemAnswer = z.output<typeof contentItemAnswer>;

const etagField = z.nullable(z.string().check(z.maxLength(200)));

export const contentSaveRequest = z.object({ etag: etagField, entry: entryObject });
export type ContentSaveRequest = z.output<typeof contentSaveRequest>;

export const contentCreateRequest = z.object({
  id: z.string({ error: 'Give the new item an id.' }).check(z.trim(), z.minLength(1, { error: 'Give the new item an id.' })),
  entry: entryObject,
});
export type ContentCreateRequest = z.output<typeof contentCreateRequest>;

/** Discard and delete: the etag of the draft key as last read (null when there is none). */
export const contentEtagRequest = z.object({ etag: etagField });
export type ContentEtagRequest = z.output<typeof contentEtagRequest>;

/** An uploaded picture: JPEG, PNG or WebP by its bytes, at most 5 MB; stored as WebP at most 2000 px wide. */
export const CONTENT_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const CONTENT_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_PICTURE_MAX_WIDTH = 2000;

export const contentPictureAnswer = z.object({
  /** What to put in the image field: `picture:{key}`. */
  src: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ContentPictureAnswer = z.output<typeof contentPictureAnswer>;

export const CONTENT_NOTE_MAX = 500;

export const contentPublishRequest = z.object({
  note: z.optional(z.string().check(z.trim(), z.maxLength(CONTENT_NOTE_MAX, { error: `Keep the note under ${CONTENT_NOTE_MAX} characters.` }))),
});
export type ContentPublishRequest = z.output<typeof contentPublishRequest>;

export const contentPublishAnswer = z.object({ version: z.number(), publish: publishStatusSchema });
export type ContentPublishAnswer = z.output<typeof contentPublishAnswer>;

export const contentActorSchema = z.object({ id: z.string(), email: z.string() });
export type ContentActor = z.output<typeof contentActorSchema>;

export const contentVersionSummarySchema = z.object({
  version: z.number(),
  publishedAt: z.string(),
  publishedBy: contentActorSchema,
  note: z.string(),
  /** The version this one copies (a revert), or null. */
  revertOf: z.nullable(z.number()),
  /** The items whose value differs from the version before it. */
  changes: z.array(z.object({ collection: z.string(), id: z.string() })),
});
export type ContentVersionSummary = z.output<typeof contentVersionSummarySchema>;

export const CONTENT_VERSIONS_PAGE = 20;

/** `?before=n` pages to older versions; `?limit=` (1–100, default CONTENT_VERSIONS_PAGE). */
export const contentVersionsQuery = z.object({
  before: z.optional(z.coerce.number().check(z.int(), z.positive())),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});

export const contentVersionsAnswer = z.object({
  versions: z.array(contentVersionSummarySchema),
  /** The version the public site shows, or null. */
  live: z.nullable(z.number()),
  /** Pass as `before` for the next (older) page, or null on the last page. */
  nextBefore: z.nullable(z.number()),
});
export type ContentVersionsAnswer = z.output<typeof contentVersionsAnswer>;
