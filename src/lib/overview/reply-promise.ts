/**
 * The reply the thank-you page promises, in hours (issue #43): the Overview counts the enquiries still
 * unanswered past it. The promise is written once, in words, per category (content/site/site.json
 * `enquiryTeams.{category}.replyWithin`, "within 4 hours while the shop is open", "within one working
 * day"), and the thank-you screen shows it as written; the hours are read from those words, so the
 * page and the figure cannot disagree. The site schema refuses a promise this cannot read. Hours are
 * counted on the clock: a working day is 24 hours, opening hours and holidays aside. Pure.
 */

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12,
};
const UNIT_HOURS: Readonly<Record<string, number>> = { minute: 1 / 60, hour: 1, day: 24 };

const PROMISE = /\bwithin\s+(\d+(?:\.\d+)?|[a-z]+)\s+(?:(?:working|business)\s+)?(minute|hour|day)s?\b/i;

/** The hours a "within …" promise gives, or undefined when the words state none. */
export function replyPromiseHours(text: string): number | undefined {
  const match = PROMISE.exec(text);
  if (!match) return undefined;
  const [, amount = '', unit = ''] = match;
  const count = /^\d/.test(amount) ? Number(amount) : NUMBER_WORDS[amount.toLowerCase()];
  const hours = UNIT_HOURS[unit.toLowerCase()];
  return count === undefined || hours === undefined || count <= 0 ? undefined : count * hours;
}
