/**
 * Asks Netlify for a build (docs/content-editing.md §5): a POST to a build hook. Answers null when
 * the hook took the request, else why not (the publish state records it as the build's failure).
 */

/** A hook that has not answered in this long is taken as failed. */
const HOOK_TIMEOUT_MS = 10_000;

export async function postBuildHook(url: string, title: string): Promise<string | null> {
  try {
    const target = new URL(url);
    target.searchParams.set('trigger_title', title);
    const res = await fetch(target, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' }, signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
    await res.body?.cancel();
    return res.ok ? null : `The build hook answered ${res.status}; the build did not start.`;
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${HOOK_TIMEOUT_MS / 1000} s` : 'it could not be reached';
    return `The build hook failed (${reason}); the build did not start.`;
  }
}
