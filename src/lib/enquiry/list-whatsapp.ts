/**
 * The WhatsApp message of an enquiry list: a greeting, one line per item, the indicative total,
 * and a wa.me link that stays under WhatsApp's URL limits. When a long list would pass the limit,
 * the last lines give way to "…and N more items" rather than a cut-off message.
 */
import { indicativeTotal, lineText, totalText, type ListLine } from './enquiry-list-lines.ts';

/** Longest wa.me link we build: well inside what WhatsApp and browsers accept (about 2,000 characters). */
export const WHATSAPP_URL_LIMIT = 2000;

export function whatsappUrl(waNumber: string, text: string): string {
  return `https://wa.me/${waNumber}?text=${encodeURIComponent(text)}`;
}

function message(greeting: string, lines: readonly string[], hidden: number, total: string): string {
  const more = hidden === 0 ? [] : [`…and ${hidden} more ${hidden === 1 ? 'item' : 'items'}`];
  return [greeting, ...lines, ...more, total].join('\n');
}

/** The message text, one line per item ("1. Kaju Katli, 1kg, Premium, ₹1,495 × 2 = ₹2,990"). */
export function listWhatsappText(lines: readonly ListLine[], waNumber: string, greeting = 'Hi, I would like to enquire about these items:'): string {
  const total = totalText(indicativeTotal(lines));
  const all = lines.map((line, index) => `${index + 1}. ${lineText(line)}`);
  for (let shown = all.length; shown >= 0; shown -= 1) {
    const text = message(greeting, all.slice(0, shown), all.length - shown, total);
    if (whatsappUrl(waNumber, text).length <= WHATSAPP_URL_LIMIT) return text;
  }
  return message(greeting, [], all.length, total);
}

export function listWhatsappUrl(lines: readonly ListLine[], waNumber: string): string {
  return whatsappUrl(waNumber, listWhatsappText(lines, waNumber));
}
