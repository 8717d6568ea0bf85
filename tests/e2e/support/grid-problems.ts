/** The layout check of issue #16 that no card grid leaves a half-empty last row or a hole. */
import type { Page } from '@playwright/test';

/**
 * Grids that promise full rows (`[data-full-rows]`, `[data-no-holes]`): the cells their shown items
 * cover (column span × row span each) must fill every column of every row, so no last row hangs and
 * no hole is left. Items a "See all" keeps hidden on phones take no cell.
 */
export function gridProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const span = (start: string, end: string) => Number(/span (\d+)/.exec(`${start} ${end}`)?.[1] ?? 1);
    const problems: string[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>('[data-full-rows], [data-no-holes]')) {
      if (!grid.checkVisibility()) continue;
      const style = getComputedStyle(grid);
      const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
      const rows = style.gridTemplateRows.split(' ').filter(Boolean).length;
      let cells = 0;
      let items = 0;
      for (const item of grid.children) {
        const itemStyle = getComputedStyle(item);
        if (itemStyle.display === 'none') continue;
        items += 1;
        cells += span(itemStyle.gridColumnStart, itemStyle.gridColumnEnd) * span(itemStyle.gridRowStart, itemStyle.gridRowEnd);
      }
      if (items > 0 && cells !== columns * rows) {
        const name = grid.closest('section')?.querySelector('h2')?.textContent?.trim() ?? grid.className;
        problems.push(`"${name}": ${items} items cover ${cells} of ${columns} × ${rows} cells`);
      }
    }
    return problems;
  });
}
