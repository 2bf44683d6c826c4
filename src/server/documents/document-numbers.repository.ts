import { sql } from 'drizzle-orm';
import { formatDocumentNumber, type TDocumentType } from '#core/document-numbers.ts';
import type { TTx } from '../db/client.ts';
import { documentSequences } from '../db/schema/index.ts';

export interface TDocumentNumber {
  /** As printed: `INV-2026-000123`. */
  number: string;
  year: number;
  sequence: number;
}

/**
 * The next number of a document type in a year, taken in the document's own transaction (decision 029):
 * the sequence row stays locked until that transaction ends, so concurrent documents queue one behind
 * another, and a transaction that rolls back gives its number back. No gaps, no repeats.
 */
export async function takeDocumentNumber(
  tx: TTx,
  type: TDocumentType,
  year: number,
): Promise<TDocumentNumber> {
  const [row] = await tx
    .insert(documentSequences)
    .values({ documentType: type, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.documentType, documentSequences.year],
      set: { lastNumber: sql`${documentSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSequences.lastNumber });
  const sequence = row!.lastNumber;
  return { number: formatDocumentNumber(type, year, sequence), year, sequence };
}
