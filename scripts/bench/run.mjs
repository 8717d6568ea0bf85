/**
 * `npm run bench`: builds nothing (run `npm run build` first), starts the local site on a free port,
 * prints page weight, API latency and (when Chromium is present and LIGHTHOUSE is not 0) Lighthouse
 * figures, stops the site, then runs the catalogue and search benchmarks.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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

/** Starts scripts/serve.mjs and resolves with its URL once it says it is ready (at most 120 s). */
async function startSite(port) {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
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

const site = await startSite(await freePort());
try {
  await benchPageWeight(site.url);
  await benchApiLatency(site.url);
  if (process.env.LIGHTHOUSE !== '0') await benchLighthouse(site.url);
} finally {
  await site.stop();
}
