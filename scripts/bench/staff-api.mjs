/**
 * What the staff API benches share (bench:desk, bench:overview): reading `--name value` arguments and
 * calling the running site's API, with a temporary Super Admin made through the developer API.
 */
import { randomBytes } from 'node:crypto';
import { developerCredentials } from '../local-platform/throwaway-site.mjs';

/** The value after `--name`, or the fallback; anything but a whole number is refused. */
export function numberArgument(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const text = process.argv[at + 1] ?? '';
  if (!/^\d+$/.test(text)) throw new Error(`--${name} takes a whole number, not "${text}".`);
  return Number(text);
}

/** The value after `--name`, or undefined. */
export function textArgument(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** One API call: the response and its body as text (never throws on a status). */
export async function call(base, path, token, init = {}) {
  const res = await fetch(new URL(path, base), { ...init, headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(init.body ? { 'Content-Type': 'application/json' } : {}) }, signal: AbortSignal.timeout(180_000) });
  const body = await res.text();
  return { res, body };
}

/** The body of a 2xx answer; anything else throws with the status. */
export async function ok(base, path, token, init) {
  const { res, body } = await call(base, path, token, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${res.status}: ${body.slice(0, 200)}`);
  return body;
}

/** A session token of a new Super Admin (`label` in its address), made through the developer API. */
export async function superAdminToken(base, label) {
  const developer = JSON.parse(await ok(base, '/api/admin/login', undefined, { method: 'POST', body: JSON.stringify(developerCredentials()) })).token;
  const reader = { email: `${label}-${randomBytes(4).toString('hex')}@rasika.test`, password: randomBytes(18).toString('base64url') };
  await ok(base, '/api/admin/signup', developer, { method: 'POST', body: JSON.stringify({ ...reader, role: 'superadmin' }) });
  return JSON.parse(await ok(base, '/api/admin/login', undefined, { method: 'POST', body: JSON.stringify(reader) })).token;
}
