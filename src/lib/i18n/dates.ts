/**
 * Dates in each language (issue #44): the texts Intl.DateTimeFormat writes for en-IN, te-IN and hi-IN,
 * spelled out so a browser loads no Intl locale data to show one (issue #14), and the build and every
 * browser write the same text (tests/unit/lib/i18n/dates.test.ts compares them with Intl).
 *
 *   formatLocaleDay('te', '2026-11-08')  -> "8 నవం, 2026, ఆది"   (en: "Sun, 8 Nov, 2026")
 *   formatLocaleLongDate('hi', '2026-11-08') -> "8 नवंबर 2026"      (en: "8 November 2026")
 */
import type { Locale } from './locales.ts';

interface DateNames {
  readonly weekdaysShort: readonly string[];
  readonly weekdaysLong: readonly string[];
  readonly monthsShort: readonly string[];
  readonly monthsLong: readonly string[];
}

export const DATE_NAMES: Readonly<Record<Locale, DateNames>> = {
  en: {
    weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    weekdaysLong: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    monthsLong: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
  te: {
    weekdaysShort: ['ఆది', 'సోమ', 'మంగళ', 'బుధ', 'గురు', 'శుక్ర', 'శని'],
    weekdaysLong: ['ఆదివారం', 'సోమవారం', 'మంగళవారం', 'బుధవారం', 'గురువారం', 'శుక్రవారం', 'శనివారం'],
    monthsShort: ['జన', 'ఫిబ్ర', 'మార్చి', 'ఏప్రి', 'మే', 'జూన్', 'జులై', 'ఆగ', 'సెప్టెం', 'అక్టో', 'నవం', 'డిసెం'],
    monthsLong: ['జనవరి', 'ఫిబ్రవరి', 'మార్చి', 'ఏప్రిల్', 'మే', 'జూన్', 'జులై', 'ఆగస్టు', 'సెప్టెంబర్', 'అక్టోబర్', 'నవంబర్', 'డిసెంబర్'],
  },
  hi: {
    weekdaysShort: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
    weekdaysLong: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    monthsShort: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
    monthsLong: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  },
};

function partsOf(isoDate: string): { year: number; month: number; day: number; weekday: number } {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month: month - 1, day, weekday };
}

/** A short date with its weekday, as Intl writes { weekday, day, month: 'short', year }. */
export function formatLocaleDay(locale: Locale, isoDate: string): string {
  const { year, month, day, weekday } = partsOf(isoDate);
  const names = DATE_NAMES[locale];
  const w = names.weekdaysShort[weekday];
  const m = names.monthsShort[month];
  if (locale === 'te') return `${day} ${m}, ${year}, ${w}`;
  if (locale === 'hi') return `${w}, ${day} ${m} ${year}`;
  return `${w}, ${day} ${m}, ${year}`;
}

/** A date in words, as Intl writes { day, month: 'long', year }: "8 November 2026", "8 నవంబర్, 2026". */
export function formatLocaleLongDate(locale: Locale, isoDate: string): string {
  const { year, month, day } = partsOf(isoDate);
  const m = DATE_NAMES[locale].monthsLong[month];
  return locale === 'te' ? `${day} ${m}, ${year}` : `${day} ${m} ${year}`;
}
