/**
 * A campaign of the announcement bar (content/announcements/*.json; storefront §2 Header, issue
 * #41): its words, where it leads, the India days it runs (both optional and inclusive: none means
 * always) and its order. The bar shows the first campaign, by order, whose dates include the
 * visitor's day, so staff can schedule Christmas while Diwali runs.
 */
import { z } from 'astro/zod';
import { orderSchema } from './content-fields-schema.ts';
import { isoDateSchema } from './site-schema.ts';
import { translationsOf } from '../i18n/translations-schema.ts';

/** The bar is one line on a phone: longer text is cut with an ellipsis. */
export const ANNOUNCEMENT_TEXT_MAX = 80;

/** A path inside the site ("/contact") or an absolute https URL. */
const hrefSchema = z.string().regex(/^(\/(?!\/)|https:\/\/)/, { error: 'Must start with "/" (a page of this site) or "https://"' });

const announcementText = {
  text: z
    .string()
    .trim()
    .min(1, { error: 'Write the words of the bar' })
    .max(ANNOUNCEMENT_TEXT_MAX, { error: `Keep it to ${ANNOUNCEMENT_TEXT_MAX} characters: the bar is one line on phones` }),
};

export const announcementSchema = z
  .strictObject({
    /** Dismissals are remembered per campaign id, so a new campaign shows again; /contact?campaign={id} names it. */
    campaignId: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Lower-case letters, digits and hyphens only, e.g. "christmas-2026"' }),
    ...announcementText,
    /** The words of the bar in Telugu and Hindi (issue #44); the link is the same page in the page's language. */
    translations: translationsOf(announcementText, ['text']),
    href: hrefSchema,
    /** First day it shows (India), inclusive; absent: from now on. */
    startsOn: isoDateSchema.optional(),
    /** Last day it shows (India), inclusive; absent: until another campaign takes its place. */
    endsOn: isoDateSchema.optional(),
    /** When two campaigns run on one day, the lower order shows. */
    order: orderSchema,
  })
  .refine((campaign) => campaign.startsOn === undefined || campaign.endsOn === undefined || campaign.startsOn <= campaign.endsOn, {
    error: 'The last day must be on or after the first day',
    path: ['endsOn'],
  });

export type AnnouncementEntry = z.output<typeof announcementSchema>;

/** What the build refuses across campaigns: two with one campaign id (dismissals and enquiries name it). */
export function announcementProblems(entries: readonly { id: string; data: Pick<AnnouncementEntry, 'campaignId'> }[]): { id: string; field: string; message: string }[] {
  return entries.flatMap((entry, i) => {
    const first = entries.findIndex((other) => other.data.campaignId === entry.data.campaignId);
    return first < i ? [{ id: entry.id, field: 'campaignId', message: `Campaign id "${entry.data.campaignId}" is already used by ${entries[first]?.id}` }] : [];
  });
}
