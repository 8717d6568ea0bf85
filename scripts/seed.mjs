/**
 * `npm run seed`: puts the demo data into the local Blobs (the same folder that
 * `npm start` and `npm run dev` use). Idempotent: running it again adds nothing twice.
 */
import { resolve } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { startLocalBlobsServer } from './local-blobs/local-blobs-server.mjs';
import { applyLocalEnv } from './local-env.mjs';

/** Netlify's local emulation keeps Blobs here, under the unlinked site id "0". */
export const LOCAL_BLOBS_DIR = '.netlify/blobs-serve';
export const LOCAL_SITE_ID = '0';

/**
 * The folder of the local Blobs: LOCAL_BLOBS_DIR from the environment (benchmarks and load tests
 * point it at a temporary folder, so they never fill the developer's data), else .netlify/blobs-serve.
 */
export function localBlobsDirectory(projectRoot) {
  return resolve(projectRoot, process.env.LOCAL_BLOBS_DIR || LOCAL_BLOBS_DIR);
}

/**
 * Runs `task` with the local Blobs (the local environment applied, the folder served by the local
 * Blobs platform for the length of the task), as the seed, `npm run backup` and `npm run restore` do.
 * @template T @param {string} projectRoot @param {() => Promise<T>} task @returns {Promise<T>}
 */
export async function withLocalBlobs(projectRoot, task) {
  applyLocalEnv(projectRoot);
  const token = 'local-script';
  const server = await startLocalBlobsServer({ directory: localBlobsDirectory(projectRoot), token, port: 0 });
  try {
    setEnvironmentContext({ edgeURL: server.url, uncachedEdgeURL: server.url, token, siteID: LOCAL_SITE_ID });
    return await task();
  } finally {
    await server.stop();
  }
}

export async function seedLocalBlobs(projectRoot) {
  return withLocalBlobs(projectRoot, async () => {
    const { seedDemoData } = await import('../src/server/seed/seed-demo-data.ts');
    return seedDemoData();
  });
}

export function printSeedReport(report) {
  console.log(`Demo data: ${report.productsCreated} products added (${report.productsTotal} in store).`);
  const dev = report.developer;
  if (dev) {
    console.log(`Staff login (developer): ${dev.email} / ${dev.password}${dev.created ? ' (created now)' : ''}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await seedLocalBlobs(process.cwd());
  printSeedReport(report);
}
