import { z } from 'zod';
import type { TEvidenceField } from './transition-types.ts';

export const NOTE_MAX = 500;
export const TEXT_MAX = { text: 200, longText: 500 } as const;
/** An amount above this is a typing slip (10 million baht for one used device). */
export const AMOUNT_MAX_THB = 10_000_000;

const REQUIRED = 'console.transition.required';

function textSchema(max: number, required: boolean) {
  const text = z.string().trim().max(max, 'errors.text.tooLong');
  return required ? text.min(1, REQUIRED) : text.transform((value) => value || undefined).optional();
}

function amountSchema(max: number, required: boolean) {
  const typed = z.string().trim();
  const amount = typed
    .regex(/^\d+$/, 'console.transition.amountInvalid')
    .transform(Number)
    .pipe(z.number().int().max(max, 'console.transition.amountTooLarge'));
  if (required) return typed.min(1, REQUIRED).pipe(amount);
  return z.union([typed.length(0).transform(() => undefined), amount]);
}

/**
 * The dialog's schema from the transition's evidence descriptors: what is typed (strings) in, the
 * status body's values out (trimmed text, integer baht, the note). Messages are i18n keys.
 */
export function transitionSchema(fields: readonly TEvidenceField[]) {
  const shape: Record<string, z.ZodType> = {
    note: z
      .string()
      .trim()
      .max(NOTE_MAX, 'errors.text.tooLong')
      .transform((value) => value || undefined),
  };
  for (const field of fields) {
    if (field.kind === 'amountThb')
      shape[field.name] = amountSchema(field.max ?? AMOUNT_MAX_THB, field.required);
    else if (field.kind === 'custom') {
      shape[field.name] = field.required
        ? z.unknown().refine((value) => value !== undefined && value !== null && value !== '', REQUIRED)
        : z.unknown();
    } else shape[field.name] = textSchema(field.maxLength ?? TEXT_MAX[field.kind], field.required);
  }
  return z.object(shape);
}

/** The empty form: every field blank (custom ones undefined). */
export function emptyValues(fields: readonly TEvidenceField[]): Record<string, unknown> {
  const values: Record<string, unknown> = { note: '' };
  for (const field of fields) values[field.name] = field.kind === 'custom' ? undefined : '';
  return values;
}

/** Whether a required field is still blank (the confirm button waits for it). */
export function missingRequired(fields: readonly TEvidenceField[], values: Record<string, unknown>): boolean {
  return fields.some((field) => {
    if (!field.required) return false;
    const value = values[field.name];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}
