import { useState } from 'react';
import type { z } from 'zod';
import {
  planSchemaIssues,
  planServerErrors,
  type TFormMessage,
  type TServerErrorPlan,
} from '../../lib/form-errors.ts';

/**
 * Field errors for a form that keeps its own state (dialogs with uploads, signatures, grids): the endpoint's
 * zod schema checks the body in the browser first (`check`: nothing is sent when it refuses), a refusal
 * from the server lands the same way (`fail`), and a field's error clears as soon as it is changed
 * (`clear`). Errors are i18n keys; the first field with one is focused (by its id, `idOf`).
 */
export function useFormErrors(fieldFor: (path: string) => string | null, idOf?: (field: string) => string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<TFormMessage | null>(null);

  function show(plan: TServerErrorPlan) {
    setErrors(Object.fromEntries(plan.fields.map((field) => [field.name, field.messageKey])));
    setMessage(plan.message);
    const first = plan.fields[0];
    if (first && idOf) document.getElementById(idOf(first.name))?.focus();
  }

  return {
    errors,
    message,
    /** The body, parsed by the schema; null (and the errors shown) when the browser can already refuse it. */
    check<TSchema extends z.ZodType>(schema: TSchema, body: unknown): z.output<TSchema> | null {
      const parsed = schema.safeParse(body);
      if (parsed.success) {
        setErrors({});
        setMessage(null);
        return parsed.data;
      }
      show(planSchemaIssues(parsed.error.issues, fieldFor));
      return null;
    },
    fail(error: unknown) {
      show(planServerErrors(error, fieldFor));
    },
    clear(field: string) {
      setErrors((current) => {
        if (!(field in current)) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
    },
    reset() {
      setErrors({});
      setMessage(null);
    },
  };
}
