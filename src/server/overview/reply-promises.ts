/**
 * The reply each enquiry category's thank-you screen promises, in hours, for the Overview and the
 * weekly digest (issue #43): read from content/site/site.json `enquiryTeams.{category}.replyWithin`,
 * bundled into the function like enquiry-retention.ts reads the retention period, and checked with the
 * site schema's rule, so the page and the "waiting too long" figure cannot disagree.
 */
import site from '../../../content/site/site.json' with { type: 'json' };
import { enquiryTeamsSchema } from '../../lib/content/site-schema.ts';
import { ENQUIRY_CATEGORIES, type EnquiryCategory } from '../../lib/enquiry/enquiry-schema.ts';
import { replyPromiseHours } from '../../lib/overview/reply-promise.ts';

const teams = enquiryTeamsSchema.parse(site.enquiryTeams);

/** Hours per category ("within 4 hours…" -> 4, "within one working day" -> 24). */
export const REPLY_PROMISE_HOURS: Readonly<Record<EnquiryCategory, number>> = Object.fromEntries(
  ENQUIRY_CATEGORIES.map((category) => [category, replyPromiseHours(teams[category].replyWithin) ?? Number.NaN]),
) as Record<EnquiryCategory, number>;
