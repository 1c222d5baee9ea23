/**
 * Runs `task` over `items`, `concurrency` at a time, answering in the items' order. Here, at the
 * bottom of the tree, so the site's build (hosting/vite-plugins) and the scripts both may use it.
 */
export async function inTurn<T, R>(items: T[], concurrency: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
