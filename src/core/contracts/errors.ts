import { z } from 'zod';

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
    messageKey: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
    details: z.array(z.object({ path: z.string(), messageKey: z.string() })).optional(),
  }),
});
export type TErrorBody = z.infer<typeof ZErrorBodySchema>;
