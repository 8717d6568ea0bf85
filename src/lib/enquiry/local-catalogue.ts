/**
 * The enquiry catalogue as a Telugu or Hindi page shows it (issue #44): the built-in sweets, hampers
 * and gifts named by their local name, "కాజు కత్లి (Kaju Katli)", and a Diwali pack's quantity in the
 * language (from the products as that language's pages show them, loadBuiltinProducts(locale)), so
 * the list's lines read so; every other entry, and English, as it is. The lines keep their ids, so
 * what is sent is the same enquiry.
 */
import type { Locale } from '../i18n/locales.ts';
import { localName } from '../i18n/local-name.ts';
import { catalogueKey, type EnquiryCatalogue } from './enquiry-catalogue.ts';

/** The product kinds a built-in product has entries of (catalogue-entries.ts). */
const PRODUCT_KINDS = ['product', 'diwali'] as const;

interface LocalProduct {
  _id: string;
  name: string;
  aliases?: readonly string[] | undefined;
  /** What one pack holds, in the language. */
  quantity?: string | undefined;
}

export function withLocalNames(catalogue: EnquiryCatalogue, products: readonly LocalProduct[], locale: Locale): EnquiryCatalogue {
  if (locale === 'en') return catalogue;
  const named: EnquiryCatalogue = { ...catalogue };
  for (const product of products) {
    const name = localName(product.name, product.aliases ?? [], locale);
    for (const kind of PRODUCT_KINDS) {
      const key = catalogueKey(kind, product._id);
      const entry = Object.hasOwn(named, key) ? named[key] : undefined;
      if (!entry) continue;
      const detail = kind === 'diwali' && entry.detail !== undefined && product.quantity?.trim() ? { detail: product.quantity.trim() } : {};
      named[key] = { ...entry, name, ...detail };
    }
  }
  return named;
}
