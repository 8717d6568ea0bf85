/**
 * `npm start` (after the build): serves dist/ with the Netlify platform emulated on one local URL.
 * - Functions (netlify/functions) run in this process through local-platform/functions-runtime.mjs:
 *   bundled and loaded once, then called for every request, as a warm Netlify instance is.
 * - Static files, netlify.toml redirects and headers come from @netlify/dev (its own function
 *   emulation is off: it re-loads a function for every request), each answer kept in memory once read
 *   (local-platform/static-answers.mjs), as Netlify's CDN keeps it: restart the server after a build.
 * - Blobs: local-blobs/local-blobs-server.mjs, whose conditional writes are atomic as on Netlify,
 *   over the folder of LOCAL_BLOBS_DIR (default .netlify/blobs-serve).
 * Responses are compressed as Netlify's CDN does. Unmatched paths get dist/404.html with status 404 and the
 * site's security headers, as Netlify does; so do the rule files _headers and _redirects. Unknown methods get 405 and
 * function request bodies over Netlify's 6 MB limit 413, both as JSON, checked while streaming.
 * Scheduled functions run on their schedules (local-platform/scheduler.mjs) and on a POST to
 * /.netlify/functions/{name}; background functions answer 202 and run on, as on Netlify.
 * Playwright's browser tests use this same server.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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
const functions = await loadFunctions({ projectRoot, directory: join(projectRoot, 'netlify', 'functions') });
// Netlify answers an unmatched path with dist/404.html and the `/*` header rule, as here.
const notFound = staticAnswer(404, { 'Content-Type': 'text/html; charset=utf-8', ...SECURITY_HEADERS }, await readFile(join(dist, '404.html')));
const staticAnswers = new StaticAnswerCache();

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

/** @netlify/dev's answer (dist/'s file or a redirect), undefined when nothing matches (the 404 page) or for a rule file. */
async function emulatorAnswer(req) {
  if (isRuleFile(req)) return undefined;
  return (await netlify.handleAndIntrospectNodeRequest(req, { serverAddress: address }))?.response;
}

/** A GET's static answer, kept from the first time it is asked for; anything else is asked afresh. */
async function handleStatic(req, res) {
  const key = staticAnswerKey(req);
  if (key === undefined) {
    const response = await emulatorAnswer(req);
    return response ? writeResponse(response, req, res) : writeStaticAnswer(notFound, req, res);
  }
  let answer = staticAnswers.get(key);
  if (!answer) {
    const response = await emulatorAnswer(req);
    answer = response ? await readStaticAnswer(response) : notFound;
    staticAnswers.set(key, answer);
  }
  await writeStaticAnswer(answer, req, res);
}

const server = createServer(async (req, res) => {
  const method = req.method ?? 'GET';
  try {
    if (!KNOWN_METHODS.has(method)) {
      sendJson(res, 405, { message: `Method ${method} is not allowed.` }, { Allow: [...KNOWN_METHODS].join(', ') });
      return;
    }
    const url = new URL(req.url ?? '/', address);
    const match = functions.match(url.pathname, method);
    if (match && !(match.fn.preferStatic && hasStaticFile(url.pathname))) await handleFunction(req, res, url, match);
    else await handleStatic(req, res);
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
const scheduler = process.env.LOCAL_SCHEDULES === 'off' ? undefined : startScheduler(functions, { origin: address });
for (const { name, at } of scheduler?.runs() ?? []) console.log(`Scheduled function ${name}: next run ${at.toISOString()}`);

async function shutdown() {
  scheduler?.stop();
  server.close();
  await functions.settle();
  await netlify.stop();
  await blobs.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
