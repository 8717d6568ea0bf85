/**
 * Whether the visitor dismissed the announcement bar. Remembered for the visit (sessionStorage),
 * per campaign id, so the bar stays away across page navigations and a new campaign shows again.
 */
import { atom } from 'nanostores';
import { announcementStorageKey } from '../lib/site/announcement.ts';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const $announcementDismissed = atom(false);

function sessionStore(): KeyValueStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser's privacy settings
  }
}

/** Loads the stored dismissal of this campaign into the store. */
export function restoreAnnouncementDismissal(campaignId: string, storage: KeyValueStorage | undefined = sessionStore()): void {
  let dismissed = false;
  try {
    dismissed = storage?.getItem(announcementStorageKey(campaignId)) === '1';
  } catch {
    dismissed = false;
  }
  $announcementDismissed.set(dismissed);
}

/** Hides the bar now and for the rest of the visit. */
export function dismissAnnouncement(campaignId: string, storage: KeyValueStorage | undefined = sessionStore()): void {
  $announcementDismissed.set(true);
  try {
    storage?.setItem(announcementStorageKey(campaignId), '1');
  } catch {
    // Storage full or blocked: the bar still stays hidden on this page.
  }
}
