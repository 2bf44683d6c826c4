/**
 * Thai phone numbers as customers type them: 08x-xxx-xxxx, 02-xxx-xxxx, +66 8x xxx xxxx.
 * Normalised to the national form (0 + 8 or 9 digits) so lookups by phone match however it was typed.
 */
export function normalizeThaiPhone(value: string): string | null {
  let digits = value.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+66')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('66') && digits.length === 11) digits = `0${digits.slice(2)}`;
  if (/^0[689]\d{8}$/.test(digits)) return digits; // mobile
  if (/^0[2-7]\d{7}$/.test(digits)) return digits; // landline
  return null;
}
