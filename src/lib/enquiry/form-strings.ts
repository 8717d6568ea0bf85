/**
 * The shapes of the words an enquiry form's island takes as props (issue #44, docs/i18n.md §2): its
 * page passes its language's part of `ui(locale).forms`. Types only, so an island that imports this
 * file ships no language's words.
 */
import type { UiStrings } from '../i18n/strings/index.ts';

/** The contact form's labels, buttons, subject box, thank-you screen and failure banners. */
export type ContactFormStrings = UiStrings['forms']['form'];
/** The thank-you screen's words. */
export type ThankYouStrings = ContactFormStrings['thankYou'];
/** The banners of a failed submission. */
export type FailureStrings = ContactFormStrings['failure'];
