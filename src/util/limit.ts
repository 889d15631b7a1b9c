// Bounded concurrency for work over many items (pages, files): all at once holds every
// intermediate result in memory together; one at a time waits on each I/O in turn.

/** Resolves on the event loop's next turn, after pending I/O callbacks. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Maps `items` through `run` with at most `limit` calls in flight; results keep the input order.
 * After a call fails, no new one starts: the result is an error anyway, and a build stopped by
 * a bad page should not go on computing the rest meanwhile.
 */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const index = next++;
      try {
        results[index] = await run(items[index], index);
      } catch (error) {
        failed = true;
        throw error;
      }
      // CPU-bound work chained through promises never lets the event loop poll: work running
      // beside it (esbuild's replies, worker messages, file writes) would wait until the end.
      await nextTurn();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
