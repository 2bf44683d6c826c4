/**
 * A Thai 13-digit identification number — a company's tax ID or a person's national ID (the same
 * scheme): the last digit checks the first twelve, (11 − Σ digit × (13 − position)) mod 11, mod 10.
 */
export function isValidThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(value[index]) * (13 - index);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

/** Head office in a tax document's branch field (Revenue Department: "สำนักงานใหญ่", branch 00000). */
export const HEAD_OFFICE_BRANCH = '00000';

/** Tax IDs as printed: 1-2345-67890-12-3. */
export function formatThaiTaxId(value: string): string {
  if (!/^\d{13}$/.test(value)) return value;
  return `${value[0]}-${value.slice(1, 5)}-${value.slice(5, 10)}-${value.slice(10, 12)}-${value[12]}`;
}
