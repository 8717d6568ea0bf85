/**
 * Content that applies between two dates (issue #41): a store's closure or special-hours notice,
 * an announcement campaign. Dates are India days ("YYYY-MM-DD", both bounds inclusive; an absent
 * bound is open). The pages render every notice that is current or still ahead when the site is
 * built, shown or hidden for the build's day, and the inline script of every page
 * (layouts/dated-reveal-script.ts) decides again on the visitor's India day, so a closure for
 * 14 January shows on that day without a rebuild (docs/content-editing.md §5).
 */

export interface DatedWindow {
  /** First India day it applies, inclusive. */
  from?: string | undefined;
  /** Last India day it applies, inclusive. */
  to?: string | undefined;
}

/** The attributes the inline script reads: an element `data-dated` with its `data-from` / `data-to`. */
export const DATED_ATTRIBUTE = 'data-dated';
/** Inside an element with this attribute, only the first applying dated element shows (one campaign in the bar). */
export const DATED_FIRST_ATTRIBUTE = 'data-dated-first';

/** Whether the window includes `day`. */
export function appliesOn(window: DatedWindow, day: string): boolean {
  return (window.from === undefined || window.from <= day) && (window.to === undefined || day <= window.to);
}

/** Whether the window has not ended by `day` (it applies, or is still ahead): what a build renders. */
export function notOverOn(window: DatedWindow, day: string): boolean {
  return window.to === undefined || day <= window.to;
}

/** The first item (in the order given) whose window includes `day`. */
export function firstApplying<T extends DatedWindow>(items: readonly T[], day: string): T | undefined {
  return items.find((item) => appliesOn(item, day));
}

/** The attributes of a dated element: its window, and `hidden` unless it is shown on the build's day. */
export function datedAttributes(window: DatedWindow, shown: boolean): Record<string, string | boolean | undefined> {
  return { [DATED_ATTRIBUTE]: '', 'data-from': window.from, 'data-to': window.to, hidden: shown ? undefined : true };
}
