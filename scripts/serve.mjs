/**
 * `npm start` (after the build): serves dist/ with the Netlify platform emulated on one local URL.
 * - Functions (netlify/functions) run in this process through local-platform/functions-runtime.mjs:
 *   bundled and loaded once, then called for every request, as a warm Netlify instance is.
 * - Static files, netlify.toml redirects and headers come from @netlify/dev (its own function
 *   emulation is off: it re-loads a function for every request), each answer kept in memory once read
 *   (local-platform/static-answers.mjs), as Netlify's CDN keeps it: restart the server after a build.
 * - Blobs: local-blobs/local-blobs-server.mjs, whose conditional writes are atomic as on Netlify,
 *   over the folder of LOCAL_BLOBS_DIR (default .netlify/blobs-serve).
 * Responses are compressed as Netlify's CDN does. Unmatched paths get dist/404.html (under /te/ and /hi/, that
 * language's 404 page, issue #44) with status 404 and the site's security headers, as Netlify does; so do
 * the rule files _headers and _redirects. Unknown methods get 405 and
 * function request bodies over Netlify's 6 MB limit 413, both as JSON, checked while streaming.
 * Scheduled functions run on their schedules (local-platform/scheduler.mjs) and on a POST to
 * /.netlify/functions/{name}; background functions answer 202 and run on, as on Netlify.
 * Publishing staff content (issue #41, docs/content-editing.md §5): local-platform/publisher.mjs builds
 * each requested version into a fresh folder and, only when the build succeeded, swaps it in for dist/
 * (reads of the site's files wait for the moment of the swap: local-platform/site-gate.mjs), then reloads
 * the functions (their bundles take the live content, local-platform/live-content-plugin.mjs) and drops
 * the kept answers, as a new deploy does on Netlify. A preview build is served, with a "Preview — not
 * live" banner, only to a browser that opened /_preview/open (local-platform/preview-cookie.mjs).
 * LOCAL_PUBLISHER=off leaves the site as built.
 * Playwright's browser tests use this same server.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { NetlifyDev } from '@netlify/dev';
import { applyLocalEnv } from './local-env.mjs';
import { loadFunctions } from './local-platform/functions-runtime.mjs';
import { startScheduler } from './local-platform/scheduler.mjs';
import { BodyTooLargeError, clientAddress, KNOWN_METHODS, toWebRequest } from './local-platform/node-request.mjs';
import { readStaticAnswer, staticAnswer, StaticAnswerCache, staticAnswerKey, writeStaticAnswer } from './local-platform/static-answers.mjs';
import { writeResponse } from './local-platform/write-response.mjs';
import { SiteGate } from './local-platform/site-gate.mjs';
import { liveContentPlugin } from './local-platform/live-content-plugin.mjs';
import { replaceSiteFolders, startPublisher } from './local-platform/publisher.mjs';
import { CLOSE_PREVIEW_COOKIE, hasValidPreviewCookie, openPreviewCookie, previewLanding, withPreviewBanner } from './local-platform/preview-cookie.mjs';
import { readPreviewFile } from './local-platform/preview-site.mjs';
import { openStore } from '../src/server/storage/blob-stores.ts';
import { requireUser } from '../src/server/auth/require-user.ts';
import { isPublicPagePath } from '../src/lib/site/public-page.ts';
import { startLocalBlobsServer } from './local-blobs/local-blobs-server.mjs';
import { LOCAL_SITE_ID, localBlobsDirectory, printSeedReport, seedLocalBlobs } from './seed.mjs';
import { SECURITY_HEADERS } from '../src/lib/site/security-headers.ts';

const projectRoot = process.cwd();
const dist = join(projectRoot, 'dist');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8888);
const address = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;

applyLocalEnv(projectRoot);
if (process.env.SKIP_SEED !== '1') printSeedReport(await seedLocalBlobs(projectRoot));

const netlify = new NetlifyDev({
  projectRoot,
  blobs: { enabled: false },
  functions: { enabled: false },
  edgeFunctions: { enabled: false },
  database: { enabled: false },
  aiGateway: { enabled: false },
  geolocation: { enabled: false },
  environmentVariables: { enabled: false },
  serverAddress: null,
});
await netlify.start();
// Blobs with atomic conditional writes, as on Netlify (the emulator's own server checks and writes
// in two steps): see scripts/local-blobs/local-blobs-server.mjs.
const blobsToken = randomBytes(16).toString('hex');
const blobs = await startLocalBlobsServer({ directory: localBlobsDirectory(projectRoot), token: blobsToken });
setEnvironmentContext({ edgeURL: blobs.url, uncachedEdgeURL: blobs.url, token: blobsToken, siteID: LOCAL_SITE_ID });
const loadSiteFunctions = () => loadFunctions({ projectRoot, directory: join(projectRoot, 'netlify', 'functions'), plugins: [liveContentPlugin(projectRoot)] });
let functions = await loadSiteFunctions();
// Netlify answers an unmatched path with dist/404.html and the `/*` header rule, as here; an unmatched
// /te/… or /hi/… path with that language's 404 page, by the `/te/*  /te/404.html  404` rules of
// dist/_redirects (astro.config.mjs netlifyRules; issue #44).
const NOT_FOUND_PAGES = { en: '404.html', te: join('te', '404.html'), hi: join('hi', '404.html') };
const readNotFound = async () => {
  const answers = {};
  for (const [locale, file] of Object.entries(NOT_FOUND_PAGES)) {
    const path = join(dist, file);
    if (existsSync(path)) answers[locale] = staticAnswer(404, { 'Content-Type': 'text/html; charset=utf-8', ...SECURITY_HEADERS }, await readFile(path));
  }
  return answers;
};
let notFoundPages = await readNotFound();
/** The 404 page of the address's language (English when that language has none). */
function notFoundFor(req) {
  const locale = /^\/(te|hi)(?:[/?#]|$)/.exec(req.url ?? '/')?.[1] ?? 'en';
  return notFoundPages[locale] ?? notFoundPages.en;
}
let staticAnswers = new StaticAnswerCache();
/** Reads of dist/ happen through it, so a publish swaps the whole site at one moment. */
const siteGate = new SiteGate();
/** The preview build staff may open (undefined until one is built). */
let previewDir;
/** @type {ReturnType<typeof startPublisher> | undefined} */
let publisher;

/** @param {import('node:http').ServerResponse} res */
function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/** True when dist/ has a page or file for the path (for functions with `preferStatic`). */
function hasStaticFile(pathname) {
  let path;
  try {
    path = decodeURIComponent(pathname).replace(/\/$/, '');
  } catch {
    return false; // malformed %-encoding: no file has that name
  }
  if (path.includes('..')) return false;
  return [path, `${path}.html`, `${path}/index.html`].some((candidate) => candidate !== '' && existsSync(join(dist, candidate)));
}

async function handleFunction(req, res, url, match) {
  const ip = clientAddress(req);
  const request = await toWebRequest(req, url, ip);
  const response = await functions.invoke(match.fn, match.params, request, ip);
  await writeResponse(response, req, res);
  // A publish, revert or preview request was answered: build now rather than at the next poll.
  if (req.method === 'POST' && url.pathname.startsWith(CONTENT_API)) publisher?.wake();
}

/**
 * Netlify's rule files in dist/: Netlify reads them and never serves them (they name the secret
 * staff paths), while the emulator would answer them as files.
 */
const RULE_FILES = new Set(['/_headers', '/_redirects']);

/** True for a request of a rule file, however its path is spelled (%-encoded, a trailing slash, doubled slashes). */
function isRuleFile(req) {
  const path = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false; // malformed %-encoding: no file has that name
  }
  return RULE_FILES.has(`/${decoded.split('/').filter(Boolean).join('/')}`);
}

/**
 * True for a /te/… or /hi/… address with no file in dist/: @netlify/dev answers the `/te/*  /te/404.html  404`
 * rule with the page but status 200, where Netlify sends 404 (issue #44).
 */
function isMissingLocalePage(req) {
  const pathname = new URL(req.url ?? '/', address).pathname;
  return /^\/(te|hi)\//.test(pathname) && !hasStaticFile(pathname);
}

/** @netlify/dev's answer (dist/'s file or a redirect), undefined when nothing matches (the 404 page) or for a rule file. */
async function emulatorAnswer(req) {
  if (isRuleFile(req) || isMissingLocalePage(req)) return undefined;
  return (await netlify.handleAndIntrospectNodeRequest(req, { serverAddress: address }))?.response;
}

/** A GET's static answer, kept from the first time it is asked for; anything else is asked afresh. */
async function handleStatic(req, res) {
  const key = staticAnswerKey(req);
  if (key === undefined) {
    await siteGate.read(async () => {
      const response = await emulatorAnswer(req);
      await (response ? writeResponse(response, req, res) : writeStaticAnswer(notFoundFor(req), req, res));
    });
    return;
  }
  const answer = await siteGate.read(async () => {
    const kept = staticAnswers.get(key);
    if (kept) return kept;
    const response = await emulatorAnswer(req);
    const read = response ? await readStaticAnswer(response) : notFoundFor(req);
    staticAnswers.set(key, read);
    return read;
  });
  await writeStaticAnswer(answer, req, res);
}

const CONTENT_API = '/api/admin/content';
const PREVIEW_OPEN = '/_preview/open';
const PREVIEW_CLOSE = '/_preview/close';
const STAFF_PATHS = [process.env.ADMIN_LOGIN_PATH ?? '/staff-login', process.env.ADMIN_DASHBOARD_PATH ?? '/staff-dashboard'];

function sendText(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...SECURITY_HEADERS, ...headers });
  res.end(text);
}

