/**
 * The privacy notice's texts are written in content/privacy/privacy.json with placeholders for the facts
 * that live elsewhere, so each fact has one source: `{retentionPeriod}` is the enquiry retention period
 * of content/site/site.json ("24 months"), `{group}` the group's name. Pure.
 */

/** The address of the privacy notice, which every form that collects personal data links to. */
export const PRIVACY_NOTICE_PATH = '/privacy';

export const NOTICE_PLACEHOLDERS = ['retentionPeriod', 'group'] as const;
export type NoticePlaceholder = (typeof NOTICE_PLACEHOLDERS)[number];
export type NoticeFacts = Record<NoticePlaceholder, string>;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholders a text names, known or not ("{retentionPeriod}" -> "retentionPeriod"). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

export function isNoticePlaceholder(name: string): name is NoticePlaceholder {
  return (NOTICE_PLACEHOLDERS as readonly string[]).includes(name);
}

/** `text` with each known placeholder replaced by its fact; unknown ones are left as written. */
export function fillNoticeText(text: string, facts: NoticeFacts): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isNoticePlaceholder(name) ? facts[name] : whole));
}
