import { describe, expect, test } from 'vitest';
import { $backendHealth, checkBackendHealth } from '../../../src/stores/backend-health.ts';

describe('checkBackendHealth (LOGIN-02)', () => {
  test('reads checking while the probe runs, then online', async () => {
    let answer: (healthy: boolean) => void = () => {};
    const pending = checkBackendHealth(() => new Promise((resolve) => (answer = resolve)));
    expect($backendHealth.get()).toBe('checking');
    answer(true);
    expect(await pending).toBe('online');
    expect($backendHealth.get()).toBe('online');
  });

  test('a failed or throwing probe means offline', async () => {
    expect(await checkBackendHealth(async () => false)).toBe('offline');
    expect(await checkBackendHealth(() => Promise.reject(new Error('down')))).toBe('offline');
    expect($backendHealth.get()).toBe('offline');
  });

  test('an older, slower probe does not overwrite a newer answer', async () => {
    let slow: (healthy: boolean) => void = () => {};
    const first = checkBackendHealth(() => new Promise((resolve) => (slow = resolve)));
    await checkBackendHealth(async () => false);
    slow(true);
    await first;
    expect($backendHealth.get()).toBe('offline');
  });
});