/**
 * GET /_preview/open?token={staff token}&path={page}: a staff member with manage_content gets the
 * preview cookie and lands on the page (the home page unless told); GET /_preview/close ends it.
 */
async function handlePreviewLink(req, res, url) {
  if (url.pathname === PREVIEW_CLOSE) {
    res.writeHead(303, { Location: '/', 'Set-Cookie': CLOSE_PREVIEW_COOKIE, 'Cache-Control': 'no-store', ...SECURITY_HEADERS });
    res.end();
    return;
  }
  const token = url.searchParams.get('token') ?? '';
  let user;
  try {
    user = await requireUser(new Request(url, { headers: { authorization: `Bearer ${token}` } }), 'manage-content');
  } catch {
    sendText(res, 401, 'This preview link is not valid for you. Sign in to the staff dashboard and open the preview from there.');
    return;
  }
  if (!previewDir) {
    sendText(res, 404, 'No preview has been built yet. Ask for one in the staff dashboard.');
    return;
  }
  res.writeHead(303, {
    Location: previewLanding(url.searchParams.get('path')),
    'Set-Cookie': openPreviewCookie(user._id, process.env.JWT_SECRET ?? ''),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    ...SECURITY_HEADERS,
  });
  res.end();
}

/**
 * A GET of a browser holding the preview cookie: the preview build's file for the path (pages with the
 * banner), never kept; a staff page, or a path the preview does not have, is answered as usual.
 * True when it answered.
 */
