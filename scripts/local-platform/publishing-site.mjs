/**
 * The local site on a throwaway copy of the project (throwaway-project.mjs) over fresh temporary Blobs,
 * with a temporary Super Admin signed in: for the publish benchmark and the publish tests, which build
 * and swap that copy's site, never the developer's. `api()` calls the site's API as that staff member.
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeThrowawayProject } from './throwaway-project.mjs';
import { developerCredentials, startThrowawaySite } from './throwaway-site.mjs';

/**
 * @param {string} url @param {string} path @param {string | undefined} token @param {{ method?: string, body?: unknown }} [init]
 * @returns {Promise<{ status: number, body: any }>}
 */
async function callApi(url, path, token, { method = 'GET', body } = {}) {
  const res = await fetch(new URL(path, url), {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed };
}

/** @param {{ projectRoot?: string, env?: Record<string, string> }} [options] */
export async function startPublishingSite({ projectRoot = process.cwd(), env = {} } = {}) {
  const project = await makeThrowawayProject(projectRoot);
  try {
    // The copied site must show content/ as shipped, as the fresh Blobs hold no version.
    const built = JSON.parse(readFileSync(join(project.root, 'dist', 'data', 'content-version.json'), 'utf8'));
    if (built.version !== 0) {
      const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: project.root, env: { ...process.env, LOCAL_BLOBS_DIR: join(project.root, 'no-blobs') }, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('The throwaway copy could not be built.');
    }
    const site = await startThrowawaySite({ projectRoot: project.root, env: { LOCAL_SCHEDULES: 'off', ...env } });
    const developer = (await callApi(site.url, '/api/admin/login', undefined, { method: 'POST', body: developerCredentials(project.root) })).body.token;
    const staff = { email: `publisher-${randomBytes(4).toString('hex')}@rasika.test`, password: randomBytes(18).toString('base64url') };
    const signup = await callApi(site.url, '/api/admin/signup', developer, { method: 'POST', body: { ...staff, role: 'superadmin' } });
    if (signup.status !== 201 && signup.status !== 200) throw new Error(`Could not make the staff member: ${signup.status} ${JSON.stringify(signup.body)}`);
    const { token, admin } = (await callApi(site.url, '/api/admin/login', undefined, { method: 'POST', body: staff })).body;
    return {
      url: site.url,
      root: project.root,
      blobsDirectory: site.blobsDirectory,
      token,
      /** The signed-in Super Admin as the login answers it (for a browser's stored session). */
      admin,
      /** @param {string} path @param {{ method?: string, body?: unknown }} [init] */
      api: (path, init) => callApi(site.url, path, token, init),
      /** The text of a page or file of the site as a visitor gets it. */
      page: async (/** @type {string} */ path) => (await fetch(new URL(path, site.url), { signal: AbortSignal.timeout(30_000) })).text(),
      async stop() {
        await site.stop();
        await project.remove();
      },
    };
  } catch (error) {
    await project.remove();
    throw error;
  }
}

/**
 * Polls `check` every `everyMs` until it answers true, at most `withinMs`; answers the time taken.
 * @param {() => Promise<boolean>} check @param {{ withinMs: number, everyMs?: number, what: string }} options
 */
export async function waitFor(check, { withinMs, everyMs = 250, what }) {
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what} did not happen within ${Math.round(withinMs / 1000)} s.`);
}
