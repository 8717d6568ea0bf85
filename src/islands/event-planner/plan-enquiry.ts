/** The event plan as one enquiry for the teams involved, and as a WhatsApp summary (issue #17). */
import type { PlannerEnquiry } from '../../client/planner-api.ts';
import type { UiStrings } from '../../lib/i18n/strings/index.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';
import { formatDay } from '../../lib/planning/calendar-days.ts';
import { DIET_STYLE_LABELS, OCCASION_LABELS, type PlanPart } from '../../lib/planning/event-plan.ts';
import type { LeadTimeCheck } from '../../lib/planning/lead-time.ts';
import type { PlanState } from '../../lib/planning/plan-url.ts';
import type { Contact } from '../planner-kit/ContactFields.tsx';
import { enquiryBase } from '../planner-kit/use-send.ts';

export interface PlanDraft {
  plan: PlanState;
  kept: readonly PlanPart[];
  lead: LeadTimeCheck;
  contact: Contact;
  notes: string;
  maxDays: number;
}

/** The planner's checks' messages, in the page's language (ui(locale).events.planner; issue #44). */
export type PlanProblemWords = Pick<UiStrings['events']['planner'], 'dateMissing' | 'datePast' | 'guestsMissing' | 'daysRange' | 'keepOne'>;

/** Every reason the plan cannot be sent yet, in `words`; [] when it can. */
export function planProblems(draft: PlanDraft, words: PlanProblemWords): string[] {
  const problems: string[] = [];
  if (draft.lead.status === 'missing') problems.push(words.dateMissing);
  if (draft.lead.status === 'past') problems.push(words.datePast);
  if (draft.plan.guests < 1) problems.push(words.guestsMissing);
  if (draft.plan.days < 1 || draft.plan.days > draft.maxDays) problems.push(fill(words.daysRange, { max: draft.maxDays }));
  if (draft.plan.guests >= 1 && draft.kept.length === 0) problems.push(words.keepOne);
  return problems;
}

export function planSummary(draft: Pick<PlanDraft, 'plan' | 'kept'>): string {
  const { plan } = draft;
  const days = plan.days === 1 ? '1 day' : `${plan.days} days`;
  return [
    `Event plan: ${OCCASION_LABELS[plan.occasion]}${plan.date ? ` on ${formatDay(plan.date)}` : ''}, ${plan.guests} guests, ${days}, ${DIET_STYLE_LABELS[plan.diet]}`,
    ...draft.kept.map((part) => `- ${part.label}`),
  ].join('\n');
}

/** The enquiry's category: the hotel when a hall or rooms are kept, else catering, else sweets (return gifts only). */
function planCategory(kept: readonly PlanPart[]): PlannerEnquiry['category'] {
  const teams = new Set(kept.map((part) => part.team));
  if (teams.has('banquets & hotels')) return 'banquets & hotels';
  return teams.has('restaurants & catering') ? 'restaurants & catering' : 'sweets';
}

export function planEnquiry(draft: PlanDraft): PlannerEnquiry {
  const { plan } = draft;
  return {
    ...enquiryBase(draft.contact, planSummary(draft), draft.notes),
    category: planCategory(draft.kept),
    eventDate: plan.date,
    guests: plan.guests,
    plan: { occasion: plan.occasion, days: plan.days, diet: plan.diet, parts: draft.kept.map(({ team, label }) => ({ team, label })) },
  };
}
