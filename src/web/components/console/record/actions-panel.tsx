import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { buttonClass } from '../console-styles.ts';
import { RecordSection } from './record-section.tsx';
import { TransitionDialog } from './transition-dialog.tsx';
import type { TTransition, TTransitionInput } from './transition-types.ts';

/**
 * The record's next states: a button for each transition allowed from the current state (as the page
 * gives them, from the core's workflow table or the server's answer), each confirmed in the dialog
 * with its evidence and an optional note.
 */
export function ActionsPanel({
  title,
  emptyText,
  transitions,
  dialogTitle,
  dialogText,
  onSubmit,
}: {
  title: string;
  /** Shown when no transition is allowed (a final state). */
  emptyText: string;
  transitions: readonly TTransition[];
  dialogTitle: (transition: TTransition) => string;
  dialogText?: (transition: TTransition) => ReactNode;
  onSubmit: (transition: TTransition, input: TTransitionInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<TTransition | null>(null);
  return (
    <RecordSection title={title}>
      {transitions.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {transitions.map((transition) => (
            <button
              key={transition.to}
              type="button"
              onClick={() => setTarget(transition)}
              className={transition.tone === 'danger' ? buttonClass.danger : buttonClass.primary}
            >
              {t(transition.labelKey)}
            </button>
          ))}
        </div>
      )}
      <TransitionDialog
        transition={target}
        title={target ? dialogTitle(target) : ''}
        text={target && dialogText?.(target)}
        onSubmit={onSubmit}
        onClose={() => setTarget(null)}
      />
    </RecordSection>
  );
}