async function handlePreviewFile(req, res, url) {
  if (!previewDir || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  if (!hasValidPreviewCookie(req.headers.cookie, process.env.JWT_SECRET ?? '')) return false;
  const found = await readPreviewFile(previewDir, url.pathname);
  if (!found) return false;
  const page = found.type.startsWith('text/html');
  if (page && !isPublicPagePath(`/${found.file}`, STAFF_PATHS)) return false;
  const body = page ? Buffer.from(withPreviewBanner(found.body.toString('utf8'))) : found.body;
  res.writeHead(200, {
    'Content-Type': found.type,
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    ...SECURITY_HEADERS,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

const server = createServer(async (req, res) => {
  const method = req.method ?? 'GET';
  try {
    if (!KNOWN_METHODS.has(method)) {
      sendJson(res, 405, { message: `Method ${method} is not allowed.` }, { Allow: [...KNOWN_METHODS].join(', ') });
      return;
    }
    const url = new URL(req.url ?? '/', address);
    if (url.pathname === PREVIEW_OPEN || url.pathname === PREVIEW_CLOSE) {
      if (method === 'GET') await handlePreviewLink(req, res, url);
      else sendJson(res, 405, { message: `Method ${method} is not allowed.` }, { Allow: 'GET' });
      return;
    }
    const match = functions.match(url.pathname, method);
    if (match && !(match.fn.preferStatic && (await siteGate.read(async () => hasStaticFile(url.pathname))))) await handleFunction(req, res, url, match);
    else if (!(await handlePreviewFile(req, res, url))) await handleStatic(req, res);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      // Read no further into memory: the rest of the body is discarded as it arrives.
      req.resume();
      sendJson(res, 413, { message: 'The request is too large.' });
      return;
    }
    // Logged here with its stack; the client only ever gets a generic message.
    console.error('Request failed:', method, req.url, error);
    if (!res.headersSent) sendJson(res, 500, { message: 'Something went wrong on our side. Please try again later.' });
    else res.end();
  }
});

// One failed request must never take the whole local site down (on Netlify it would not either).
process.on('uncaughtException', (error) => console.error('Uncaught error (the server goes on):', error));

server.listen(port, host, () => console.log(`Site ready at ${address}`));

// Scheduled functions (backups, retention) run on their schedules here too, unless LOCAL_SCHEDULES=off.
const startSchedules = () => (process.env.LOCAL_SCHEDULES === 'off' ? undefined : startScheduler(functions, { origin: address }));
let scheduler = startSchedules();
for (const { name, at } of scheduler?.runs() ?? []) console.log(`Scheduled function ${name}: next run ${at.toISOString()}`);

/**
 * A published version's build replaces dist/ and .content-live/ at one moment; then the functions are
 * bundled again from the new live content and the kept answers dropped, as a new deploy does on Netlify.
 */
async function swapSite(newSite, newContent) {
  const cleanUp = await siteGate.exclusive(async () => {
    const clean = await replaceSiteFolders({ projectRoot, siteDir: dist, newSite, newContent });
    staticAnswers = new StaticAnswerCache();
    notFoundPages = await readNotFound();
    return clean;
  });
  const previous = functions;
  functions = await loadSiteFunctions();
  scheduler?.stop();
  scheduler = startSchedules();
  await previous.settle();
  await cleanUp();
}

async function swapPreview(newPreview) {
  const old = previewDir;
  previewDir = newPreview;
  if (old) await rm(old, { recursive: true, force: true });
}

/** The version the site was built with at the start (dist/data/content-version.json). */
async function startedVersion() {
  const file = join(dist, 'data', 'content-version.json');
  return existsSync(file) ? Number(JSON.parse(await readFile(file, 'utf8')).version) || 0 : 0;
}

publisher =
  process.env.LOCAL_PUBLISHER === 'off'
    ? undefined
    : startPublisher({ projectRoot, store: openStore('siteContent'), buildEnv: { NETLIFY_BLOBS_CONTEXT: process.env.NETLIFY_BLOBS_CONTEXT ?? '' }, swapSite, swapPreview });
if (publisher) {
  await rm(join(projectRoot, '.netlify', 'preview-builds'), { recursive: true, force: true });
  await rm(join(projectRoot, '.netlify', 'site-builds'), { recursive: true, force: true });
  await publisher.reconcile(await startedVersion()).catch((error) => console.error('Could not record the started version:', error));
  publisher.wake();
}

async function shutdown() {
  await publisher?.stop();
  scheduler?.stop();
  server.close();
  await functions.settle();
  await netlify.stop();
  await blobs.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
