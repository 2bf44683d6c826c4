import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';
import type { TTranslate } from '../../lib/i18n.ts';

/** A message for the whole form: a key, or a key with its values (the wait after too many attempts). */
export interface TFormMessage {
  key: string;
  vars?: Record<string, number>;
}

/** "Too many attempts": the server's wait in minutes (or seconds under one minute), when it said. */
export function rateLimitMessage(retryAfterSeconds: number | undefined): TFormMessage {
  if (retryAfterSeconds === undefined) return { key: 'auth.rateLimited' };
  if (retryAfterSeconds < 60) return { key: 'auth.rateLimitedSeconds', vars: { seconds: retryAfterSeconds } };
  return { key: 'auth.rateLimitedMinutes', vars: { minutes: Math.ceil(retryAfterSeconds / 60) } };
}

/**
 * Shows a failed call: the server's field messages go on the fields it names (when the form has them),
 * the rest becomes the form's message. Wrong credentials are one generic message (the server's).
 */
export function formMessageFor<TValues extends FieldValues>(
  error: unknown,
  fields: readonly Path<TValues>[],
  setError: UseFormSetError<TValues>,
): TFormMessage | null {
  if (!(error instanceof ApiError)) return { key: 'errors.internal' };
  if (error.status === 429) {
    return rateLimitMessage(error.retryAfterSeconds);
  }
  if (error.details.length === 0) return { key: error.messageKey };
  let focused = false;
  let rest: TFormMessage | null = null;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.path);
    if (!field) {
      rest = { key: detail.messageKey };
      continue;
    }
    setError(field, { message: detail.messageKey }, { shouldFocus: !focused });
    focused = true;
  }
  return rest ?? (focused ? null : { key: error.messageKey });
}

export function formatMessage(t: TTranslate, message: TFormMessage): string {
  return t(message.key, message.vars);
}
