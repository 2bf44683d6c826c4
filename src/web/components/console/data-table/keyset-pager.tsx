import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { buttonClass } from '../console-styles.ts';
import { Arrow } from '../../arrow.tsx';

/**
 * Previous / page number / Next over keyset pages (the API's `nextCursor`; no page count, no OFFSET),
 * and how many rows a page holds.
 */
export function KeysetPager({
  page,
  hasPrevious,
  nextCursor,
  onPrevious,
  onNext,
  pageSize,
}: {
  page: number;
  hasPrevious: boolean;
  /** null on the last page; undefined while the page loads. */
  nextCursor: string | null | undefined;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
  pageSize?: { value: number; choices: readonly number[]; onChange: (pageSize: number) => void };
}) {
  const { t } = useTranslation();
  const sizeId = useId();
  return (
    <nav aria-label={t('console.table.pages')} className="flex items-center justify-between gap-2">
      <button type="button" disabled={!hasPrevious} onClick={onPrevious} className={buttonClass.secondary}>
        <Arrow direction="left" /> {t('console.table.previous')}
      </button>
      <span className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-slate-600">
        {t('console.table.page', { page })}
        {pageSize && (
          <span className="flex items-center gap-1.5">
            <label htmlFor={sizeId}>{t('console.table.pageSize')}</label>
            <select
              id={sizeId}
              value={pageSize.value}
              onChange={(event) => pageSize.onChange(Number(event.target.value))}
              className="rounded-lg border border-slate-300 bg-white px-1.5 py-1 text-sm"
            >
              {pageSize.choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </span>
        )}
      </span>
      <button
        type="button"
        disabled={!nextCursor}
        onClick={() => nextCursor && onNext(nextCursor)}
        className={buttonClass.secondary}
      >
        {t('console.table.next')} <Arrow />
      </button>
    </nav>
  );
}
