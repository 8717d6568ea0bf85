/** The content editor's fixed texts (issue #41), each written once. */
export const STALE_SAVE = 'Someone else changed this item. Reload to see their change.';
export const DRAFT_SAVED = 'Draft saved. Publish to put it on the site.';
export const ITEM_ADDED = 'Item added to the draft.';
export const DRAFT_DISCARDED = 'Draft change discarded: the item is back at its published value.';
export const ITEM_REMOVED = 'Item removed from the draft. It leaves the site when you publish.';
export const FIX_FIELDS = 'Some fields need attention before this can be saved.';
export const SAVE_FAILED = 'The draft could not be saved.';
export const LOAD_FAILED = 'The content could not be loaded.';
export const NOTHING_TO_PUBLISH = 'The draft has nothing new to publish.';
export const PICTURE_UPLOAD_FAILED = 'The picture could not be uploaded.';
export const LEAVE_UNSAVED = 'You have changes that are not saved. Leave this item anyway?';

export const STATUS_WORDS = {
  queued: 'Queued',
  building: 'Building',
  live: 'Live',
  failed: 'Failed',
} as const;
