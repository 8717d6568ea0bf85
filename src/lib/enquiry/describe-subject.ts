/**
 * The readable summary of what an enquiry is about, built from a reference and the site's own
 * entry for it: "Kaju Katli, 1kg, Premium, ₹1,495". Null whenever the reference does not fit the
 * entry (a size or quality the product does not offer), so an altered link shows no summary.
 */
import type { QualityLevel, Size } from '../catalogue/product-schema.ts';
import { fill } from '../i18n/ui-strings.ts';
import { formatRupees } from '../pricing/format-rupees.ts';
import { availableSizes, isCustomPriced, priceForSelection, qualityLevels, DEFAULT_QUALITY } from '../pricing/price-for-selection.ts';
import type { EnquiryCategory } from './enquiry-schema.ts';
import { catalogueKey, findEntry, type CatalogueEntry, type EnquiryCatalogue } from './enquiry-catalogue.ts';
import type { SubjectKind, SubjectRef } from './enquiry-subject.ts';
import { EN_SUBJECT_WORDS, type SubjectWords } from './subject-words.ts';

export const QUALITY_LABELS: Readonly<Record<QualityLevel, string>> = EN_SUBJECT_WORDS.quality;

export type { SubjectWords } from './subject-words.ts';

/** An entry's texts in another language, by catalogue key (only those that differ from English's). */
export type LocalEntryTexts = Readonly<Record<string, Partial<Pick<CatalogueEntry, 'name' | 'detail' | 'priceText'>>>>;

/** What is stored with the enquiry and shown above the message. */
export interface SubjectSummary {
  kind: SubjectKind;
  id: string;
  name: string;
  size?: Size;
  quality?: QualityLevel;
  /** Whole rupees for one unit, when the site shows a number price. */
  unitPrice?: number;
  /** The summary line after "About: ". */
  label: string;
  category: EnquiryCategory;
}

interface Options {
  size?: Size;
  quality?: QualityLevel;
  unitPrice?: number;
  parts: string[];
}

/** Size, quality and price of a product or pack; null when the chosen options do not exist. */
function pricedOptions(entry: CatalogueEntry, ref: SubjectRef, words: SubjectWords): Options | null {
  const price = entry.price;
  if (!price) return null;
  if (isCustomPriced(price)) {
    if (ref.size || ref.quality) return null;
    const unitPrice = price.custom;
    const shown = entry.mrp ? fill(words.mrp, { mrp: entry.mrp }) : unitPrice === undefined ? undefined : fill(words.perPack, { price: formatRupees(unitPrice) });
    return { ...(unitPrice === undefined ? {} : { unitPrice }), parts: [entry.detail, shown].filter((part): part is string => Boolean(part)) };
  }
  const levels = qualityLevels(price);
  if (ref.quality && !levels.includes(ref.quality)) return null;
  const level = ref.quality ?? DEFAULT_QUALITY;
  const sizes = availableSizes(price, level);
  const size = ref.size ?? sizes[0];
  if (size === undefined || !sizes.includes(size)) return null;
  const unitPrice = priceForSelection(price, { size, level });
  const parts = [size, ...(levels.length > 0 ? [words.quality[level]] : []), ...(unitPrice === undefined ? [] : [formatRupees(unitPrice)])];
  return { size, ...(levels.length > 0 ? { quality: level } : {}), ...(unitPrice === undefined ? {} : { unitPrice }), parts };
}

function plainOptions(entry: CatalogueEntry, ref: SubjectRef): Options | null {
  if (ref.size || ref.quality) return null;
  return { parts: [entry.detail, entry.priceText].filter((part): part is string => Boolean(part)) };
}

/** The summary of one reference, or null when the site has no such thing (or not with those options). */
export function describeSubject(ref: SubjectRef, entry: CatalogueEntry | undefined, words: SubjectWords = EN_SUBJECT_WORDS): SubjectSummary | null {
  if (!entry || entry.kind !== ref.kind || entry.id !== ref.id) return null;
  const options = entry.price ? pricedOptions(entry, ref, words) : plainOptions(entry, ref);
  if (!options) return null;
  const { parts, ...chosen } = options;
  return { kind: ref.kind, id: ref.id, name: entry.name, ...chosen, label: [entry.name, ...parts].join(', '), category: entry.category };
}

/** describeSubject over a catalogue. */
export function describeFromCatalogue(ref: SubjectRef, catalogue: EnquiryCatalogue): SubjectSummary | null {
  return describeSubject(ref, findEntry(catalogue, ref));
}

/**
 * A summary's name and line as a Telugu or Hindi page shows them (issue #44): the entry's texts in
 * that language where the site has them (`local`), the language's words for MRP, packs and quality.
 * English's when the entry is not in the build's catalogue (a staff product looked up on the server).
 */
export function localSubject(summary: SubjectSummary, catalogue: EnquiryCatalogue, local: LocalEntryTexts, words: SubjectWords): Pick<SubjectSummary, 'name' | 'label'> {
  const entry = findEntry(catalogue, summary);
  const ref: SubjectRef = { kind: summary.kind, id: summary.id, ...(summary.size ? { size: summary.size } : {}), ...(summary.quality ? { quality: summary.quality } : {}) };
  const shown = entry && describeSubject(ref, { ...entry, ...local[catalogueKey(entry.kind, entry.id)] }, words);
  return shown ? { name: shown.name, label: shown.label } : { name: summary.name, label: summary.label };
}
