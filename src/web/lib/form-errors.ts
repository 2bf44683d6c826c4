import { ApiError } from './api.ts';

/** A message for the whole form: a key, or a key with its values (the wait after too many attempts). */
export interface TFormMessage {
  key: string;
  vars?: Record<string, number>;
}

/** Where a failed call's messages go: on named fields (first one focused), and the rest for the form. */
export interface TServerErrorPlan {
  fields: { name: string; messageKey: string }[];
  message: TFormMessage | null;
}

/**
 * "Too many attempts": the server's wait in minutes (or seconds under one minute), when it said. The keys
 * sit under `namespace` (`errors.rateLimited…`; the sign-in forms say "too many sign-in attempts": `auth`).
 */
export function rateLimitMessage(retryAfterSeconds: number | undefined, namespace = 'errors'): TFormMessage {
  return waitMessage(`${namespace}.rateLimited`, retryAfterSeconds);
}

/**
 * Slow-downs that say why and what still works (issue 28 item 6): an account many sign-ins failed on,
 * a reference many wrong phone numbers were tried for. Each key has its `…Seconds` and `…Minutes` forms.
 */
export const SLOWED_DOWN_KEYS: ReadonlySet<string> = new Set([
  'errors.auth.accountSlowed',
  'errors.track.slowed',
]);

function waitMessage(key: string, retryAfterSeconds: number | undefined): TFormMessage {
  if (retryAfterSeconds === undefined) return { key };
  if (retryAfterSeconds < 60) return { key: `${key}Seconds`, vars: { seconds: retryAfterSeconds } };
  return { key: `${key}Minutes`, vars: { minutes: Math.ceil(retryAfterSeconds / 60) } };
}

/** The form's own field a server path (`pickup.date`, `name`) stands for: the same name, when it has one. */
export function fieldIn(fields: readonly string[]): (path: string) => string | null {
  return (path) => (fields.includes(path) ? path : null);
}

/**
 * Plans how to show a failed call (the one mapping of server errors to a form, decision 017): each of the
 * server's `details[]` whose path `fieldFor` maps goes on that field (its first message only); a detail no
 * field shows becomes the form's message; without details, the error's own message. A rate limit says how
 * long to wait; an error that is not the API's is the generic one.
 */
export function planServerErrors(
  error: unknown,
  fieldFor: (path: string) => string | null,
  rateLimitNamespace?: string,
): TServerErrorPlan {
  if (!(error instanceof ApiError)) return { fields: [], message: { key: 'errors.internal' } };
  if (error.status === 429) {
    if (SLOWED_DOWN_KEYS.has(error.messageKey))
      return { fields: [], message: waitMessage(error.messageKey, error.retryAfterSeconds) };
    return { fields: [], message: rateLimitMessage(error.retryAfterSeconds, rateLimitNamespace) };
  }
  const { details } = error;
  const fields: TServerErrorPlan['fields'] = [];
  let message: TFormMessage | null = null;
  for (const detail of details) {
    const name = fieldFor(detail.path);
    if (name === null) message = { key: detail.messageKey };
    else if (!fields.some((field) => field.name === name))
      fields.push({ name, messageKey: detail.messageKey });
  }
  if (fields.length === 0 && message === null) message = { key: error.messageKey };
  return { fields, message };
}

/**
 * The same plan for what the browser refused before sending (decision 045): the endpoint's zod schema's
 * issues, each on the field its path names (the first message per field), the rest as the form's message.
 */
export function planSchemaIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldFor: (path: string) => string | null,
): TServerErrorPlan {
  const fields: TServerErrorPlan['fields'] = [];
  let message: TFormMessage | null = null;
  for (const issue of issues) {
    const name = fieldFor(issue.path.map(String).join('.'));
    if (name === null) message ??= { key: issue.message };
    else if (!fields.some((field) => field.name === name)) fields.push({ name, messageKey: issue.message });
  }
  return { fields, message };
}

/**
 * For a small form with one message slot: the first message the endpoint's schema gives `body` (an i18n
 * key), or null when the server would accept its shape. Checked before sending (decision 045).
 */
export function schemaRefusal(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  body: unknown,
): string | null {
  const parsed = schema.safeParse(body);
  return parsed.success ? null : (parsed.error?.issues[0]?.message ?? 'errors.validation.invalid');
}

/** The schema's first message per top-level field of `body` (`items.0.price` → `items`); empty: accepted. */
export function firstIssueByField(
  schema: {
    safeParse: (value: unknown) => {
      success: boolean;
      error?: { issues: { path: readonly PropertyKey[]; message: string }[] };
    };
  },
  body: unknown,
): Record<string, string> {
  const parsed = schema.safeParse(body);
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}
