import generatePayload from 'promptpay-qr';
import { qrSvg } from '../../documents/qr.ts';

/**
 * The PromptPay QR a banking app scans to pay a customer: the EMVCo payload with the PromptPay ID and
 * the amount. The library wants baht as a number and prints it with toFixed(2); the text is built from
 * whole satang so no rounding can creep in (a satang amount / 100 prints back exactly).
 */
export function promptPayPayload(promptPayId: string, amountSatang: number): string {
  const amount = Number(`${Math.trunc(amountSatang / 100)}.${String(amountSatang % 100).padStart(2, '0')}`);
  return generatePayload(promptPayId, { amount });
}

export async function promptPayQr(promptPayId: string, amountSatang: number) {
  const payload = promptPayPayload(promptPayId, amountSatang);
  return { payload, svg: await qrSvg(payload) };
}
