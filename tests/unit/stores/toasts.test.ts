import { afterEach, describe, expect, test, vi } from 'vitest';
import { $toasts, dismissToast, showToast } from '../../../src/stores/toasts.ts';

afterEach(() => {
  $toasts.set([]);
  vi.useRealTimers();
});

describe('toasts', () => {
  test('shows a message with its tone and removes it after the duration', () => {
    vi.useFakeTimers();
    showToast('Product deleted successfully', 'success', 1000);
    expect($toasts.get()).toEqual([expect.objectContaining({ message: 'Product deleted successfully', tone: 'success' })]);
    vi.advanceTimersByTime(1000);
    expect($toasts.get()).toEqual([]);
  });

  test('does not repeat a message already showing, and can be dismissed by hand', () => {
    const id = showToast('Failed to load products', 'error', 0);
    expect(showToast('Failed to load products', 'error', 0)).toBe(id);
    expect($toasts.get()).toHaveLength(1);
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });
});
