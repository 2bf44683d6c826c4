/**
 * Group commit: a call is written once the event loop has read the other requests that arrived with
 * it (setImmediate), together with them; calls made while a write is in flight are written together
 * by the next one (at most `maxBatch` per write). PGlite runs queries synchronously on the main
 * thread, so without the wait every request would be its own statement. Each caller gets its own item's
 * result, or the error of the write its item was part of. Under load this turns many small
 * statements into a few large ones without adding latency when the server is quiet.
 */
export function createBatcher<TItem, TResult>(
  write: (items: TItem[]) => Promise<TResult[]>,
  maxBatch = 100,
): (item: TItem) => Promise<TResult> {
  interface TPending {
    item: TItem;
    resolve: (result: TResult) => void;
    reject: (error: unknown) => void;
  }
  let queue: TPending[] = [];
  let writing = false;

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      try {
        const results = await write(batch.map((pending) => pending.item));
        batch.forEach((pending, index) => pending.resolve(results[index] as TResult));
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<TResult>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) {
        writing = true;
        // After the event loop's I/O phase: requests read in the same turn join this write.
        setImmediate(() => void drain());
      }
    });
}
