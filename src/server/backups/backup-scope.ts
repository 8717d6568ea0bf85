/**
 * Which stores a backup copies and how they group for a restore (issue #42 item 4). Every store in
 * STORE_NAMES is backed up unless it is listed here with the reason, so a store added later is in
 * the next backup without a change here (and joins its restore unit by lib/backups/backup-units.ts).
 * Backups are plain copies of what the stores hold at the time: data erased from a store (a DPDP
 * erasure) is in no backup taken afterwards, and leaves the older ones when they expire (30 days).
 * The site's content (`content/`) is not in Blobs: it lives in git and ships with each deploy; what
 * staff changed on top of it (drafts, published versions, pictures: `site-content`, issue #41) is.
 */
import { backupUnits, type BackupUnit } from '../../lib/backups/backup-units.ts';
import { openStore, STORE_NAMES, type Store, type StoreKey } from '../storage/blob-stores.ts';

const NOT_BACKED_UP: Partial<Record<StoreKey, string>> = {
  // Counters of sign-in and enquiry attempts, minutes to hours long. Restoring old ones would lock
  // people out or lift a lock; they hold hashes of IP addresses and emails that need no keeping.
  throttle: 'rate-limit counters: short-lived, rebuilt by use',
  // Marks of sessions ended by logout, needed only until the token expires (2 hours). Restoring an
  // older set would delete newer marks and make logged-out tokens valid again.
  sessions: 'ended-session marks: short-lived, and restoring them would revive logged-out sessions',
  backups: 'the backups themselves',
  // Enquiry CSVs prepared for one staff member and deleted after a day: copies of the enquiries (which
  // are backed up), and keeping them in backups would keep erased visitor data 30 days longer.
  exports: 'export files: a day-long copy of the enquiries, which are backed up themselves',
};

export interface BackedUpStore {
  key: StoreKey;
  name: string;
}

/** The stores a backup copies, in STORE_NAMES order. */
export function backedUpStores(): BackedUpStore[] {
  return (Object.entries(STORE_NAMES) as [StoreKey, string][])
    .filter(([key]) => NOT_BACKED_UP[key] === undefined)
    .map(([key, name]) => ({ key, name }));
}

/** The restore units of the stores backed up now. */
export function currentUnits(): BackupUnit[] {
  return backupUnits(backedUpStores().map((store) => store.name));
}

/** Opens a backed-up store by its name; undefined for a name that is not one. */
export function openBackedUpStore(name: string): Store | undefined {
  const found = backedUpStores().find((store) => store.name === name);
  return found ? openStore(found.key) : undefined;
}
