/**
 * Starts the built site (scripts/serve.mjs) on a free port over a fresh temporary Blobs folder, for
 * benchmarks and load runs: the demo data is seeded there, and the developer's own local data is
 * never touched. `stop()` ends the server and removes the folder.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** @returns {Promise<number>} */
export function freePort() {
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
 * `blobsDirectory`: a temporary folder the caller made and filled (e.g. 10,000 enquiries for the desk
 * bench); it is removed on stop like the folder made here, unless `keepBlobs` (the caller starts the
 * site again over it, as a fresh function instance, and removes it itself).
 * @param {{ projectRoot?: string, env?: Record<string, string>, readyWithinMs?: number, blobsDirectory?: string, keepBlobs?: boolean }} [options]
 * @returns {Promise<{ url: string, blobsDirectory: string, stop: () => Promise<void> }>}
 */
export async function startThrowawaySite({ projectRoot = process.cwd(), env = {}, readyWithinMs = 180_000, blobsDirectory = mkdtempSync(join(tmpdir(), 'throwaway-blobs-')), keepBlobs = false } = {}) {
  if (!existsSync(join(projectRoot, 'dist', 'index.html'))) throw new Error('No build found: run `npm run build` first.');
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: projectRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOCAL_BLOBS_DIR: blobsDirectory },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    if (!keepBlobs) rmSync(blobsDirectory, { recursive: true, force: true });
  };
  try {
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The local site did not start within ${readyWithinMs / 1000} s.`)), readyWithinMs);
      exited.then((code) => reject(new Error(`The local site exited with ${code}.`)));
      child.stdout.on('data', (data) => {
        const ready = /Site ready at (\S+)/.exec(String(data));
        if (ready) {
          clearTimeout(timer);
          resolve(ready[1]);
        }
      });
    });
    return { url, blobsDirectory, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The seeded developer's credentials (environment, else .netlify/local-secrets.json). */
export function developerCredentials(projectRoot = process.cwd()) {
  const email = process.env.DEVELOPER_EMAIL || 'developer@mithaihouse.local';
  if (process.env.DEVELOPER_PASSWORD) return { email, password: process.env.DEVELOPER_PASSWORD };
  const secrets = JSON.parse(readFileSync(join(projectRoot, '.netlify', 'local-secrets.json'), 'utf8'));
  return { email, password: secrets.DEVELOPER_PASSWORD };
}
