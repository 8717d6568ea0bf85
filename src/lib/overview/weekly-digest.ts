/**
 * The weekly digest (issue #43): the past week's headline figures, sent every Monday morning to the
 * team's webhook (server/overview/weekly-digest.ts). The week is the seven India days before the day
 * it runs (Monday to Sunday when it runs on a Monday), against the seven before that, over every
 * category: enquiries, win rate, median first response, the three most enquired items and the
 * enquiries still waiting past the promised reply, as numbers and as one `text` line (Slack and Google
 * Chat show it as it is). The figures are the Overview's own (overview-figures.ts). Pure.
 */
import type { OverviewAnswer } from '../api/overview.ts';
import { addDays, formatDay } from '../planning/calendar-days.ts';
import { formatDuration } from '../text/duration.ts';
import { formatCount } from '../text/indian-number.ts';
import { indianDayOf } from './overview-period.ts';

/** Items the digest names. */
export const DIGEST_ITEMS = 3;

/** The seven India days before `now`'s India day. */
export function digestWeek(now: Date): { from: string; to: string } {
  const today = indianDayOf(now.toISOString());
  return { from: addDays(today, -7), to: addDays(today, -1) };
}

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** "+17%", "-8%", "no change"; empty when there was nothing the week before. */
function change(now: number, before: number): string {
  if (before === 0) return '';
  const percent = Math.round(((now - before) / before) * 100);
  return percent === 0 ? ', no change' : `, ${percent > 0 ? '+' : ''}${percent}%`;
}

export interface DigestPayload {
  text: string;
  from: string;
  to: string;
  enquiries: number;
  previousEnquiries: number;
  won: number;
  lost: number;
  /** Won / (won + lost), 0 to 1; null when none was decided. */
  winRate: number | null;
  medianFirstResponseMinutes: number | null;
  topItems: { kind: string; id: string; name: string; enquiries: number }[];
  waiting: number;
  link: string;
}

export function digestPayload(answer: OverviewAnswer, link: string): DigestPayload {
  const { won, lost, rate } = answer.funnel.overallWinRate;
  const median = answer.response.overall.medianMinutes;
  const topItems = answer.subjects.slice(0, DIGEST_ITEMS).map(({ kind, id, name, enquiries }) => ({ kind, id, name, enquiries }));
  const sentences = [
    `Weekly digest, ${formatDay(answer.period.from)} to ${formatDay(answer.period.to)}: ${plural(answer.volume.total, 'enquiry', 'enquiries')} (${formatCount(answer.volume.previousTotal)} the week before${change(answer.volume.total, answer.volume.previousTotal)}).`,
    rate === null ? 'Win rate: none won or lost yet.' : `Win rate ${Math.round(rate * 100)}% (${formatCount(won)} won, ${formatCount(lost)} lost).`,
    median === null ? 'No enquiry answered yet.' : `Median first response ${formatDuration(median)}.`,
    topItems.length === 0 ? 'No items asked about.' : `Most enquired: ${topItems.map((item) => `${item.name} (${formatCount(item.enquiries)})`).join(', ')}.`,
    `${plural(answer.response.waiting, 'enquiry', 'enquiries')} waiting past the promised reply.`,
  ];
  return {
    text: `${sentences.join(' ')} ${link}`,
    from: answer.period.from,
    to: answer.period.to,
    enquiries: answer.volume.total,
    previousEnquiries: answer.volume.previousTotal,
    won,
    lost,
    winRate: rate,
    medianFirstResponseMinutes: median,
    topItems,
    waiting: answer.response.waiting,
    link,
  };
}
