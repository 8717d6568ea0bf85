/** Rules of the announcement bar (spec §2 Header, §9: shown after scrolling past 10 px). */

export const ANNOUNCEMENT_SCROLL_THRESHOLD = 10;

/** Shown once the page is scrolled strictly past the threshold and the visitor has not dismissed it. */
export function shouldShowAnnouncement(scrollY: number, dismissed: boolean): boolean {
  return !dismissed && scrollY > ANNOUNCEMENT_SCROLL_THRESHOLD;
}

/** Storage key of the dismissal, per campaign, so a new campaign shows again. */
export function announcementStorageKey(campaignId: string): string {
  return `announcement-dismissed:${campaignId}`;
}

/**
 * Whether a campaign runs on `today` ("YYYY-MM-DD", inclusive bounds; absent bounds are open).
 * Evaluated when the site is built, so a campaign ends with the next build after its end date.
 */
export function isCampaignRunning(today: string, window: { startsOn?: string | undefined; endsOn?: string | undefined }): boolean {
  if (window.startsOn !== undefined && today < window.startsOn) return false;
  if (window.endsOn !== undefined && today > window.endsOn) return false;
  return true;
}
