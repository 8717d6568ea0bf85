/**
 * Astro integration: a local build (no Netlify Blobs context) that finds the Blobs folder of
 * `npm start` (.netlify/blobs-serve) serves it for the length of the build, so build-time readers
 * of the staff data (the PDF catalogue) see what the local site holds, as a Netlify build does.
 */
import { existsSync } from 'node:fs';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { LOCAL_SITE_ID, localBlobsDirectory } from './seed.mjs';

/** @returns {import('astro').AstroIntegration} */
export function localBlobsForBuild() {
  /** @type {BlobsServer | undefined} */
  let server;
  return {
    name: 'local-blobs-for-build',
    hooks: {
      'astro:build:start': async () => {
        const directory = localBlobsDirectory(process.cwd());
        if (process.env.NETLIFY_BLOBS_CONTEXT || !existsSync(directory)) return;
        const token = 'local-build';
        server = new BlobsServer({ directory, token, port: 0 });
        const { port } = await server.start();
        const edgeURL = `http://127.0.0.1:${port}`;
        setEnvironmentContext({ edgeURL, uncachedEdgeURL: edgeURL, token, siteID: LOCAL_SITE_ID });
      },
      'astro:build:done': async () => {
        await server?.stop();
        server = undefined;
      },
    },
  };
}
