/**
 * What a restore restores together (issue #42 item 4): a unit is one or more Blobs stores whose
 * keys refer to each other, so restoring one without the others would leave them disagreeing.
 * - `products` with `images`: a product names its pictures by image key, so a product brought back
 *   without its pictures, or pictures without the products that use them, would show broken images.
 * - `enquiries` with every store named `enquiry-…` (references, alerts, and any index such as
 *   `enquiry-index`): all are derived from the enquiries and keyed by them.
 * Every other store is a unit of its own, named after the store, so a store added later is backed
 * up and restorable without a change here. Pure: it takes the store names from the server.
 */

export interface BackupUnit {
  /** The name a developer or `npm run restore -- --store` gives. */
  id: string;
  label: string;
  /** Store names, the unit's own store first. */
  stores: string[];
}

/** Restores every unit. */
export const EVERYTHING = 'everything';

interface UnitRule {
  id: string;
  label: string;
  owns: (store: string) => boolean;
}

const GROUPED_UNITS: readonly UnitRule[] = [
  { id: 'products', label: 'Products and their pictures', owns: (store) => store === 'products' || store === 'images' },
  { id: 'enquiries', label: 'Enquiries with their references, alerts and indexes', owns: (store) => store === 'enquiries' || store.startsWith('enquiry-') },
];

const SINGLE_LABELS: Readonly<Record<string, string>> = {
  users: 'Staff accounts',
  'blog-stats': 'Blog views and likes',
  audit: 'Activity log (restoring adds back lost entries, never removes newer ones)',
  'site-meta': 'Site settings and seed markers',
  'site-content': 'Site content: staff edits, published versions and their pictures',
};

/**
 * Stores whose records are only ever added (the activity log): a restore adds back what is missing
 * and never deletes newer entries, so the record of who restored what, and everything done since,
 * survives a restore.
 */
export const APPEND_ONLY_STORES: ReadonlySet<string> = new Set(['audit']);

/** The units of the stores given (in their order); each store belongs to exactly one unit. */
export function backupUnits(storeNames: readonly string[]): BackupUnit[] {
  const units: BackupUnit[] = [];
  for (const store of storeNames) {
    const rule = GROUPED_UNITS.find((candidate) => candidate.owns(store));
    const id = rule?.id ?? store;
    const existing = units.find((unit) => unit.id === id);
    if (existing) existing.stores.push(store);
    else units.push({ id, label: rule?.label ?? SINGLE_LABELS[store] ?? store, stores: [store] });
  }
  for (const unit of units) unit.stores.sort((a, b) => Number(b === unit.id) - Number(a === unit.id));
  return units;
}

/** The stores a restore of `unitId` (or EVERYTHING) touches; undefined for an unknown unit. */
export function storesOfUnit(units: readonly BackupUnit[], unitId: string): string[] | undefined {
  if (unitId === EVERYTHING) return units.flatMap((unit) => unit.stores);
  return units.find((unit) => unit.id === unitId)?.stores;
}
