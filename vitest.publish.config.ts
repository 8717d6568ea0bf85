/**
 * `npm run test:publish` (part of `npm test`, after the build): issue #41's tests that run the real
 * build through the local server's publisher, on a throwaway copy of the built project (never the
 * developer's dist/ or Blobs). Each build takes 30-100 s on two cores, so they are few, run one file at
 * a time, and stay out of the quick `vitest run` projects.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/publish/**/*.test.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
