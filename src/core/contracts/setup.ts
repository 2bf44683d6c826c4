import { z } from 'zod';
import { ZEmailSchema, ZNewPasswordSchema } from './auth.ts';
import { text } from './text.ts';

/**
 * First run (decision 019): while no staff account exists, `npm start` prints a one-time link
 * /setup?token=… on the server's console, where the first admin chooses an e-mail and a password.
 */
export const SETUP_LINK_MINUTES = 60;

/** POST /api/setup */
export const ZSetupRequestSchema = z.object({
  token: text({ error: 'errors.setup.invalid' })
    .min(1, 'errors.setup.invalid')
    .max(200, 'errors.setup.invalid'),
  email: ZEmailSchema,
  password: ZNewPasswordSchema,
});
export type TSetupRequest = z.input<typeof ZSetupRequestSchema>;
export type TSetupParsed = z.output<typeof ZSetupRequestSchema>;

/** POST /api/setup/check: the link alone, asked before the form shows. */
export const ZSetupCheckRequestSchema = ZSetupRequestSchema.pick({ token: true });
export const ZSetupCheckResponseSchema = z.object({ valid: z.literal(true) });

export const ZSetupResponseSchema = z.object({ email: text() });
export type TSetupResponse = z.infer<typeof ZSetupResponseSchema>;
