import { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import { AppError } from './errors.ts';
import type { TAppEnv } from './context.ts';
import { BEARER_SCHEME } from './endpoint-docs.ts';

/**
 * Zod messages that are i18n keys are passed on (`errors.…`, or a console's own `<namespace>.errors.…`);
 * other messages fall back to the generic key.
 */
const MESSAGE_KEY = /^(?:[A-Za-z]+\.)?errors\./;

function detailsOf(error: z.ZodError) {
  return error.issues.map((issue) => ({
    path: issue.path.join('.'),
    messageKey: MESSAGE_KEY.test(issue.message) ? issue.message : 'errors.validation.invalid',
  }));
}

/**
 * The API under /api. The base path lives on the OpenAPI app itself (mount it with `app.route('/', api)`),
 * so the OpenAPI document lists the paths as they are served: /api/brands, not /brands.
 */
export function createApiApp() {
  const api = new OpenAPIHono<TAppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const details = detailsOf(result.error);
        const first = details[0];
        throw new AppError(
          'VALIDATION',
          first?.messageKey ?? 'errors.validation.invalid',
          `Invalid request: ${details.map((detail) => detail.path || '(body)').join(', ')}`,
          details,
        );
      }
    },
  }).basePath('/api');
  // What every endpoint that is not public declares (endpoint-docs.ts).
  api.openAPIRegistry.registerComponent('securitySchemes', BEARER_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token of POST /api/auth/sign-in or /api/auth/refresh',
  });
  return api;
}

export type TApiApp = ReturnType<typeof createApiApp>;
