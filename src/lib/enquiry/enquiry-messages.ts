/**
 * The messages of the enquiry rules in one language (issue #44): the templates of
 * `ui(locale).forms.messages` (lib/i18n/strings/forms.ts) with the limits filled in from the rules
 * themselves, so a limit changes in one place. The contact form builds its schema from the templates
 * its page passes (an island never imports strings/); the function from the visitor's language.
 */
import { PLANNER_LIMITS } from '../planning/planner-limits.ts';
import { fill } from '../i18n/ui-strings.ts';
import { formatCount } from '../text/indian-number.ts';
import { BOOKING_YEARS_AHEAD, ENQUIRY_LIMITS, MAX_GUESTS } from './enquiry-limits.ts';
import { ENQUIRY_LIST_LIMITS } from './enquiry-subject.ts';

/** Each message and the limit it names ({max}), or none. */
const LIMIT_OF = {
  nameRequired: undefined,
  nameTooLong: ENQUIRY_LIMITS.name,
  emailRequired: undefined,
  emailInvalid: undefined,
  emailTooLong: ENQUIRY_LIMITS.email,
  phoneInvalid: undefined,
  phoneTooLong: ENQUIRY_LIMITS.phone,
  categoryRequired: undefined,
  messageRequired: undefined,
  messageTooLong: ENQUIRY_LIMITS.message,
  subjectUnknown: undefined,
  tooManyItems: ENQUIRY_LIST_LIMITS.items,
  quantityRange: ENQUIRY_LIST_LIMITS.maxQuantity,
  dateInvalid: undefined,
  datePast: undefined,
  dateTooFar: undefined,
  timeInvalid: undefined,
  guestsRange: MAX_GUESTS,
  recipientsTooMany: PLANNER_LIMITS.recipients,
  printedMessage: PLANNER_LIMITS.printedMessage,
  printedMessageMissing: undefined,
  cityMissing: undefined,
  recipientsMissing: undefined,
  planParts: undefined,
  days: PLANNER_LIMITS.days,
} as const satisfies Record<string, number | undefined>;

export type EnquiryMessageKey = keyof typeof LIMIT_OF;
/** The templates as lib/i18n/strings/forms.ts writes them (`{max}`, `{years}` unfilled). */
export type EnquiryMessageTemplates = Readonly<Record<EnquiryMessageKey, string>>;
/** The messages, ready to show. */
export type EnquiryMessages = Readonly<Record<EnquiryMessageKey, string>>;

/** The templates with their limits filled in ("5,000" as India writes it). */
export function enquiryMessages(templates: EnquiryMessageTemplates): EnquiryMessages {
  const filled = {} as Record<EnquiryMessageKey, string>;
  for (const key of Object.keys(LIMIT_OF) as EnquiryMessageKey[]) {
    const max = LIMIT_OF[key];
    filled[key] = fill(templates[key], { ...(max === undefined ? {} : { max: formatCount(max) }), years: BOOKING_YEARS_AHEAD });
  }
  return filled;
}
