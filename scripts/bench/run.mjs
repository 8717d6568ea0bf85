/**
 * `npm run bench`: builds nothing (run `npm run build` first), starts the local site on a free port,
 * prints page weight, API latency and (when Chromium is present and LIGHTHOUSE is not 0) Lighthouse
 * figures, stops the site, then runs the catalogue and search benchmarks.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { benchApiLatency } from './api-latency.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchPageWeight } from './page-weight.mjs';

if (!existsSync(join(process.cwd(), 'dist', 'index.html'))) {
  console.error('No dist/: run `npm run build` first.');
  process.exit(1);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts scripts/serve.mjs over a fresh temporary Blobs folder (seeded with the demo data, so the
 * developer's own local data is never touched) and resolves with its URL once it is ready (≤ 120 s).
 */
async function startSite(port, blobsDirectory) {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOCAL_BLOBS_DIR: blobsDirectory },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The local site did not start within 120 s.')), 120_000);
    child.once('exit', (code) => reject(new Error(`The local site exited with ${code}.`)));
    child.stdout.on('data', (data) => {
      const ready = /Site ready at (\S+)/.exec(String(data));
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    });
  });
  return { url, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
}

const blobsDirectory = mkdtempSync(join(tmpdir(), 'bench-blobs-'));
const site = await startSite(await freePort(), blobsDirectory);
try {
  await benchPageWeight(site.url);
  await benchApiLatency(site.url);
  if (process.env.LIGHTHOUSE !== '0') await benchLighthouse(site.url);
} finally {
  await site.stop();
  rmSync(blobsDirectory, { recursive: true, force: true });
}
