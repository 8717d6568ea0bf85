/**
 * `npm run backup`: takes one backup of the local Blobs (LOCAL_BLOBS_DIR, default .netlify/blobs-serve)
 * with the same job the daily schedule runs (src/server/backups/take-backup.ts), including retention.
 */
import { withLocalBlobs } from './seed.mjs';

const manifest = await withLocalBlobs(process.cwd(), async () => {
  const { takeBackup } = await import('../src/server/backups/take-backup.ts');
  return takeBackup({ trigger: 'command' });
});
const blobs = manifest.stores.reduce((sum, store) => sum + store.count, 0);
const bytes = manifest.stores.reduce((sum, store) => sum + store.bytes, 0);
console.log(`Backup ${manifest.id} is complete: ${blobs} blobs of ${manifest.stores.length} stores, ${(bytes / 1024).toFixed(1)} KB.`);
for (const store of manifest.stores) console.log(`  ${store.name.padEnd(20)} ${String(store.count).padStart(7)} blobs`);
