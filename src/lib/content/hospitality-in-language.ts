/**
 * The hotel and banquet facts in a language (issue #44): each translated text laid over English's,
 * the numbers (guests, capacities) always English's, a hall's texts by its place in the list; a text
 * a language lacks stays English.
 */
import type { Locale } from '../i18n/locales.ts';
import type { HospitalityFactsEntry } from './hospitality-facts-schema.ts';

/** `base` with every present, non-blank string of `over` in its place (objects and lists by key and index). */
function overlay(base: unknown, over: unknown): unknown {
  if (over === undefined || over === null) return base;
  if (typeof base === 'string') return typeof over === 'string' && over.trim() !== '' ? over : base;
  if (Array.isArray(base)) return base.map((item, index) => overlay(item, Array.isArray(over) ? over[index] : undefined));
  if (typeof base === 'object' && base !== null && typeof over === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(base)) result[key] = overlay(value, (over as Record<string, unknown>)[key]);
    return result;
  }
  return base;
}

export function localiseHospitality(facts: HospitalityFactsEntry, locale: Locale): HospitalityFactsEntry {
  if (locale === 'en') return facts;
  const { translations, ...english } = facts;
  return { ...(overlay(english, translations?.[locale]) as typeof english), translations };
}
