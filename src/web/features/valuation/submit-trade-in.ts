import { useCallback, useRef, useState } from 'react';
import type { TCreateTradeInParsed, TStore, TTradeInReceipt } from '#core/contracts/trade-ins.ts';
import { ApiError, publicApi } from '../../lib/api.ts';
import { loadAuthClient } from '../../lib/auth/auth-start.ts';
import { saveReceipt, type TStoredReceipt } from '../../lib/receipt-storage.ts';

/** POST /api/trade-ins. The server is idempotent by reference: the same body sent again returns the same request. */
export function createTradeIn(body: TCreateTradeInParsed): Promise<TTradeInReceipt> {
  return publicApi('POST /api/trade-ins', { body });
}

/** POST /api/dealer/trade-ins: the counter assessment, as the signed-in dealer (idempotent the same way). */
export async function createCounterTradeIn(body: TCreateTradeInParsed): Promise<TTradeInReceipt> {
  const { signedInApi } = await loadAuthClient();
  return signedInApi('POST /api/dealer/trade-ins', { body });
}

/** POST /api/sales/trade-ins: old for new at the sales counter, as the signed-in sales person (decision 044). */
export async function createSalesTradeIn(body: TCreateTradeInParsed): Promise<TTradeInReceipt> {
  const { signedInApi } = await loadAuthClient();
  return signedInApi('POST /api/sales/trade-ins', { body });
}

export type TSubmitState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** Not sent or no answer: "Try again" sends the very same body. */
  | { kind: 'network' }
  /** The quote's price lock ran out (410) or the quote is unknown: price the same answers again. */
  | { kind: 'expired' }
  /** The server refused the request: field messages, and a message for the rest. */
  | { kind: 'refused'; messageKey: string; details: { path: string; messageKey: string }[] };

export function classifySubmitError(error: unknown): Exclude<TSubmitState, { kind: 'idle' | 'sending' }> {
  if (!(error instanceof ApiError)) return { kind: 'network' };
  // Not reached, or failed on the way (5xx, e.g. busy): the request may exist already; the same body is safe.
  if (error.code === 'NETWORK' || error.status >= 500) return { kind: 'network' };
  if (error.status === 410 || error.messageKey.startsWith('errors.quote.')) return { kind: 'expired' };
  return { kind: 'refused', messageKey: error.messageKey, details: error.details };
}

/** What the success page summarises, kept with the receipt. */
export function storedReceipt(
  receipt: TTradeInReceipt,
  body: TCreateTradeInParsed,
  device: string,
  store: TStore | undefined,
): TStoredReceipt {
  return {
    receipt,
    submittedReference: body.reference,
    summary: {
      device,
      option: body.option,
      fulfilment: body.fulfilment,
      province: body.province,
      ...(store && body.fulfilment === 'store'
        ? {
            store: {
              name: store.name,
              address: store.address,
              openingHours: store.openingHours,
              phone: store.phone,
            },
          }
        : {}),
      ...(body.pickup && body.fulfilment === 'pickup' ? { pickup: body.pickup } : {}),
      photoCount: body.photoIds.length,
    },
  };
}

/**
 * Sends the request once at a time. After a network failure `retry()` sends the same body again (the
 * server answers a repeat with the request it already made). On success the receipt is stored for the
 * success page and `onDone` runs.
 */
export function useSubmitTradeIn(
  onDone: (receipt: TTradeInReceipt) => void,
  sendBody: (body: TCreateTradeInParsed) => Promise<TTradeInReceipt> = createTradeIn,
) {
  const [state, setState] = useState<TSubmitState>({ kind: 'idle' });
  const last = useRef<{
    body: TCreateTradeInParsed;
    summary: (receipt: TTradeInReceipt) => TStoredReceipt;
  } | null>(null);
  const sending = useRef(false);

  const send = useCallback(async () => {
    const pending = last.current;
    if (!pending || sending.current) return;
    sending.current = true;
    setState({ kind: 'sending' });
    try {
      const receipt = await sendBody(pending.body);
      saveReceipt(pending.summary(receipt));
      onDone(receipt);
    } catch (error) {
      setState(classifySubmitError(error));
    } finally {
      sending.current = false;
    }
  }, [onDone, sendBody]);

  const submit = useCallback(
    (body: TCreateTradeInParsed, summary: (receipt: TTradeInReceipt) => TStoredReceipt) => {
      last.current = { body, summary };
      return send();
    },
    [send],
  );

  const reset = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, submit, retry: send, reset };
}
