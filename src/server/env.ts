/**
 * The single reader of environment variables for the functions and scripts.
 * Values are read on every call, so a test or a script can change them at run time.
 */

function read(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function readPositiveInt(name: string, fallback: number): number {
  const raw = read(name);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export interface EnquiryThrottle {
  /** How many enquiries one client may send inside the window. */
  max: number;
  windowSeconds: number;
}

/** Enquiries one client (by IP) may send in a window; raise it for load tests. */
export function enquiryThrottle(): EnquiryThrottle {
  return {
    max: readPositiveInt('ENQUIRY_RATE_LIMIT', 5),
    windowSeconds: readPositiveInt('ENQUIRY_RATE_WINDOW_SECONDS', 3600),
  };
}

/** Sign-in attempts one IP may make a minute (Netlify's rateLimit on the login function says 30 too); raise it for local browser tests. */
export const LOGIN_ATTEMPTS_PER_IP_MINUTE = 30;

export function loginAttemptsPerIpMinute(): number {
  return readPositiveInt('LOGIN_RATE_LIMIT', LOGIN_ATTEMPTS_PER_IP_MINUTE);
}

/** The secret that signs staff sessions. Missing in production is a configuration error. */
export function jwtSecret(): string | undefined {
  return read('JWT_SECRET');
}

export interface DeveloperSeed {
  email: string;
  password: string;
}

/** The first developer account, created when no staff user exists. */
export function developerSeed(): DeveloperSeed | undefined {
  const email = read('DEVELOPER_EMAIL');
  const password = read('DEVELOPER_PASSWORD');
  return email && password ? { email: email.toLowerCase(), password } : undefined;
}

/** True in local emulation and tests, where there is no CDN to purge. */
export function isLocalRun(): boolean {
  return Boolean(read('NETLIFY_LOCAL') || read('NETLIFY_DEV') || read('VITEST') || process.env['NODE_ENV'] === 'test');
}

/**
 * The site's own origin, from configuration only (never from a request's Host header):
 * Netlify's context.site.url when the platform gives it, else the URL variable Netlify
 * sets, else, in local emulation, the local server (HOST/PORT as `npm start` uses them).
 */
export function siteOrigin(platformSiteUrl?: string): string | undefined {
  const configured = platformSiteUrl ?? read('URL');
  if (configured) return new URL(configured).origin;
  if (!isLocalRun()) return undefined;
  const host = read('HOST') ?? '127.0.0.1';
  return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${readPositiveInt('PORT', 8888)}`;
}

/** Where and how new-enquiry alerts are sent (issue #11); absent URL = no alert. */
export interface EnquiryWebhook {
  url: string;
  secret: string | undefined;
  /** Each attempt may take this long (ENQUIRY_WEBHOOK_TIMEOUT_MS, default 5,000). */
  timeoutMs: number;
}

/**
 * The webhook for a new enquiry of a category: ENQUIRY_WEBHOOK_URL_{CATEGORY} (category in capitals,
 * other characters as _, e.g. ENQUIRY_WEBHOOK_URL_BANQUETS_HOTELS) or else ENQUIRY_WEBHOOK_URL;
 * signed with ENQUIRY_WEBHOOK_SECRET when set.
 */
export function enquiryWebhook(category: string): EnquiryWebhook | undefined {
  const suffix = category.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '');
  const url = read(`ENQUIRY_WEBHOOK_URL_${suffix}`) ?? read('ENQUIRY_WEBHOOK_URL');
  return url === undefined ? undefined : { url, secret: read('ENQUIRY_WEBHOOK_SECRET'), timeoutMs: readPositiveInt('ENQUIRY_WEBHOOK_TIMEOUT_MS', 5_000) };
}

/**
 * Where the weekly digest goes (issue #43): DIGEST_WEBHOOK_URL, else ENQUIRY_WEBHOOK_URL; signed with
 * ENQUIRY_WEBHOOK_SECRET and time-limited like the alerts. Absent = no digest.
 */
export function digestWebhook(): EnquiryWebhook | undefined {
  const url = read('DIGEST_WEBHOOK_URL') ?? read('ENQUIRY_WEBHOOK_URL');
  return url === undefined ? undefined : { url, secret: read('ENQUIRY_WEBHOOK_SECRET'), timeoutMs: readPositiveInt('ENQUIRY_WEBHOOK_TIMEOUT_MS', 5_000) };
}

/** The staff dashboard's path, for links in alerts. */
export function adminDashboardPath(): string {
  return read('ADMIN_DASHBOARD_PATH') ?? '/staff-dashboard';
}

/**
 * The secret a background job's caller shows (server/auth/job-secret.ts): BACKGROUND_JOB_SECRET when
 * set, else one derived from JWT_SECRET, so nothing more needs configuring.
 */
export function backgroundJobSecret(): string | undefined {
  return read('BACKGROUND_JOB_SECRET');
}

/** The most rows a direct CSV download carries before an export job is needed (lib/enquiry/export-job.ts). */
export function exportDirectMaxRows(fallback: number): number {
  return readPositiveInt('EXPORT_DIRECT_MAX_ROWS', fallback);
}
