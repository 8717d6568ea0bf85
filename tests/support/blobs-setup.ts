/**
 * Vitest setup for API tests: every test file gets its own local Blobs platform
 * (scripts/local-blobs: @netlify/blobs' BlobsServer with atomic conditional writes and
 * fault injection) over a fresh temporary folder, removed afterwards. Tests reach the
 * fault switch through tests/support/blob-faults.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { setEnvironmentContext } from '@netlify/blobs';
import { startLocalBlobsServer } from '../../scripts/local-blobs/local-blobs-server.mjs';
import { setBlobFaults } from './blob-faults.ts';

let server: Awaited<ReturnType<typeof startLocalBlobsServer>> | undefined;
let directory: string | undefined;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'blobs-test-'));
  const token = 'test-token';
  server = await startLocalBlobsServer({ directory, token, port: 0 });
  setBlobFaults(server.faults);
  setEnvironmentContext({ edgeURL: server.url, uncachedEdgeURL: server.url, token, siteID: 'test-site' });
});

afterAll(async () => {
  await server?.stop();
  if (directory) await rm(directory, { recursive: true, force: true });
});
