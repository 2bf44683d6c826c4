import { REFERENCE_PATTERN } from './reference.ts';

/**
 * What a scanned code names. Codes the portal prints carry links — the success page's and receipt's QR
 * is the request's tracking link (`/track?ref=TRD-…`) — so the link is read for what it points at;
 * any other code (an IMEI's Code 128, a box's EAN-13, a typed serial) is its text.
 */
export type TScannedCode = { kind: 'reference'; value: string } | { kind: 'text'; value: string };

function linkOf(text: string): URL | undefined {
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

export function readScannedCode(raw: string): TScannedCode {
  const text = raw.trim();
  const link = linkOf(text);
  if (link?.pathname.replace(/\/$/, '') === '/track') {
    const reference = link.searchParams.get('ref')?.trim().toUpperCase();
    if (reference && REFERENCE_PATTERN.test(reference)) return { kind: 'reference', value: reference };
  }
  if (REFERENCE_PATTERN.test(text.toUpperCase())) return { kind: 'reference', value: text.toUpperCase() };
  return { kind: 'text', value: text };
}
