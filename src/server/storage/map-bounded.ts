/**
 * Runs `task` over `items` with at most `limit` running at once, and answers the results in the items'
 * order: the shape of every fan-out of storage calls (a Blobs call is a network request, so a few
 * dozen at once hide its latency without flooding the platform).
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
