/**
 * Vitest setup for API tests: every test file gets its own real Blobs server
 * (@netlify/blobs/server) over a fresh temporary folder, removed afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

let server: BlobsServer | undefined;
let directory: string | undefined;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'blobs-test-'));
  const token = 'test-token';
  server = new BlobsServer({ directory, token, port: 0 });
  const { port } = await server.start();
  const edgeURL = `http://127.0.0.1:${port}`;
  setEnvironmentContext({ edgeURL, uncachedEdgeURL: edgeURL, token, siteID: 'test-site' });
});

afterAll(async () => {
  await server?.stop();
  if (directory) await rm(directory, { recursive: true, force: true });
});
