/** IMEI: 15 digits whose last is the Luhn check digit of the first 14. */
export function isValidImei(value: string): boolean {
  if (!/^\d{15}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 15; index += 1) {
    let digit = Number(value[14 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A manufacturer serial number: 6–20 letters and digits, not all digits (that would be a mistyped IMEI). */
export function isValidSerial(value: string): boolean {
  return /^[A-Z0-9]{6,20}$/i.test(value) && !/^\d+$/.test(value);
}

/** Spaces and dashes people type are not part of the number. */
function compact(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** Fifteen digits, as an IMEI is, whether or not its check digit is right. */
export function looksLikeImei(value: string): boolean {
  return /^\d{15}$/.test(compact(value));
}

/** Accepts a valid IMEI or a serial; spaces and dashes people type are ignored. */
export function normalizeImeiOrSerial(value: string): string | null {
  const typed = compact(value);
  if (isValidImei(typed) || isValidSerial(typed)) return typed;
  return null;
}
