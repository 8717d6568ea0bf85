/**
 * Starts one of our background functions (15 minutes; issue #42 items 3 and 4): a POST to the site's own
 * URL with the job secret (auth/job-secret.ts) and a JSON body. Netlify (and the local server) answer
 * 202 at once and run the function on; anything else is a start that failed (502).
 */
import { jobHeaders } from '../auth/job-secret.ts';
import { siteOrigin } from '../env.ts';
import { HttpError } from './http-error.ts';

/** `what` names the job in the messages ("The backup job"). */
export async function startBackgroundFunction(platformSiteUrl: string | undefined, name: string, body: unknown, what: string): Promise<void> {
  const origin = siteOrigin(platformSiteUrl);
  if (!origin) throw new HttpError(503, `The site address is not known, so ${what.toLowerCase()} cannot be started.`);
  let res: Response;
  try {
    res = await fetch(`${origin}/.netlify/functions/${name}`, {
      method: 'POST',
      headers: { ...jobHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    console.error(`${what} did not start:`, error);
    throw new HttpError(502, `${what} did not start (no answer).`);
  }
  await res.body?.cancel();
  if (res.status !== 202 && !res.ok) throw new HttpError(502, `${what} did not start (it answered ${res.status}).`);
}
