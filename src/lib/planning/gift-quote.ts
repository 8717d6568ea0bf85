/**
 * The corporate gift quote (issue #17): chosen gifts with quantities, the minimum order (25 in
 * total for most collections, from content), the optional printed message's length limit and the
 * indicative total from the gifts' MRPs. Pure; the builder island and its tests use it.
 */
export interface QuoteGift {
  /** The product id of the gift, "gift-3". */
  id: string;
  name: string;
  /** As printed, "₹1,250". */
  mrp: string;
  /** The MRP in whole rupees (read from the printed one at build time, so the island needs no schema library). */
  unitPrice: number;
}

export interface QuoteLine {
  id: string;
  quantity: number;
}

export interface PricedLine extends QuoteGift {
  quantity: number;
  lineTotal: number;
}

/** Lines with a known gift and a positive whole quantity, priced at the gift's MRP. */
export function pricedLines(lines: readonly QuoteLine[], gifts: readonly QuoteGift[]): PricedLine[] {
  return lines.flatMap((line) => {
    const gift = gifts.find((candidate) => candidate.id === line.id);
    if (!gift || !Number.isInteger(line.quantity) || line.quantity <= 0) return [];
    return [{ ...gift, quantity: line.quantity, lineTotal: gift.unitPrice * line.quantity }];
  });
}

export function totalQuantity(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The sum of the lines at MRP (indicative: the team confirms the price). */
export function indicativeQuoteTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.lineTotal, 0);
}

export type MinimumCheck = { met: true } | { met: false; missing: number; minimum: number };

/** The minimum order rule: at least `minimum` units in total. */
export function checkMinimumOrder(lines: readonly { quantity: number }[], minimum: number): MinimumCheck {
  const total = totalQuantity(lines);
  return total >= minimum ? { met: true } : { met: false, missing: minimum - total, minimum };
}

/** Characters left of the printed message (negative when over). */
export function messageCharactersLeft(message: string, limit: number): number {
  return limit - [...message].length;
}
