/** The contract table lists every route the functions serve (issue #18 item 1). */
import { describe, expect, test } from 'vitest';
import { API_CONTRACT } from '../../../../src/lib/api/contract.ts';

const modules = import.meta.glob<{ config?: { path?: string | string[]; schedule?: string } }>('../../../../netlify/functions/*.mts', { eager: true });
/**
 * Scheduled and background functions are jobs, and event functions (deploy-succeeded…, run by Netlify
 * for the event their file is named after) are not API routes either: they have no path of their own.
 */
const isEventFunction = (file: string) => /\/deploy-(building|succeeded|failed)\.mts$/.test(file);
const isJob = (file: string, config: { schedule?: string } | undefined) => config?.schedule !== undefined || file.endsWith('-background.mts') || isEventFunction(file);
const functions = Object.fromEntries(Object.entries(modules).filter(([file, mod]) => !isJob(file, mod.config))) as Record<string, { config: { path: string | string[] } }>;

/** '/api/admin/users/:id/:action' also stands for '/api/admin/users/:id/role' and the like. */
function covers(configPath: string, contractPath: string): boolean {
  const pattern = new RegExp(`^${configPath.replace(/:[a-z]+/gi, '[^/]+')}$`);
  return pattern.test(contractPath);
}

const contractPaths = Object.keys(API_CONTRACT).map((name) => name.split(' ')[1] ?? '');

describe('API_CONTRACT', () => {
  test('reads every function', () => {
    expect(Object.keys(functions).length).toBeGreaterThanOrEqual(20);
  });

  // A scheduled function has no address (config.schedule, no path): nothing to answer for.
  test.each(Object.entries(functions).flatMap(([file, mod]) => [mod.config.path ?? []].flat().map((path) => [file.split('/').pop(), path])))(
    '%s: %s has a contract entry',
    (_file, path) => {
      expect(contractPaths.some((contractPath) => covers(path ?? '', contractPath))).toBe(true);
    },
  );

  test('only jobs (scheduled, background, deploy events) have no path', () => {
    for (const [file, mod] of Object.entries(modules)) if (isJob(file, mod.config)) expect(mod.config?.path, file).toBeUndefined();
  });

  test('every entry names a method and a path', () => {
    for (const name of Object.keys(API_CONTRACT)) expect(name).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/[\w\-/.:]+$/);
  });
});
