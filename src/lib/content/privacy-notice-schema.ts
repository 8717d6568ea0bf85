/**
 * The privacy notice (content/privacy/privacy.json, one entry; issue #42 item 5, DPDP Act 2023): what
 * is collected, why, who sees it, how long it is kept, the visitor's rights and whom to ask, in plain
 * words, plus the line each enquiry form shows beside its send button. Texts may name the placeholders
 * of lib/privacy/notice-text.ts; the retention period must be one of them, so the notice always states
 * the period the retention job applies (content/site/site.json) and never a number of its own.
 */
import { z } from 'astro/zod';
import { textSchema } from './content-fields-schema.ts';
import { localise } from '../i18n/localise.ts';
import { LOCALES } from '../i18n/locales.ts';
import { translationsOf } from '../i18n/translations-schema.ts';
import { isNoticePlaceholder, NOTICE_PLACEHOLDERS, placeholdersIn } from '../privacy/notice-text.ts';

const knownPlaceholders = (text: string) => placeholdersIn(text).every(isNoticePlaceholder);

/** A text of the notice: any `{…}` in it must be a known placeholder. */
const noticeTextSchema = textSchema.refine(knownPlaceholders, {
  error: `Use only the placeholders ${NOTICE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`,
});

/** A section's body, in order: a string is a paragraph, a list of strings is a bulleted list. */
const blockSchema = z.union([noticeTextSchema, z.array(noticeTextSchema).min(1)]);

const sectionSchema = z.strictObject({
  /** The section's anchor on the page ("how-long": /privacy#how-long). */
  id: z.string().regex(/^[a-z0-9-]+$/, { error: 'Lower-case letters, digits and hyphens only' }),
  title: textSchema,
  body: z.array(blockSchema).min(1),
});

/** Whom to ask: the page lists the business email and phone (content/site) under it, with these labels. */
const contactSchema = sectionSchema.extend({ emailLabel: textSchema, phoneLabel: textSchema });

const noticeText = {
  /** The page's heading and title, and the text of every link to it ("Privacy notice"). */
  title: textSchema,
  /** The page's meta description. */
  description: z.string().trim().min(50).max(160),
  intro: noticeTextSchema,
  /** The line beside each enquiry form's send button, before the link to the notice. */
  formNote: noticeTextSchema,
};

/** A section's words in another language: its anchor stays English's (lib/i18n/localise.ts merges by position). */
const sectionText = z.strictObject({ title: textSchema, body: sectionSchema.shape.body }).partial();

/** The notice in Telugu and Hindi (issue #44): every text, with the same placeholders. */
const translatedNotice = {
  ...noticeText,
  sections: z.array(sectionText).min(1),
  contact: sectionText.extend({ emailLabel: textSchema, phoneLabel: textSchema }).partial(),
};

export const privacyNoticeSchema = z
  .strictObject({
    ...noticeText,
    /** When the notice last changed ("YYYY-MM-DD"), shown on the page. */
    lastUpdated: z.iso.date({ error: 'Must be a date "YYYY-MM-DD"' }),
    sections: z.array(sectionSchema).min(1),
    /** The last section. */
    contact: contactSchema,
    translations: translationsOf(translatedNotice, ['title', 'description', 'intro', 'formNote', 'sections', 'contact']),
  })
  // In every language the page shows it in (issue #44): English's texts with each translation over them.
  .refine((notice) => LOCALES.every((locale) => JSON.stringify({ ...localise(notice, locale), translations: undefined }).includes('{retentionPeriod}')), {
    error: 'The notice must state how long enquiries are kept with {retentionPeriod}',
  })
  .refine((notice) => new Set([...notice.sections, notice.contact].map((section) => section.id)).size === notice.sections.length + 1, {
    error: 'Each section needs its own id',
  });

export type PrivacyNoticeEntry = z.infer<typeof privacyNoticeSchema>;
export type PrivacyNoticeSection = z.infer<typeof sectionSchema>;
