/**
 * Everything the PDF catalogue prints, read at build time: the built-in products as catalogue
 * sections, the staff products that exist at the build, the contact details of content/site and the stores of content/stores.
 */
import { catalogueSectionsWithStaff } from '../../lib/catalogue/builtin-catalogue-rows.ts';
import { loadBuiltinProducts } from '../../loaders/builtin-products.ts';
import { loadCatalogueContact } from '../../loaders/catalogue-contact.ts';
import { loadCatalogueFonts } from './catalogue-fonts.ts';
import { loadStaffProducts } from './staff-products.ts';
import type { CatalogueInput } from './render-catalogue-pdf.ts';

export async function loadCatalogueInput(website: string): Promise<CatalogueInput> {
  const [products, staff, contact] = await Promise.all([loadBuiltinProducts(), loadStaffProducts(), loadCatalogueContact(website)]);
  return { sections: catalogueSectionsWithStaff(products, staff), contact, fonts: loadCatalogueFonts() };
}
