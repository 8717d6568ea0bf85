/**
 * How many columns a grid of `count` cards gets on phones, tablets (40rem up) and desktops (64rem
 * up), so that no last row hangs half empty (issue #16: "Additional Services" and "Why Choose" were
 * 4 + 2). The widest choice whose columns divide the count wins; a count nothing divides (5, 7…)
 * keeps the widest allowed row.
 */
export interface GridColumns {
  phone: number;
  tablet: number;
  desktop: number;
}

function widestDividing(count: number, choices: readonly number[]): number {
  const fitting = choices.filter((columns) => columns <= count);
  return fitting.find((columns) => count % columns === 0) ?? fitting[0] ?? 1;
}

/** `phone`: 1 (cards read full width) or 2 (small cards, e.g. the collection tiles). */
export function balancedColumns(count: number, phone: 1 | 2 = 1): GridColumns {
  const items = Math.max(1, Math.floor(count));
  return {
    phone: phone === 2 && items % 2 === 0 ? 2 : 1,
    tablet: widestDividing(items, [2, 3]),
    desktop: widestDividing(items, [4, 3, 2]),
  };
}

/** The custom properties that give a `.grid-list[data-full-rows]` grid (src/islands/ui/kit/grid-list.css) these columns. */
export function fullRowsProperties(count: number, phone: 1 | 2 = 1): Record<'--cols-phone' | '--cols-tablet' | '--cols-desktop', number> {
  const columns = balancedColumns(count, phone);
  return { '--cols-phone': columns.phone, '--cols-tablet': columns.tablet, '--cols-desktop': columns.desktop };
}

/** The same as an inline style attribute: `<ul data-full-rows style={fullRowsStyle(items.length)}>`. */
export function fullRowsStyle(count: number, phone: 1 | 2 = 1): string {
  return Object.entries(fullRowsProperties(count, phone))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
}
