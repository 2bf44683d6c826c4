import { z } from 'zod';
import { text } from './text.ts';

export const ERROR_CODES = [
  'VALIDATION',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'GONE',
  'RATE_LIMITED',
  'PAYMENT_REQUIRED',
  'PAYLOAD_TOO_LARGE',
  'BAD_GATEWAY',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

/** Every error body the API sends. `messageKey` is an i18n key the web shows in the user's language. */
export const ZErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    messageKey: text(),
    message: text(),
    requestId: text().optional(),
    details: z.array(z.object({ path: text(), messageKey: text() })).optional(),
  }),
});
export type TErrorBody = z.infer<typeof ZErrorBodySchema>;
