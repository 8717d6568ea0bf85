/**
 * Short messages of the staff area (admin §8 toasts): success or error, each dismissed after a
 * while or by hand. showToast and dismissToast are the only writers.
 */
import { atom } from 'nanostores';

export type ToastTone = 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

/** How long a toast stays, in milliseconds. */
export const TOAST_DURATION_MS = 8000;

export const $toasts = atom<Toast[]>([]);

let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** Shows a message; the same text already showing is not repeated. */
export function showToast(message: string, tone: ToastTone = 'error', durationMs = TOAST_DURATION_MS): number {
  const existing = $toasts.get().find((toast) => toast.message === message);
  if (existing) return existing.id;
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, message, tone }]);
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}
