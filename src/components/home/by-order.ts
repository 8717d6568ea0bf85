/** Content lists are shown by their `order` field, lowest first (content/README.md). */
export function byOrder<T extends { data: { order: number } }>(a: T, b: T): number {
  return a.data.order - b.data.order;
}
