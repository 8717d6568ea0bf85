/**
 * CORP-07, issue #13: the corporate gifting page promises "50+ varieties" in the Mithai Catalogue.
 * Counts the varieties the catalogue prints from the built-in content alone (staff products only
 * add to it) against the number the page copy claims, so neither can drift from the other.
 */
import { basename } from 'node:path';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { catalogueSectionsWithStaff, varietyCount } from '../../../src/lib/catalogue/builtin-catalogue-rows.ts';
import { toBuiltinProducts } from '../../../src/lib/catalogue/builtin-products.ts';
import { corporateGiftSchema } from '../../../src/lib/content/corporate-gift-schema.ts';
import { diwaliSweetSchema } from '../../../src/lib/content/diwali-sweet-schema.ts';
import { giftHamperSchema } from '../../../src/lib/content/gift-hamper-schema.ts';
import { contentRoot, loadCollection } from './load-content.ts';

const builtin = toBuiltinProducts(
  {
    diwaliSweets: loadCollection('diwali-sweets', diwaliSweetSchema),
    giftHampers: loadCollection('gift-hampers', giftHamperSchema),
    corporateGifts: loadCollection('corporate-gifts', corporateGiftSchema),
  },
  { phoneNumber: '+91 40 2784 5500', imageUrl: (path: string) => basename(path) },
);

describe('the catalogue’s variety claim', () => {
  test('the built-in varieties alone reach the number the corporate gifting page claims', () => {
    const copy = JSON.parse(readFileSync(join(contentRoot, 'page-copy', 'corporate-gifting.json'), 'utf8')) as { catalogue: { text: string } };
    const claim = /(\d+)\+ varieties/.exec(copy.catalogue.text);
    expect(claim, 'the catalogue text states "N+ varieties"').not.toBeNull();
    const count = varietyCount(catalogueSectionsWithStaff(builtin, []));
    expect(count).toBe(83);
    expect(count).toBeGreaterThanOrEqual(Number(claim?.[1]));
  });
});
