import type { TCategoryKey, TLocale } from '#core/constants.ts';
import type { TPayeeInput } from '#core/contracts/finance.ts';
import type { TAnswersInput } from '#core/contracts/quotes.ts';
import type { TProvinceKey } from '#core/provinces.ts';
import type { TFulfilmentMethod, TPickupTimeSlot, TTradeInOption } from '#core/trade-in-lifecycle.ts';

/**
 * Everything the customer chose in the valuation wizard. The step is in the URL (`?step=`), so
 * back/forward move between steps; the answers are in sessionStorage under the reference, so a
 * reload keeps them. The reference (`?ref=`, made at "Start here") is the key of both.
 */
export const WIZARD_STEPS = [
  'device',
  'model',
  'condition',
  'offer',
  'option',
  'fulfilment',
  'details',
] as const;
export type TWizardStep = (typeof WIZARD_STEPS)[number];
/** The numbered steps of spec §2 ("Step {current} of {total}"); the rest follow the offer. */
export const NUMBERED_STEPS: readonly TWizardStep[] = ['device', 'model', 'condition', 'offer'];

export interface TUploadedPhoto {
  id: string;
  name: string;
  width: number;
  height: number;
  bytes: number;
}

export interface TContactDraft {
  fullName?: string;
  phone?: string;
  email?: string;
  lineId?: string;
  imeiSerial?: string;
  preferredProduct?: string;
  promoCode?: string;
  dealerCode?: string;
  remarks?: string;
  pdpaConsent?: boolean;
  marketingOptIn?: boolean;
}

export interface TWizardState {
  reference: string;
  category?: TCategoryKey;
  brandId?: number;
  modelId?: number;
  storageGb?: number;
  year?: number;
  answers: Partial<TAnswersInput>;
  /** Set once the server priced the answers (step 4); cleared when the device or an answer changes. */
  quoteId?: string;
  /**
   * "See my price" opened the offer on its preview (quote-preview.ts) and the quote is being stored; the
   * offer stores it again after a reload. Cleared with the quote, and once its id is here.
   */
  quotePending?: boolean;
  option?: TTradeInOption;
  fulfilment?: TFulfilmentMethod;
  storeId?: number;
  province?: TProvinceKey;
  pickup?: { address?: string; date?: string; timeSlot?: TPickupTimeSlot };
  contact: TContactDraft;
  /** Where to be paid, saved on the details step (checked by the contract's schema); sent for sale and trade-in. */
  payee?: TPayeeInput;
  photos: TUploadedPhoto[];
  /** Steps skipped because the landing form already answered them; they can still be revisited. */
  skipped: TWizardStep[];
  locale?: TLocale;
}

const STORAGE_PREFIX = 'valuation:';

export function emptyWizardState(reference: string): TWizardState {
  return { reference, answers: { functional: [] }, contact: {}, photos: [], skipped: [] };
}

export function loadWizardState(reference: string): TWizardState | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + reference);
    return raw ? (JSON.parse(raw) as TWizardState) : null;
  } catch {
    return null;
  }
}

export function saveWizardState(state: TWizardState): void {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + state.reference, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the wizard still works until the page is reloaded.
  }
}

export function clearWizardState(reference: string): void {
  try {
    sessionStorage.removeItem(STORAGE_PREFIX + reference);
  } catch {
    // nothing to clear
  }
}

/** "Step {current} of {total}": the numbered steps not skipped; null for the steps after the offer. */
export function stepNumber(
  step: TWizardStep,
  skipped: readonly TWizardStep[],
): { current: number; total: number } | null {
  const shown = NUMBERED_STEPS.filter((candidate) => !skipped.includes(candidate) || candidate === step);
  const index = shown.indexOf(step);
  if (index === -1) return null;
  return { current: index + 1, total: shown.length };
}
