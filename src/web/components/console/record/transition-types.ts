import type { ReactNode } from 'react';

/**
 * A state change a record page offers (decision 017), given by the feature as data: where to, the
 * button's text, its tone, and the evidence it needs (the workflow table in the core says which).
 */
export interface TTransition {
  to: string;
  /** i18n key of the action ("Mark as received"). */
  labelKey: string;
  tone: 'primary' | 'danger';
  evidence: readonly TEvidenceField[];
}

/**
 * One piece of evidence a transition asks for. `name` is the status body's field, so the server's
 * `details[].path` lands on it. Kinds: a short text, a long text, an amount in whole baht, or `custom`
 * (a file, a signature…), whose control the feature renders.
 */
export type TEvidenceField =
  | {
      name: string;
      kind: 'text' | 'longText';
      labelKey: string;
      hintKey?: string;
      required: boolean;
      maxLength?: number;
    }
  | { name: string; kind: 'amountThb'; labelKey: string; hintKey?: string; required: boolean; max?: number }
  | {
      name: string;
      kind: 'custom';
      labelKey: string;
      hintKey?: string;
      required: boolean;
      render: (control: TCustomControl) => ReactNode;
    };

/** What a custom evidence control gets: its value, a way to change it, and the ids its label needs. */
export interface TCustomControl {
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  invalid: boolean;
  describedBy: string | undefined;
}

/** The dialog's answer: the optional note and each evidence field's value (amounts as integers). */
export interface TTransitionInput {
  note: string | undefined;
  evidence: Record<string, unknown>;
}
