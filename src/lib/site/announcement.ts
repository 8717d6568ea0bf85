/**
 * Rules of the announcement bar (spec §2 Header, §9: shown after scrolling past 10 px) and of its
 * campaigns (content/announcements, issue #41: the first by order whose dates include the day).
 */
import { firstApplying, notOverOn } from './dated-content.ts';

export const ANNOUNCEMENT_SCROLL_THRESHOLD = 10;

/** Shown once the page is scrolled strictly past the threshold and the visitor has not dismissed it. */
export function shouldShowAnnouncement(scrollY: number, dismissed: boolean): boolean {
  return !dismissed && scrollY > ANNOUNCEMENT_SCROLL_THRESHOLD;
}

/** Storage key of the dismissal, per campaign, so a new campaign shows again. */
export function announcementStorageKey(campaignId: string): string {
  return `announcement-dismissed:${campaignId}`;
}

export interface Campaign {
  campaignId: string;
  text: string;
  href: string;
  startsOn?: string | undefined;
  endsOn?: string | undefined;
  order: number;
}

/** A campaign as the bar renders it: its dates as a dated window, shown or hidden for the build's day. */
export interface CampaignView {
  campaignId: string;
  text: string;
  href: string;
  from: string | undefined;
  to: string | undefined;
  shown: boolean;
}

/**
 * The campaigns a build puts in the bar: those not over on `day` (India), by order; the first whose
 * dates include `day` is shown. The page's inline script decides again on the visitor's day.
 */
export function campaignsToRender(campaigns: readonly Campaign[], day: string): CampaignView[] {
  const views = campaigns
    .toSorted((a, b) => a.order - b.order || a.campaignId.localeCompare(b.campaignId))
    .map(({ campaignId, text, href, startsOn, endsOn }) => ({ campaignId, text, href, from: startsOn, to: endsOn, shown: false }))
    .filter((view) => notOverOn(view, day));
  const current = firstApplying(views, day);
  return views.map((view) => ({ ...view, shown: view === current }));
}
