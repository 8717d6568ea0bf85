/**
 * Fake answers to POST /api/contact/submit (issue #45): the enquiry forms must treat any 2xx as
 * stored, even one without the `reference` a newer page expects (an older function answering during
 * a deploy), and keep what was typed on a failure. Nothing reaches the real function.
 */
import type { Page } from '@playwright/test';

/** A 201 as an older contact function could send it: no reference. */
export const STORED_WITHOUT_REFERENCE = { message: 'Message received', id: 'e2e-without-reference' };

/** The body of the functions' 500 (src/server/http/handle.ts). */
export const SERVER_FAILURE = { message: 'Something went wrong on our side. Please try again later.' };

/** Answers every enquiry POST with `status` and `json`; `posts()` counts the POSTs the page sent. */
export async function fakeSubmitAnswer(page: Page, status: number, json: unknown): Promise<{ posts: () => number }> {
  let posts = 0;
  await page.route('**/api/contact/submit', async (route) => {
    if (route.request().method() === 'POST') posts += 1;
    await route.fulfill({ status, json });
  });
  return { posts: () => posts };
}
