/**
 * Build-time loader of the privacy notice (issue #42 item 5): content/privacy/privacy.json with its
 * placeholders filled from content/site/site.json, the one source of the retention period the
 * server's retention job applies and of the group's name.
 */
import { getEntry } from 'astro:content';
import type { PrivacyNoticeEntry, PrivacyNoticeSection } from '../lib/content/privacy-notice-schema.ts';
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

/** The notice, every text ready to show. */
export async function loadPrivacyNotice(): Promise<PrivacyNoticeEntry> {
  const [notice, site] = await Promise.all([loadNoticeEntry(), loadSiteEntry()]);
  const facts: NoticeFacts = { retentionPeriod: formatRetentionPeriod(site.privacy.enquiryRetentionMonths), group: site.brands.group };
  return {
    ...notice,
    intro: fillNoticeText(notice.intro, facts),
    formNote: fillNoticeText(notice.formNote, facts),
    sections: notice.sections.map((section) => fillSection(section, facts)),
    contact: fillSection(notice.contact, facts),
  };
}
