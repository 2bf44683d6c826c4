import { addDays } from '../bangkok-time.ts';
import { maskDigits } from './payee.ts';

/**
 * Vouchers are money the company owes (issue 32, decision 044): an amount, a remaining balance and a last
 * valid day. Amounts in satang. These are the rules both sides share: the validity, what a redemption may
 * take, and what of the owner a counter may see.
 */

/** A voucher is valid for this many months unless admin sets another number (finance settings). */
export const DEFAULT_VOUCHER_VALIDITY_MONTHS = 12;
export const MAX_VOUCHER_VALIDITY_MONTHS = 60;

/**
 * The last day a voucher issued on `issuedOn` (YYYY-MM-DD, Bangkok) may be spent: the day before the same
 * date `months` later (1 Jan → 31 Dec for 12 months); a date the later month lacks (31 Jan + 1 month)
 * becomes that month's last day, whose day before is then the last valid day.
 */
export function voucherValidUntil(issuedOn: string, months: number): string {
  const [year, month, day] = issuedOn.split('-').map(Number) as [number, number, number];
  const target = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(target / 12);
  const targetMonth = (target % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const same = `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(
    Math.min(day, lastDay),
  ).padStart(2, '0')}`;
  return addDays(same, -1);
}

/** Whether a voucher may still be spent on `today` (Bangkok date): its last valid day has not passed. */
export const isWithinValidity = (validUntil: string, today: string): boolean => today <= validUntil;

/** The day an unspent balance leaves the liability: the day after the last valid day. */
export const expiryDay = (validUntil: string): string => addDays(validUntil, 1);

/** The code as a document or a list shows it to someone who need not spend it: its last group only. */
export function maskVoucherCode(code: string): string {
  return `KV-••••-••••-••••-${code.slice(-4)}`;
}

/**
 * What a counter sees of the voucher's owner: the first letter of each name and the phone's last four
 * digits ("ส. ใ. · xxxxxx4567"). Letters are whole graphemes, so a Thai letter keeps its marks.
 */
export function maskOwner(name: string, phone: string | null): string {
  const segmenter = new Intl.Segmenter('th', { granularity: 'grapheme' });
  const initials = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => `${segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? ''}.`)
    .join(' ');
  const digits = phone ? phone.replace(/\D/g, '') : '';
  return [initials, digits ? maskDigits(digits) : ''].filter(Boolean).join(' · ');
}

/** Why a voucher cannot be spent now, or null when it can. */
export type TVoucherRefusal = 'notIssued' | 'used' | 'expired' | 'cancelled';

export function voucherRefusal(
  voucher: { status: string; balanceSatang: number; validUntil: string | null },
  today: string,
): TVoucherRefusal | null {
  if (voucher.status === 'cancelled') return 'cancelled';
  if (voucher.status === 'expired') return 'expired';
  if (voucher.validUntil === null || voucher.status === 'pendingApproval') return 'notIssued';
  if (!isWithinValidity(voucher.validUntil, today)) return 'expired';
  if (voucher.balanceSatang <= 0 || voucher.status === 'used') return 'used';
  return null;
}
