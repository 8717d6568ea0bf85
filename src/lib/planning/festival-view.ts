/**
 * What the festival calendar and banner show on a given day (issue #17), from the precomputed
 * deadlines: the festivals still ahead, and the text of the banner for the one to announce.
 */
import { fill } from '../i18n/ui-strings.ts';
import { formatDay } from './calendar-days.ts';
import { festivalToAnnounce, type FestivalDeadline } from './order-by.ts';

/** "Diwali is on Fri, 29 Oct 2027. Order bulk sweets by Fri, 8 Oct 2027 and book catering by Fri, 3 Sept 2027." */
export function bannerText(deadline: FestivalDeadline, today: string, language?: BannerLanguage): string {
  if (language) return localBannerText(deadline, today, language);
  const catering = deadline.cateringBy >= today ? ` and book catering by ${formatDay(deadline.cateringBy)}` : '';
  return `${deadline.name} is on ${formatDay(deadline.date)}. Order bulk sweets by ${formatDay(deadline.sweetsBy)}${catering}.`;
}

/**
 * The banner on a Telugu or Hindi page (issue #44): its sentence (strings/shop.ts `banner`) and the
 * deadlines' days as that language writes them, written at build time (so no page's script carries
 * another language's month names).
 */
export interface BannerLanguage {
  /** "{name} is on {date}. Order bulk sweets by {sweetsBy}{catering}." */
  text: string;
  /** " and book catering by {date}" */
  catering: string;
  /** Each deadline's ISO day as the page writes it. */
  days: Readonly<Record<string, string>>;
}

function localBannerText(deadline: FestivalDeadline, today: string, { text, catering, days }: BannerLanguage): string {
  const day = (iso: string) => days[iso] ?? iso;
  const cateringText = deadline.cateringBy >= today ? fill(catering, { date: day(deadline.cateringBy) }) : '';
  return fill(text, { name: deadline.name, date: day(deadline.date), sweetsBy: day(deadline.sweetsBy), catering: cateringText });
}

export function festivalBanner(deadlines: readonly FestivalDeadline[], today: string, days: number, language?: BannerLanguage): string | undefined {
  const upcoming = deadlines.filter((deadline) => deadline.date >= today);
  const deadline = festivalToAnnounce(upcoming, today, days);
  return deadline ? bannerText(deadline, today, language) : undefined;
}
