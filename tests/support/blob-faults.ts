/**
 * The fault switch of the current test file's local Blobs server (set by blobs-setup.ts):
 * `await blobFaults().inject({ kind: 'error', method: 'PUT', store: 'users', key: 'email/' })`,
 * and `await blobFaults().clear()` in afterEach; `blobFaults().setLatency(25)` adds a production-like delay to every call.
 */
import type { FaultControl } from '../../scripts/local-blobs/local-blobs-server.mjs';

const slot = globalThis as typeof globalThis & { __blobFaults?: FaultControl };

export function setBlobFaults(control: FaultControl): void {
  slot.__blobFaults = control;
}

export function blobFaults(): FaultControl {
  if (!slot.__blobFaults) throw new Error('The local Blobs server is not running (tests/support/blobs-setup.ts).');
  return slot.__blobFaults;
}
