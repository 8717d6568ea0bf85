/**
 * The enquiry catalogue as the build emitted it at /data/enquiry-catalogue.json (built-in
 * products, Diwali packs, catering services and packages, event types, dishes, table, halls and
 * stays, campaigns), read from the site itself (its configured origin, never a request's Host) once per instance, plus staff-created products
 * from the products store. Unlike the search index, a catalogue that cannot be read is an error:
 * an enquiry is refused with 503 (and kept in the visitor's form) rather than stored half-checked.
 */
import { z } from 'astro/zod';
import { priceSchema } from '../../lib/catalogue/product-schema.ts';
import { STAFF_PRODUCT_KINDS, staffProductEntry, findEntry, type CatalogueEntry, type EnquiryCatalogue } from '../../lib/enquiry/enquiry-catalogue.ts';
import { ENQUIRY_CATEGORIES } from '../../lib/enquiry/enquiry-schema.ts';
import { SUBJECT_KINDS, type SubjectRef } from '../../lib/enquiry/enquiry-subject.ts';
import type { EntryLookup } from '../../lib/enquiry/resolve-subjects.ts';
import { isRecordId } from '../../lib/api/record-id.ts';
import { HttpError } from '../http/http-error.ts';
import { siteFileText } from '../http/site-file.ts';
import type { Store } from '../storage/blob-stores.ts';
import { getProduct } from '../storage/product-repository.ts';

export const ENQUIRY_CATALOGUE_PATH = '/data/enquiry-catalogue.json';


const entrySchema = z.object({
  kind: z.enum(SUBJECT_KINDS),
  id: z.string(),
  name: z.string(),
  category: z.enum(ENQUIRY_CATEGORIES),
  price: z.optional(priceSchema),
  mrp: z.string().optional(),
  priceText: z.string().optional(),
  detail: z.string().optional(),
});
const catalogueSchema = z.record(z.string(), entrySchema);

async function catalogueOf(origin: string | undefined): Promise<EnquiryCatalogue> {
  try {
    if (!origin) throw new Error('The site origin is not configured (context.site.url or URL).');
    return catalogueSchema.parse(JSON.parse(await siteFileText(origin, ENQUIRY_CATALOGUE_PATH))) as EnquiryCatalogue;
  } catch (error) {
    console.error('Could not read the enquiry catalogue:', error);
    throw new HttpError(503, 'We could not check the items of your enquiry just now. Please try again shortly.');
  }
}

/** Looks a reference up in the built catalogue, then (product kinds only) among visible staff products. */
export async function enquiryLookup(origin: string | undefined, products: Store): Promise<EntryLookup> {
  const catalogue = await catalogueOf(origin);
  return async (ref: SubjectRef): Promise<CatalogueEntry | undefined> => {
    const built = findEntry(catalogue, ref);
    if (built || !STAFF_PRODUCT_KINDS.includes(ref.kind) || !isRecordId(ref.id)) return built;
    const stored = await getProduct(products, ref.id);
    return stored ? staffProductEntry(stored.value, ref.kind) : undefined;
  };
}
