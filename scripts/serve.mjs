/**
 * `npm start` (after the build): serves dist/ with the Netlify platform emulated by
 * @netlify/dev — static files, functions, Blobs, redirects and headers — on one
 * local URL. Unmatched paths get dist/404.html with status 404, as Netlify does.
 * Playwright's browser tests use this same server.
 */
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { fromWebResponse, shouldBase64Encode } from '@netlify/dev-utils';
import { applyLocalEnv } from './local-env.mjs';
import { printSeedReport, seedLocalBlobs } from './seed.mjs';

const projectRoot = process.cwd();
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8888);
const address = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;

applyLocalEnv(projectRoot);
if (process.env.SKIP_SEED !== '1') printSeedReport(await seedLocalBlobs(projectRoot));

const netlify = new NetlifyDev({
  projectRoot,
  edgeFunctions: { enabled: false },
  database: { enabled: false },
  aiGateway: { enabled: false },
  geolocation: { enabled: false },
  environmentVariables: { enabled: false },
  serverAddress: null,
});
await netlify.start();

const notFoundPage = await readFile(join(projectRoot, 'dist', '404.html'));

/**
 * The emulator bundles each function on its first request, which takes seconds. Call
 * every function once (its config paths, read from the source) before answering any
 * /api request, so the first visitor, and every browser test, meets a warm site.
 */
async function functionPaths() {
  const dir = join(projectRoot, 'netlify', 'functions');
  const paths = new Set();
  for (const file of await readdir(dir)) {
    const source = await readFile(join(dir, file), 'utf8');
    const config = /export const config[^=]*=\s*\{([\s\S]*?)\};/.exec(source)?.[1] ?? '';
    for (const [, path] of config.matchAll(/'(\/api\/[^']*)'/g)) paths.add(path.replace(/:\w+/g, 'warm-up'));
  }
  return [...paths];
}

async function warmUp() {
  for (const path of await functionPaths()) {
    try {
      await netlify.handle(new Request(new URL(`${path}?q=warm-up`, address)), { serverAddress: address });
    } catch (error) {
      console.warn(`Warm-up of ${path} failed:`, error);
    }
  }
}

/**
 * @netlify/functions-dev reads a function's body with request.text() and flags binary types
 * (multipart, images) as base64 without encoding them, so the function gets garbage. Netlify
 * itself base64-encodes such bodies; do the same here before the request enters the chain.
 */
async function handleNodeRequest(req) {
  const type = req.headers['content-type'] ?? '';
  if (req.method === 'GET' || req.method === 'HEAD' || !shouldBase64Encode(type)) {
    return netlify.handleAndIntrospectNodeRequest(req, { serverAddress: address });
  }
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'content-length' || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const url = new URL(req.url ?? '/', address);
  const request = new Request(url, { method: req.method, headers, body: Buffer.concat(chunks).toString('base64') });
  return netlify.handleAndIntrospect(request, { serverAddress: address });
}

let warmedUp = Promise.resolve();

const server = createServer(async (req, res) => {
  try {
    if (req.url?.startsWith('/api/')) await warmedUp;
    const match = await handleNodeRequest(req);
    if (match) {
      await fromWebResponse(match.response, res);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
    res.end(notFoundPage);
  } catch (error) {
    console.error('Request failed:', req.method, req.url, error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal error');
  }
});

server.listen(port, host, () => {
  warmedUp = warmUp();
  warmedUp.then(() => console.log(`Site ready at ${address}`));
});

async function shutdown() {
  server.close();
  await netlify.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
