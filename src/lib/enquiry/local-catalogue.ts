/**
 * The enquiry catalogue as a Telugu or Hindi page shows it (issue #44): the built-in sweets, hampers
 * and gifts named by their local name, "కాజు కత్లి (Kaju Katli)", so the list's lines read so; every
 * other entry, and English, as it is. The lines keep their ids, so what is sent is the same enquiry.
 */
import type { Locale } from '../i18n/locales.ts';
import { localName } from '../i18n/local-name.ts';
import { catalogueKey, type EnquiryCatalogue } from './enquiry-catalogue.ts';

/** The product kinds a built-in product has entries of (catalogue-entries.ts). */
const PRODUCT_KINDS = ['product', 'diwali'] as const;

export function withLocalNames(catalogue: EnquiryCatalogue, products: readonly { _id: string; name: string; aliases?: readonly string[] | undefined }[], locale: Locale): EnquiryCatalogue {
  if (locale === 'en') return catalogue;
  const named: EnquiryCatalogue = { ...catalogue };
  for (const product of products) {
    const shown = localName(product.name, product.aliases ?? [], locale);
    if (shown === product.name) continue;
    for (const kind of PRODUCT_KINDS) {
      const key = catalogueKey(kind, product._id);
      const entry = Object.hasOwn(named, key) ? named[key] : undefined;
      if (entry) named[key] = { ...entry, name: shown };
    }
  }
  return named;
}
