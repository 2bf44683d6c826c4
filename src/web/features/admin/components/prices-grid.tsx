import { useEffect, useState } from 'react';
import { ZPricesUpdateSchema, type TAdminModelPrices } from '#core/contracts/admin-catalogue.ts';
import { gradeOrderViolations, missingPrices, type TPriceCell } from '#core/price-grid.ts';
import { GRADES, type TGrade } from '#core/questionnaire.ts';
import { formatStorage } from '#core/storage.ts';
import { formatAmount } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { saveModelPrices } from '../api/catalogue-api.ts';
import { PricesGridNotice } from './catalogue-price-status.tsx';
import { headClass } from './catalogue-ui.tsx';
import { buttonClass } from '../../../components/console/console-styles.ts';
import { Notice } from '../../../components/console/notice.tsx';
import { schemaRefusal } from '../../../lib/form-errors.ts';

const key = (storageGb: number, grade: TGrade) => `${storageGb}/${grade}`;

/** One changed cell as the endpoint's schema reads it (its price: whole baht from 0 to the maximum). */
const ZCellSchema = ZPricesUpdateSchema.shape.changes.element;

/**
 * The price typed (spaces and thousands separators allowed), if the endpoint's schema takes it for this
 * cell: the same rule as the server's, checked before anything is sent (issue 30 item 7).
 */
function parsePrice(text: string, storageGb: number, grade: TGrade): number | undefined {
  const digits = text.replace(/[\s,]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  const cell = { storageGb, grade, priceThb: Number(digits), updatedAt: null };
  return ZCellSchema.safeParse(cell).success ? cell.priceThb : undefined;
}

/**
 * A model's prices: a row per storage size, a column per grade, edited in place. Changed cells are
 * marked and counted; "Save changes" sends them all in one request (the server saves all or none).
 * Edits survive a reload of the saved prices (after a conflict the admin sees the other change and
 * may save again).
 */
export function PricesGrid({
  data,
  onSaved,
  onFailed,
}: {
  data: TAdminModelPrices;
  onSaved: (data: TAdminModelPrices) => void;
  onFailed: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const saved = new Map(data.prices.map((price) => [key(price.storageGb, price.grade), price]));

  const changes = Object.entries(edits).flatMap(([cellKey, text]) => {
    const [storage, grade] = cellKey.split('/') as [string, TGrade];
    const storageGb = Number(storage);
    const current = saved.get(cellKey);
    const priceThb = parsePrice(text, storageGb, grade);
    if (text.trim() === '' && !current) return [];
    if (priceThb !== undefined && priceThb === current?.priceThb) return [];
    return [{ cellKey, storageGb, grade, priceThb, updatedAt: current?.updatedAt ?? null }];
  });
  const invalid = new Set(
    changes.filter((change) => change.priceThb === undefined).map((change) => change.cellKey),
  );
  const changed = new Set(changes.map((change) => change.cellKey));

  const merged: TPriceCell[] = [
    ...data.prices.filter((price) => !changed.has(key(price.storageGb, price.grade))),
    ...changes.flatMap(({ storageGb, grade, priceThb }) =>
      priceThb === undefined ? [] : [{ storageGb, grade, priceThb }],
    ),
  ];
  const violations = gradeOrderViolations(merged);
  const dirty = changes.length > 0;

  // Unsaved prices are not lost to a closed tab or a reload without a question.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  async function save() {
    const body = {
      changes: changes.map(({ storageGb, grade, priceThb, updatedAt }) => ({
        storageGb,
        grade,
        priceThb: priceThb ?? -1,
        updatedAt,
      })),
    };
    // The whole body as the server will read it; a refusal is said here and nothing is sent.
    const refused = schemaRefusal(ZPricesUpdateSchema, body);
    setRefusal(refused);
    if (refused) return;
    setBusy(true);
    try {
      const answer = await saveModelPrices(data.model.id, body);
      setEdits({});
      onSaved(answer);
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  }

  const sizeLabel = (size: number) => formatStorage(size) ?? t('adminCatalogue.prices.notApplicable');
  const caption = t('adminCatalogue.prices.caption', { model: `${data.model.brandName} ${data.model.name}` });

  return (
    <div className="grid gap-3">
      <PricesGridNotice model={data.model} missing={missingPrices(data.model.storageOptions, data.prices)} />
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        <table className="w-full table-fixed text-sm">
          <caption className="px-3 pt-3 text-left text-sm font-semibold text-slate-800">{caption}</caption>
          <thead className={headClass}>
            <tr>
              <th scope="col" className="w-16 px-2 py-2 text-left sm:w-28">
                {t('adminCatalogue.prices.storage')}
              </th>
              {GRADES.map((grade) => (
                <th key={grade} scope="col" className="px-2 py-2 text-right">
                  {t(`grades.${grade}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.model.storageOptions.map((size) => (
              <tr key={size} className={violations.includes(size) ? 'bg-amber-50' : undefined}>
                <th scope="row" className="px-2 py-2 text-left font-semibold">
                  {sizeLabel(size)}
                </th>
                {GRADES.map((grade) => {
                  const cellKey = key(size, grade);
                  const current = saved.get(cellKey);
                  const isChanged = changed.has(cellKey);
                  const isInvalid = invalid.has(cellKey);
                  return (
                    <td key={grade} className="px-0.5 py-1.5 sm:px-1">
                      <input
                        value={edits[cellKey] ?? (current ? String(current.priceThb) : '')}
                        onChange={(event) => {
                          setRefusal(null);
                          setEdits({ ...edits, [cellKey]: event.target.value });
                        }}
                        inputMode="numeric"
                        placeholder={current ? undefined : t('adminCatalogue.prices.missing')}
                        aria-label={t('adminCatalogue.prices.cellLabel', {
                          grade: t(`grades.${grade}`),
                          storage: sizeLabel(size),
                        })}
                        aria-invalid={isInvalid || undefined}
                        aria-describedby={isInvalid ? 'prices-invalid' : undefined}
                        data-changed={isChanged || undefined}
                        className={`w-full min-w-0 rounded-md border px-1.5 py-1.5 text-right tabular-nums focus:ring-2 focus:ring-brand-600/30 focus:outline-none ${
                          isInvalid
                            ? 'border-red-600 bg-red-50'
                            : isChanged
                              ? 'border-amber-500 bg-amber-50 font-semibold'
                              : 'border-slate-300 bg-white'
                        }`}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {invalid.size > 0 && (
        <Notice tone="error" id="prices-invalid">
          {t('adminCatalogue.prices.invalidCell')}
        </Notice>
      )}
      {refusal && <Notice tone="error">{t(refusal)}</Notice>}
      {violations.length > 0 && (
        <Notice tone="error">
          {t('adminCatalogue.prices.orderWarning', { sizes: violations.map(sizeLabel).join(', ') })}
        </Notice>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <p role="status" className="basis-full text-sm text-slate-700 sm:mr-auto sm:basis-auto">
          {dirty
            ? t('adminCatalogue.prices.unsaved', { count: formatAmount(changes.length, i18n.language) })
            : t('adminCatalogue.prices.allSaved')}
        </p>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={!dirty || busy}
          onClick={() => setEdits({})}
        >
          {t('adminCatalogue.prices.discard')}
        </button>
        <button
          type="button"
          className={buttonClass.primary}
          disabled={!dirty || busy || invalid.size > 0 || violations.length > 0}
          onClick={() => void save()}
        >
          {busy ? t('admin.saving') : t('adminCatalogue.prices.save')}
        </button>
      </div>
    </div>
  );
}
