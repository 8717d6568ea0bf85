/**
 * `npm run restore -- --from DATE [--store UNIT] [--yes]`: restores the local Blobs (LOCAL_BLOBS_DIR,
 * default .netlify/blobs-serve) from a backup with the dashboard's own code
 * (src/server/backups/restore-backup.ts). DATE is a day (YYYY-MM-DD: that day's newest complete
 * backup) or a backup id; UNIT a restore unit (products, enquiries, users, …; default everything).
 * It prints the plan first and applies it only with --yes or a "y" typed at the prompt. Without a
 * size limit: a restore too large for the dashboard's one call is done here.
 */
import { createInterface } from 'node:readline/promises';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { withLocalBlobs } from './seed.mjs';

const USAGE = 'Usage: npm run restore -- --from YYYY-MM-DD|BACKUP_ID [--store UNIT] [--yes]';

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exitCode = 1;
}

/** @param {import('../src/lib/api/backups.ts').RestorePlan} plan */
function printPlan(plan) {
  console.log(`Restore of "${plan.unit}" from backup ${plan.backupId} (plan ${plan.planId.slice(0, 12)}):`);
  for (const store of plan.stores) {
    const counts = `add ${store.adds.count}, change ${store.changes.count}, delete ${store.deletes.count}${store.appendOnly ? ' (keeps newer entries)' : ''}`;
    console.log(`  ${store.store.padEnd(20)} ${counts}`);
    for (const [what, part] of [['add', store.adds], ['change', store.changes], ['delete', store.deletes]]) {
      if (part.count > 0) console.log(`    ${what}: ${part.examples.join(', ')}${part.count > part.examples.length ? ', …' : ''}`);
    }
  }
  for (const warning of plan.warnings) console.log(`Warning: ${warning}`);
}

async function confirmed(yes) {
  if (yes) return true;
  if (!process.stdin.isTTY) return false;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await prompt.question('Apply this plan? [y/N] ')).trim());
  } finally {
    prompt.close();
  }
}

let args;
try {
  args = parseArgs({ options: { from: { type: 'string' }, store: { type: 'string' }, yes: { type: 'boolean', default: false } } }).values;
} catch (error) {
  args = undefined;
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
if (args && !args.from) fail(`Say which backup: --from YYYY-MM-DD (or a backup id).\n${USAGE}`);

if (args?.from) {
  const from = args.from;
  const unit = args.store ?? 'everything';
  await withLocalBlobs(process.cwd(), async () => {
    const { chooseBackup } = await import('../src/lib/backups/backup-id.ts');
    const { EVERYTHING } = await import('../src/lib/backups/backup-units.ts');
    const { currentUnits } = await import('../src/server/backups/backup-scope.ts');
    const { applyRestore, planRestore } = await import('../src/server/backups/restore-backup.ts');
    const { openStore } = await import('../src/server/storage/blob-stores.ts');
    const { listManifests } = await import('../src/server/storage/backup-repository.ts');

    const choice = chooseBackup(await listManifests(openStore('backups')), from);
    if (!choice.ok) return fail(choice.reason);
    const units = currentUnits();
    if (unit !== EVERYTHING && !units.some((known) => known.id === unit)) {
      const owner = units.find((known) => known.stores.includes(unit));
      const names = [EVERYTHING, ...units.map((known) => known.id)].join(', ');
      return fail(owner ? `The store ${unit} is restored with its unit: use --store ${owner.id} (${owner.stores.join(', ')}).` : `Unknown store "${unit}". Choose one of: ${names}.`);
    }
    const actor = { _id: 'command-line', email: `${userInfo().username} (npm run restore)`, role: 'developer' };
    const plan = await planRestore(choice.id, unit, actor, { maxOperations: Number.POSITIVE_INFINITY });
    printPlan(plan);
    if (plan.refusal) return fail(plan.refusal);
    if (plan.operations === 0) return console.log('Nothing to change: the data is as in the backup.');
    if (!(await confirmed(args.yes))) return console.log('Nothing changed. Run again with --yes to apply this plan.');
    const result = await applyRestore(choice.id, unit, plan.planId, actor, { maxOperations: Number.POSITIVE_INFINITY });
    for (const store of result.stores) {
      console.log(`  ${store.store.padEnd(20)} added ${store.added}, changed ${store.changed}, deleted ${store.deleted}${store.conflicts ? `, ${store.conflicts} conflicts (written meanwhile, left as they are)` : ''}`);
    }
    console.log(`Restored from backup ${choice.id}.`);
  });
}
