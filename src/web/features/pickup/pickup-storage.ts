import { generateReference, isReference } from '#core/reference.ts';
import type { TPickupTimeSlot } from '#core/trade-in-lifecycle.ts';

/**
 * The reference is made when the page opens and kept for the tab (sessionStorage), so a submission
 * retried after a network error reuses it and the server answers with the same request, not a second one.
 * After success the confirmation is kept instead, so a reload still shows it.
 */
const REFERENCE_KEY = 'pickup:reference';
const CONFIRMATION_KEY = 'pickup:confirmation';

export interface TPickupConfirmation {
  reference: string;
  receiptToken: string;
  date: string;
  timeSlot: TPickupTimeSlot;
  device: string;
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage blocked: the page still works; only a reload forgets.
  }
}

/** The tab's pending reference, made now if there is none. */
export function loadOrCreatePickupReference(): string {
  const stored = read(REFERENCE_KEY);
  if (isReference(stored)) return stored;
  const reference = generateReference();
  write(REFERENCE_KEY, reference);
  return reference;
}

/** A new reference for the next request (after a success, or when the server refused the old one). */
export function renewPickupReference(): string {
  const reference = generateReference();
  write(REFERENCE_KEY, reference);
  return reference;
}

export function loadPickupConfirmation(): TPickupConfirmation | null {
  const raw = read(CONFIRMATION_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TPickupConfirmation>;
    return isReference(value.reference) && value.receiptToken && value.date && value.timeSlot
      ? (value as TPickupConfirmation)
      : null;
  } catch {
    return null;
  }
}

/** Remembers the confirmation and retires the used reference. */
export function savePickupConfirmation(confirmation: TPickupConfirmation | null): void {
  write(CONFIRMATION_KEY, confirmation ? JSON.stringify(confirmation) : null);
  if (confirmation) write(REFERENCE_KEY, null);
}
