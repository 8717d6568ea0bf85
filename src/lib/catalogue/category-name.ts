/**
 * The one rule for comparing category names (G-25; issue #18 item 4): case does not matter, outer
 * spaces are dropped and inner runs of spaces count as one, so "gift  hampers " is "Gift Hampers".
 * Every category comparison (lists, filters, related products, the staff form's matching) uses it.
 */

/** The name as it is shown: trimmed, inner runs of spaces collapsed, case kept. */
export function normaliseCategoryName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** The key two spellings of one category share. */
export function categoryKey(name: string): string {
  return normaliseCategoryName(name).toLowerCase();
}

/** Whether two category names are the same category. */
export function categoryNamesEqual(a: string, b: string): boolean {
  return categoryKey(a) === categoryKey(b);
}

/**
 * Distinct names in the order first seen (the first spelling wins, normalised), leaving out empty
 * names and those equal to one in `skip`.
 */
export function dedupeCategoryNames(names: Iterable<string>, skip: readonly string[] = []): string[] {
  const seen = new Set(skip.map(categoryKey));
  const result: string[] = [];
  for (const raw of names) {
    const name = normaliseCategoryName(raw);
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(name);
  }
  return result;
}

/** The existing category a typed name means, or the typed name normalised when it is new. */
export function matchCategoryName(typed: string, existing: readonly string[]): string {
  return existing.find((name) => categoryNamesEqual(name, typed)) ?? normaliseCategoryName(typed);
}
