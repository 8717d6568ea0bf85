/**
 * A store's dated notices as the pages show them (issue #41): those not over on the build's India
 * day, soonest first, each with the hours it keeps when it is a special-hours notice. Whether one
 * shows is decided for the build's day and again in the visitor's browser (dated-content.ts).
 */
import { formatTimeRange } from './opening-hours.ts';
import { appliesOn, notOverOn } from './dated-content.ts';

export interface StoreNoticeFacts {
  from: string;
  to: string;
  kind: 'closed' | 'special-hours';
  opens?: string | undefined;
  closes?: string | undefined;
  text: string;
}

export interface StoreNoticeView {
  from: string;
  to: string;
  kind: StoreNoticeFacts['kind'];
  text: string;
  /** "Open 10:00 AM-6:00 PM" for special hours; undefined for a closure. */
  hours: string | undefined;
  /** Whether it applies on the day the list was made (the build's): the page shows it before any script runs. */
  shown: boolean;
}

export function noticesToShow(notices: readonly StoreNoticeFacts[], day: string): StoreNoticeView[] {
  return notices
    .filter((notice) => notOverOn(notice, day))
    .toSorted((a, b) => a.from.localeCompare(b.from))
    .map((notice) => ({
      from: notice.from,
      to: notice.to,
      kind: notice.kind,
      text: notice.text,
      hours: notice.kind === 'special-hours' && notice.opens !== undefined && notice.closes !== undefined ? `Open ${formatTimeRange({ opens: notice.opens, closes: notice.closes })}` : undefined,
      shown: appliesOn(notice, day),
    }));
}
