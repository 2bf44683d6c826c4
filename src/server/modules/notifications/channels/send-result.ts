/** How one attempt at sending went (decision 043). */
export type TSendResult =
  | { ok: true; providerId?: string | undefined }
  /** `retry`: 429, 5xx, a timeout or a broken connection — tried again later with the same retry key. */
  | { ok: false; retry: boolean; error: string; retryAfterMs?: number | undefined };

/** One channel: sends a rendered message to one recipient. */
export interface TChannel {
  send(message: { recipient: string; content: unknown; retryKey: string }): Promise<TSendResult>;
  close(): Promise<void>;
}

/** An attempt that takes longer than this is abandoned and retried (with the same retry key). */
export const SEND_TIMEOUT_MS = 15_000;

/** `work`, or a rejection after `ms` (the work itself may still finish: retry keys make that harmless). */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
