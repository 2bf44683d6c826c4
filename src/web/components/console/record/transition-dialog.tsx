import { useId, useMemo, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { FormAlert } from '../../form/form-alert.tsx';
import { useZodForm } from '../../form/use-zod-form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { ConsoleField, describedBy } from '../console-field.tsx';
import { buttonClass, inputClass } from '../console-styles.ts';
import { Dialog, DialogButtons } from '../dialog.tsx';
import { EvidenceField } from './evidence-field.tsx';
import { emptyValues, missingRequired, NOTE_MAX, transitionSchema } from './evidence-schema.ts';
import type { TTransition, TTransitionInput } from './transition-types.ts';

type TValues = Record<string, unknown>;

/**
 * Confirms a state change: what will happen, each piece of evidence the transition needs (from its
 * descriptors), and always an optional note. Confirm waits for the required evidence. A refusal stays
 * in the dialog (the server's `details[]` on their fields); `onSubmit` resolving closes it.
 */
export function TransitionDialog({
  transition,
  title,
  text,
  onSubmit,
  onClose,
}: {
  transition: TTransition | null;
  title: string;
  text?: ReactNode;
  onSubmit: (transition: TTransition, input: TTransitionInput) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <Dialog open={transition !== null} title={title} onClose={onClose}>
      {transition && (
        <TransitionForm
          key={transition.to}
          transition={transition}
          text={text}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function TransitionForm({
  transition,
  text,
  onSubmit,
  onClose,
}: {
  transition: TTransition;
  text: ReactNode;
  onSubmit: (transition: TTransition, input: TTransitionInput) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const { evidence } = transition;
  const schema = useMemo(() => transitionSchema(evidence), [evidence]);
  const fields = useMemo(
    () => [...evidence.map((field) => field.name), 'note'] as Path<TValues>[],
    [evidence],
  );
  const form = useZodForm<TValues>(schema, {
    defaultValues: emptyValues(evidence),
    fields,
  });
  const {
    register,
    watch,
    setValue,
    message,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const values = watch();
  const errorOf = (name: string) => errors[name]?.message as string | undefined;
  const noteId = `${idPrefix}-note`;

  const submit = form.onSubmit(async (typed) => {
    const { note, ...answers } = schema.parse(typed) as { note?: string } & Record<string, unknown>;
    await onSubmit(transition, { note, evidence: answers });
    onClose();
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      {text && <p className="text-sm text-slate-700">{text}</p>}
      {evidence.map((field) => (
        <EvidenceField
          key={field.name}
          field={field}
          idPrefix={idPrefix}
          register={register}
          error={errorOf(field.name)}
          value={values[field.name]}
          onCustomChange={(value) => setValue(field.name, value, { shouldValidate: isSubmitted })}
        />
      ))}
      <ConsoleField
        id={noteId}
        label={`${t('console.transition.note')} ${t('console.transition.optional')}`}
        error={errorOf('note')}
      >
        <textarea
          {...describedBy(noteId, errorOf('note'))}
          {...register('note')}
          rows={2}
          maxLength={NOTE_MAX}
          className={inputClass}
        />
      </ConsoleField>
      <FormAlert message={message} />
      <DialogButtons
        cancelLabel={t('console.cancel')}
        onCancel={onClose}
        submit={
          <button
            type="submit"
            disabled={isSubmitting || missingRequired(evidence, values)}
            aria-busy={isSubmitting || undefined}
            className={transition.tone === 'danger' ? buttonClass.danger : buttonClass.primary}
          >
            {t(transition.labelKey)}
          </button>
        }
      />
    </form>
  );
}
