/**
 * The backend status shown on the staff login page (admin §2, §4): checking, online or offline.
 * The probe is passed in (stores do not call the API themselves); checkBackendHealth is the only writer.
 */
import { atom } from 'nanostores';

export type BackendHealth = 'checking' | 'online' | 'offline';

export const $backendHealth = atom<BackendHealth>('checking');

let latestCheck = 0;

/** Runs one probe (true = healthy); a slower, older probe never overwrites a newer answer. */
export async function checkBackendHealth(probe: () => Promise<boolean>): Promise<BackendHealth> {
  const check = ++latestCheck;
  $backendHealth.set('checking');
  let healthy = false;
  try {
    healthy = await probe();
  } catch {
    healthy = false;
  }
  const state: BackendHealth = healthy ? 'online' : 'offline';
  if (check === latestCheck) $backendHealth.set(state);
  return state;
}
