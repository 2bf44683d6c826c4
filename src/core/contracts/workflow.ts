import { z } from 'zod';
import { text } from './text.ts';
import { EVIDENCE, EVIDENCE_KEYS, type TEvidenceKey } from '../workflow/workflow-types.ts';

export const ZEvidenceKeySchema = z.enum(EVIDENCE_KEYS as [TEvidenceKey, ...TEvidenceKey[]]);

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, 'errors.text.tooLong')
    .transform((value) => value || undefined)
    .optional();

/**
 * Evidence offered with a step (src/core/workflow/workflow-types.ts EVIDENCE): texts trimmed (blank is
 * none), amounts whole baht, files by the id the upload answered with. Which are required is the
 * workflow's table; this only says what a value may look like.
 */
export const ZEvidenceSchema = z.object({
  reason: optionalText(EVIDENCE.reason.max),
  actualPriceThb: z
    .number({ error: 'errors.workflow.amountInvalid' })
    .int('errors.workflow.amountInvalid')
    .min(0, 'errors.workflow.amountInvalid')
    .max(EVIDENCE.actualPriceThb.max, 'errors.workflow.amountInvalid')
    .optional(),
  trackingNumber: optionalText(EVIDENCE.trackingNumber.max),
  recipientName: optionalText(EVIDENCE.recipientName.max),
  location: optionalText(EVIDENCE.location.max),
  signature: z.uuid().optional(),
  handoverPhoto: z.uuid().optional(),
  slip: z.uuid().optional(),
});
export type TEvidenceInput = z.input<typeof ZEvidenceSchema>;

/** Evidence as a history row keeps it. */
export const ZEvidenceRecordSchema = z.partialRecord(ZEvidenceKeySchema, z.union([text(), z.number()]));

/** Every step takes an optional note, kept in its history. */
export const ZTransitionNoteSchema = optionalText(500);

/** A step a record page can offer: where to, and the evidence to ask for. */
export const ZTransitionOptionSchema = z.object({ to: text(), evidence: z.array(ZEvidenceKeySchema) });
