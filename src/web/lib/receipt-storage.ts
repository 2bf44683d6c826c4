import type { TLocale } from '#core/constants.ts';
import type { TTradeInReceipt } from '#core/contracts/trade-ins.ts';
import type { TProvinceKey } from '#core/provinces.ts';
import type { TFulfilmentMethod, TPickupTimeSlot, TTradeInOption } from '#core/trade-in-lifecycle.ts';
import { endpointUrl } from './api.ts';

type TLocalized = { th: string; en: string };

/**
 * What the success page shows after a submission, kept in sessionStorage under the reference: the
 * server's receipt (with the token for the PDF) and a summary of the choices. It stays in this tab
 * only; no personal details beyond what the customer just entered are kept, and none beyond the tab.
 */
export interface TStoredReceipt {
  receipt: TTradeInReceipt;
  /** The reference the browser submitted; differs from `receipt.reference` when the server issued a new one. */
  submittedReference: string;
  summary: {
    device: string;
    option: TTradeInOption;
    fulfilment: TFulfilmentMethod;
    province: TProvinceKey;
    store?: { name: TLocalized; address: TLocalized; openingHours: TLocalized; phone: string };
    pickup?: { address: string; date: string; timeSlot: TPickupTimeSlot };
    photoCount: number;
  };
}

const PREFIX = 'receipt:';

/** The receipt PDF for this browser (the token is shown once, at submission). */
export function receiptPdfUrl(reference: string, token: string, lang: string): string {
  return endpointUrl('GET /api/trade-ins/:reference/receipt.pdf', {
    params: { reference },
    query: { token, lang: lang as TLocale },
  });
}

export function saveReceipt(stored: TStoredReceipt): void {
  try {
    sessionStorage.setItem(PREFIX + stored.receipt.reference, JSON.stringify(stored));
  } catch {
    // Storage blocked or full: the success page then shows the reference and the tracking link only.
  }
}

export function loadReceipt(reference: string): TStoredReceipt | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + reference);
    if (!raw) return null;
    const stored = JSON.parse(raw) as TStoredReceipt;
    return stored.receipt?.reference === reference ? stored : null;
  } catch {
    return null;
  }
}
