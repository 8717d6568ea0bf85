/**
 * Local defaults for the configuration variables, so `npm start` and `npm run dev`
 * work on a fresh clone. Anything already set in the environment wins.
 * Secrets made up here are kept in .netlify/local-secrets.json (git-ignored), so a
 * restart keeps the same staff login and sessions.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCAL_DEFAULTS = {
  // Tells the functions they run in local emulation (no CDN to purge).
  NETLIFY_LOCAL: 'true',
  ADMIN_LOGIN_PATH: '/staff-login',
  ADMIN_DASHBOARD_PATH: '/staff-dashboard',
  DEVELOPER_EMAIL: 'developer@mithaihouse.local',
  ENQUIRY_RATE_LIMIT: '5',
  ENQUIRY_RATE_WINDOW_SECONDS: '3600',
};

function localSecrets(projectRoot) {
  const dir = join(projectRoot, '.netlify');
  const file = join(dir, 'local-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    DEVELOPER_PASSWORD: `Mithai-${randomBytes(6).toString('base64url')}`,
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/** Fills process.env with local defaults where a variable is not set. */
export function applyLocalEnv(projectRoot) {
  const values = { ...LOCAL_DEFAULTS, ...localSecrets(projectRoot) };
  for (const [name, value] of Object.entries(values)) {
    if (!process.env[name]) process.env[name] = value;
  }
}
