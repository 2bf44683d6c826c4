import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TCounterTradeIn } from '#core/contracts/counter-trade-ins.ts';
import { Baht } from '../../../components/baht.tsx';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { buttonClass, inputClass } from '../../../components/console/console-styles.ts';
import { ApiError } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { getCounterTradeIn } from '../api/counter-api.ts';

/**
 * Old for new on the sale's form (decision 044): "Trade in a device" runs the customer's valuation at the
 * counter; a request taken in there (its reference typed, or brought back from its page) is looked up and,
 * once inspected and accepted, applied as a credit toward this sale — the upgrade bonus included.
 */
export function SaleTradeInBox({
  initialReference,
  applied,
  onApply,
  error,
}: {
  initialReference: string;
  applied: TCounterTradeIn | null;
  onApply: (tradeIn: TCounterTradeIn | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [reference, setReference] = useState(initialReference);
  const [found, setFound] = useState<TCounterTradeIn | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function find(value: string) {
    if (!value.trim()) return;
    setBusy(true);
    setProblem(null);
    try {
      const next = await getCounterTradeIn(value.trim().toUpperCase());
      setFound(next);
      if (next.creditable && !applied) onApply(next);
    } catch (caught) {
      setFound(null);
      setProblem(caught instanceof ApiError ? caught.messageKey : 'errors.internal');
    } finally {
      setBusy(false);
    }
  }

  // Back from the trade-in's page with its reference: look it up (and apply it) at once.
  useEffect(() => {
    if (!initialReference) return;
    let live = true;
    getCounterTradeIn(initialReference.trim().toUpperCase()).then(
      (next) => {
        if (!live) return;
        setFound(next);
        if (next.creditable) onApply(next);
      },
      (caught: unknown) => {
        if (live) setProblem(caught instanceof ApiError ? caught.messageKey : 'errors.internal');
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialReference]);

  const shown = applied ?? found;
  return (
    <section className="grid gap-2 rounded-xl border border-slate-200 p-3" aria-labelledby="sale-trade-in">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="sale-trade-in" className="text-sm font-semibold">
          {t('salesConsole.counter.boxTitle')}
        </h3>
        <Link to="/sales/trade-in" className="text-sm font-semibold text-brand-700 underline">
          {t('salesConsole.counter.start')}
        </Link>
      </div>
      {applied ? null : (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void find(reference);
          }}
        >
          <div className="min-w-0 flex-1 basis-48">
            <ConsoleField
              id="sale-tradeInReference"
              label={t('salesConsole.counter.reference')}
              error={error ?? problem ?? undefined}
            >
              <input
                {...describedBy('sale-tradeInReference', error ?? problem ?? undefined)}
                value={reference}
                placeholder="TRD-YYMMDD-XXXX"
                onChange={(event) => setReference(event.target.value)}
                className={`${inputClass} font-mono`}
              />
            </ConsoleField>
          </div>
          <button
            type="submit"
            className={buttonClass.secondary}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t('salesConsole.counter.lookUp')}
          </button>
        </form>
      )}
      {shown ? (
        <div className="grid gap-1 rounded-lg bg-slate-50 p-2 text-sm" data-testid="sale-trade-in">
          <p className="font-medium">
            {shown.deviceDescription} <span className="font-mono text-xs">{shown.reference}</span>
          </p>
          {shown.creditable ? (
            <p>
              {t('salesConsole.pay.tradeInCredit')} <Baht satang={shown.creditSatang} />
              {shown.bonusSatang > 0 ? (
                <span className="text-slate-700">
                  {' '}
                  ({t('salesConsole.pay.bonusIncluded')} <Baht satang={shown.bonusSatang} />)
                </span>
              ) : null}
            </p>
          ) : (
            <p className="text-amber-900">
              {t(`salesConsole.counter.status.${shown.status}`)}{' '}
              <Link className="underline" to={`/sales/trade-in/${shown.reference}`}>
                {t('salesConsole.counter.open')}
              </Link>
            </p>
          )}
          <div className="flex gap-2">
            {applied ? (
              <button type="button" className="text-xs text-red-700 underline" onClick={() => onApply(null)}>
                {t('salesConsole.pay.remove')}
              </button>
            ) : shown.creditable ? (
              <button type="button" className={buttonClass.primary} onClick={() => onApply(shown)}>
                {t('salesConsole.counter.apply')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
