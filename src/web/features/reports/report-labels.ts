import type { TReportSummary } from '#core/contracts/reports.ts';
import type { TTranslate } from '../../lib/i18n.ts';
import { formatThb } from '../../lib/format.ts';
import { formatCount, formatShare } from './report-format.ts';

export type TAnswerRow = TReportSummary['byQuestion'][number];

const localeOf = (language: string) => (language === 'en' ? 'en' : 'th');

/** "Screen: Minor scratch" from the questionnaire's own option labels. */
export function answerLabel(t: TTranslate, row: Pick<TAnswerRow, 'question' | 'option'>): string {
  return t('reports.answer', {
    question: t(`reports.questions.${row.question}`),
    option: t(`questionnaire.${row.question}.options.${row.option}`),
  });
}

/** Whole THB in the user's language, or a dash when there is no figure. */
export function thbOrDash(t: TTranslate, amount: number | null, language: string): string {
  return amount === null ? '–' : formatThb(t, amount, localeOf(language));
}

/** Formatters bound to the current language. */
export function reportFormatters(t: TTranslate, language: string) {
  return {
    count: (value: number) => formatCount(value, language),
    share: (value: number | null) => formatShare(value, language),
    thb: (value: number | null) => thbOrDash(t, value, language),
  };
}

/** Nothing happened in the period: no quote and no request (the pages show an empty state, not zeros). */
export function isEmptyReport(report: TReportSummary): boolean {
  return report.funnel.quotes === 0 && report.funnel.requests === 0;
}
