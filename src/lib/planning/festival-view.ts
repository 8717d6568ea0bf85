/**
 * What the festival calendar and banner show on a given day (issue #17), from the precomputed
 * deadlines: the festivals still ahead, and the text of the banner for the one to announce.
 */
import { EN_BANNER_WORDS } from '../i18n/strings/pages.ts';
import { fill } from '../i18n/ui-strings.ts';
import { formatDay } from './calendar-days.ts';
import { festivalToAnnounce, type FestivalDeadline } from './order-by.ts';

/**
 * The banner's sentence (issue #44: `ui(locale).pages.festivalCalendar.banner` on a Telugu or Hindi
 * page); {catering} is `catering` filled, or nothing once catering's day has passed.
 */
export interface BannerWords {
  text: string;
  catering: string;
}

/** A deadline with its days as the page's language writes them (the build writes them; English's are formatDay's). */
export type ShownDeadline = FestivalDeadline & { shown?: Readonly<Record<'date' | 'sweetsBy' | 'cateringBy', string>> | undefined };

/** "Diwali is on Fri, 29 Oct 2027. Order bulk sweets by Fri, 8 Oct 2027 and book catering by Fri, 3 Sept 2027." */
export function bannerText(deadline: ShownDeadline, today: string, words: BannerWords = EN_BANNER_WORDS): string {
  const day = (key: 'date' | 'sweetsBy' | 'cateringBy') => deadline.shown?.[key] ?? formatDay(deadline[key]);
  const catering = deadline.cateringBy >= today ? fill(words.catering, { cateringBy: day('cateringBy') }) : '';
  return fill(words.text, { name: deadline.name, date: day('date'), sweetsBy: day('sweetsBy'), catering });
}

export function festivalBanner(deadlines: readonly ShownDeadline[], today: string, days: number, words: BannerWords = EN_BANNER_WORDS): string | undefined {
  const upcoming = deadlines.filter((deadline) => deadline.date >= today);
  const deadline = festivalToAnnounce(upcoming, today, days);
  return deadline ? bannerText(deadline, today, words) : undefined;
}
