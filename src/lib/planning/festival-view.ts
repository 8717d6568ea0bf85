/**
 * What the festival calendar and banner show on a given day (issue #17), from the precomputed
 * deadlines: the festivals still ahead, and the text of the banner for the one to announce.
 */
import { formatDay } from './calendar-days.ts';
import { festivalToAnnounce, type FestivalDeadline } from './order-by.ts';

/** "Diwali is on Fri, 29 Oct 2027. Order bulk sweets by Fri, 8 Oct 2027 and book catering by Fri, 3 Sept 2027." */
export function bannerText(deadline: FestivalDeadline, today: string): string {
  const catering = deadline.cateringBy >= today ? ` and book catering by ${formatDay(deadline.cateringBy)}` : '';
  return `${deadline.name} is on ${formatDay(deadline.date)}. Order bulk sweets by ${formatDay(deadline.sweetsBy)}${catering}.`;
}

export function festivalBanner(deadlines: readonly FestivalDeadline[], today: string, days: number): string | undefined {
  const upcoming = deadlines.filter((deadline) => deadline.date >= today);
  const deadline = festivalToAnnounce(upcoming, today, days);
  return deadline ? bannerText(deadline, today) : undefined;
}
