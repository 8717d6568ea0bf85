/**
 * Build-time loader of the privacy notice (issue #42 item 5): content/privacy/privacy.json with its
 * placeholders filled from content/site/site.json, the one source of the retention period the
 * server's retention job applies and of the group's name.
 */
import { getEntry } from 'astro:content';
import type { PrivacyNoticeEntry, PrivacyNoticeSection } from '../lib/content/privacy-notice-schema.ts';
import { localise } from '../lib/i18n/localise.ts';
import { DEFAULT_LOCALE, type Locale } from '../lib/i18n/locales.ts';
import { ui } from '../lib/i18n/strings/index.ts';
import { plural } from '../lib/i18n/ui-strings.ts';
import { fillNoticeText, type NoticeFacts } from '../lib/privacy/notice-text.ts';
import { formatRetentionPeriod } from '../lib/privacy/retention.ts';
import { loadSiteEntry } from './site.ts';

async function loadNoticeEntry(): Promise<PrivacyNoticeEntry> {
  const entry = await getEntry('privacy', 'privacy');
  if (!entry) throw new Error('content/privacy/privacy.json is missing');
  return entry.data;
}

function fillSection<S extends PrivacyNoticeSection>(section: S, facts: NoticeFacts): S {
  const fill = (text: string) => fillNoticeText(text, facts);
  return { ...section, body: section.body.map((block) => (typeof block === 'string' ? fill(block) : block.map(fill))) };
}

/** The retention period in the notice's language: "24 months", "24 నెలలు" (the period checked as the retention job checks it). */
function retentionPeriodIn(locale: Locale, months: number): string {
  const english = formatRetentionPeriod(months);
  return locale === DEFAULT_LOCALE ? english : plural(locale, ui(locale).pages.privacy.months, months);
}

/** The notice in a language (issue #44; English's texts where a translation is missing), every text ready to show. */
export async function loadPrivacyNotice(locale: Locale = DEFAULT_LOCALE): Promise<PrivacyNoticeEntry> {
  const [entry, site] = await Promise.all([loadNoticeEntry(), loadSiteEntry()]);
  const notice = localise(entry, locale);
  const facts: NoticeFacts = { retentionPeriod: retentionPeriodIn(locale, site.privacy.enquiryRetentionMonths), group: site.brands.group };
  return {
    ...notice,
    intro: fillNoticeText(notice.intro, facts),
    formNote: fillNoticeText(notice.formNote, facts),
    sections: notice.sections.map((section) => fillSection(section, facts)),
    contact: fillSection(notice.contact, facts),
  };
}
