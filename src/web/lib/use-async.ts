import { useCallback, useEffect, useState } from 'react';
import { ApiError } from './api.ts';

/** The i18n key of an error's message. */
export function errorKey(error: unknown): string {
  return error instanceof ApiError ? error.messageKey : 'errors.internal';
}

export type TAsync<T> =
  | { state: 'loading'; data?: T | undefined }
  | { state: 'failed'; messageKey: string; status: number }
  | { state: 'ready'; data: T };

interface TEntry<T> {
  key: string | null;
  attempt: number;
  result: TAsync<T>;
}

/**
 * Loads `load()` whenever `key` changes (nothing while it is null); `reload()` asks again, `set()` puts a
 * fresh answer (from a change the server returned) in place. An answer that arrives after the key moved
 * on is dropped. While loading, the last answer stays available as `data`.
 */
export function useAsync<T>(key: string | null, load: () => Promise<T>) {
  const [entry, setEntry] = useState<TEntry<T> | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    load().then(
      (data) => current && setEntry({ key, attempt, result: { state: 'ready', data } }),
      (error: unknown) =>
        current &&
        setEntry({
          key,
          attempt,
          result: {
            state: 'failed',
            messageKey: errorKey(error),
            status: (error as { status?: number }).status ?? 0,
          },
        }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on each render; the key says when the answer would change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const result: TAsync<T> =
    entry && entry.key === key && entry.attempt === attempt
      ? entry.result
      : { state: 'loading', data: entry?.result.state === 'ready' ? entry.result.data : undefined };
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const set = useCallback(
    (data: T) => setEntry({ key, attempt, result: { state: 'ready', data } }),
    [key, attempt],
  );
  return { result, reload, set };
}
