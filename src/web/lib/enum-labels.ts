import type { TTranslate } from '#core/i18n/translate.ts';
import { CATEGORY_KEYS } from '#core/constants.ts';
import { GRADES } from '#core/questionnaire.ts';
import { formatStorage } from '#core/storage.ts';

/*
 * Codes staff read, through the catalogue in both languages (decision 046): one presentation of each
 * everywhere, so a list and its filter say the same. A value the catalogue does not know (an older
 * record's free text) is shown as it is.
 */

const known = (list: readonly string[], value: string) => list.includes(value);

/** A condition grade: "ดีเยี่ยม" / "Excellent" (the engineer's grade, the wizard's and the labels'). */
export function gradeLabel(t: TTranslate, grade: string | null | undefined): string {
  if (!grade) return '—';
  return known(GRADES, grade) ? t(`grades.${grade}`) : grade;
}

/** A device category: "โทรศัพท์มือถือ" / "Phone". */
export function categoryLabel(t: TTranslate, category: string | null | undefined): string {
  if (!category) return '—';
  return known(CATEGORY_KEYS, category) ? t(`wizard.category.${category}`) : category;
}

const ACTOR_KINDS = ['customer', 'staff', 'system', 'dealer'] as const;

/**
 * Who took a step, as a history names them: an account's e-mail or phone as it is; the customer, the
 * system, a dealer or staff without an account (a script) in the reader's language.
 */
export function actorLabel(t: TTranslate, who: string | null | undefined): string {
  if (!who) return '—';
  return known(ACTOR_KINDS, who) ? t(`workflow.actors.${who}`) : who;
}

/** A storage size: "1 TB", "256 GB"; none or not applicable: a dash. */
export function storageLabel(gb: number | null | undefined): string {
  return (gb === null || gb === undefined ? null : formatStorage(gb)) ?? '—';
}
