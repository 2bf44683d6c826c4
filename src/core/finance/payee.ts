import { normalizeThaiPhone } from '../phone.ts';
import { isValidThaiTaxId } from '../tax-id.ts';

/**
 * Where a customer is paid (issue 20): a PromptPay ID (a mobile number or a 13-digit national ID) or a
 * Thai bank account. Given on /track or by finance; lists show it masked.
 */
export const PAYEE_METHODS = ['promptpay', 'bank'] as const;
export type TPayeeMethod = (typeof PAYEE_METHODS)[number];

/** The banks a transfer goes to (their usual short names; the code is what is stored). */
export const THAI_BANKS = [
  { code: 'BBL', th: 'ธนาคารกรุงเทพ', en: 'Bangkok Bank' },
  { code: 'KBANK', th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank' },
  { code: 'KTB', th: 'ธนาคารกรุงไทย', en: 'Krungthai Bank' },
  { code: 'SCB', th: 'ธนาคารไทยพาณิชย์', en: 'Siam Commercial Bank' },
  { code: 'BAY', th: 'ธนาคารกรุงศรีอยุธยา', en: 'Bank of Ayudhya (Krungsri)' },
  { code: 'TTB', th: 'ธนาคารทหารไทยธนชาต', en: 'TMBThanachart Bank' },
  { code: 'GSB', th: 'ธนาคารออมสิน', en: 'Government Savings Bank' },
  { code: 'BAAC', th: 'ธ.ก.ส.', en: 'BAAC' },
  { code: 'UOB', th: 'ธนาคารยูโอบี', en: 'UOB' },
  { code: 'CIMB', th: 'ธนาคารซีไอเอ็มบี ไทย', en: 'CIMB Thai' },
  { code: 'KKP', th: 'ธนาคารเกียรตินาคินภัทร', en: 'Kiatnakin Phatra Bank' },
  { code: 'LHB', th: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', en: 'LH Bank' },
] as const;
export type TBankCode = (typeof THAI_BANKS)[number]['code'];
export const BANK_CODES = THAI_BANKS.map((bank) => bank.code) as [TBankCode, ...TBankCode[]];

/** A PromptPay ID as stored: a 10-digit mobile number (0…) or a valid 13-digit national ID; null otherwise. */
export function normalizePromptPayId(value: string): string | null {
  const digits = value.replace(/[\s\-().]/g, '');
  if (/^\d{13}$/.test(digits)) return isValidThaiTaxId(digits) ? digits : null;
  const phone = normalizeThaiPhone(value);
  return phone && /^0[689]\d{8}$/.test(phone) ? phone : null;
}

/** A bank account number as stored: 10 to 12 digits, dashes and spaces dropped; null otherwise. */
export function normalizeAccountNumber(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{10,12}$/.test(digits) ? digits : null;
}

/** Shows only the last four digits: "xxx-xxx-1234". */
export function maskDigits(value: string): string {
  if (value.length <= 4) return value;
  return `${'x'.repeat(value.length - 4)}${value.slice(-4)}`;
}

export interface TPayee {
  method: TPayeeMethod;
  promptPayId: string | null;
  bankCode: TBankCode | null;
  accountNumber: string | null;
  accountName: string;
}

/** What a list shows of a payee: the method, the bank, and the number's last four digits. */
export function maskedPayee(payee: TPayee): string {
  if (payee.method === 'promptpay') return `PromptPay ${maskDigits(payee.promptPayId ?? '')}`;
  return `${payee.bankCode ?? ''} ${maskDigits(payee.accountNumber ?? '')}`.trim();
}
