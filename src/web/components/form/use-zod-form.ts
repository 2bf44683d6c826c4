import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { fieldIn, planServerErrors, type TFormMessage } from '../../lib/form-errors.ts';

/**
 * The one form helper (decision 017): react-hook-form checked by the endpoint's zod schema from the core
 * (its messages are i18n keys, shown in the user's language by the fields), and a refused call mapped back:
 * the server's `details[]` onto the `fields` they name (the first one focused), anything else as the form's
 * `message`. The values are sent as typed (`raw`): the server parses them with the same schema.
 */
export function useZodForm<TValues extends FieldValues>(
  schema: z.ZodType<unknown, TValues>,
  options: {
    defaultValues: DefaultValues<TValues>;
    fields: readonly Path<TValues>[];
    /** Where the "too many attempts" messages are (rateLimitMessage); `errors` unless said. */
    rateLimitNamespace?: string;
  },
) {
  const [resolver] = useState(() => zodResolver(schema, undefined, { raw: true }));
  const form = useForm<TValues, unknown, TValues>({ resolver, defaultValues: options.defaultValues });
  const [message, setMessage] = useState<TFormMessage | null>(null);
  const { setError, handleSubmit } = form;
  const { fields, rateLimitNamespace } = options;

  const showServerError = useCallback(
    (error: unknown) => {
      const plan = planServerErrors(error, fieldIn(fields), rateLimitNamespace);
      plan.fields.forEach((field, index) =>
        setError(field.name as Path<TValues>, { message: field.messageKey }, { shouldFocus: index === 0 }),
      );
      setMessage(plan.message);
    },
    [fields, rateLimitNamespace, setError],
  );

  /** The form's onSubmit: checks, then runs `work`; a failure lands on the fields and the message. */
  const onSubmit = (work: (values: TValues) => Promise<void>) => (event?: BaseSyntheticEvent) =>
    void handleSubmit(async (values) => {
      setMessage(null);
      try {
        await work(values);
      } catch (error) {
        showServerError(error);
      }
    })(event);

  return { ...form, message, setMessage, showServerError, onSubmit };
}
