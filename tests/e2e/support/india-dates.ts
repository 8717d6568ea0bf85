/**
 * Dates as the planners count them: in India's calendar (UTC+05:30), whatever the machine's zone.
 * A test that compares the page's "today" with its own pins the page's clock first (pinToday), so
 * the check still holds when India's midnight (18:30 UTC) falls while the test runs. The date is
 * found with Intl's time zone, not the site's todayInIndia (UTC+05:30 arithmetic), so a mistake in
 * that function shows up as a failing test instead of being repeated by it.
 */
import type { Page } from '@playwright/test';

/** The ISO date `days` after today in India, today being that of `now`. */
export function daysFromToday(days: number, now: Date = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Fixes the page's clock at this moment (its timers still run) before it loads, and answers dates
 * counted from the same moment: the page and the test then agree on what today is.
 */
export async function pinToday(page: Page): Promise<(days: number) => string> {
  const now = new Date();
  await page.clock.setFixedTime(now);
  return (days) => daysFromToday(days, now);
}
