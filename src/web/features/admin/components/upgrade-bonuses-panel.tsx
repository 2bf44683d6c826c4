import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { bangkokDate } from '#core/bangkok-time.ts';
import { CATEGORY_KEYS } from '#core/constants.ts';
import {
  UPGRADE_BONUS_KINDS,
  ZCreateUpgradeBonusSchema,
  ZEndUpgradeBonusSchema,
  type TUpgradeBonus,
  type TUpgradeBonusList,
} from '#core/contracts/counter-trade-ins.ts';
import { parseBahtText } from '#core/finance/vat.ts';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { buttonClass, inputClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { EmptyState, ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { errorKey } from '../../../lib/api.ts';
import { formatDate, formatSatangThb } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { planServerErrors } from '../../../lib/form-errors.ts';
import { addUpgradeBonus, endUpgradeBonus, listUpgradeBonuses } from '../api/catalogue-api.ts';
import { adminKeys } from '../api/admin-keys.ts';

type TErrors = Record<string, string>;

/** Zod issues at their fields (the first per field), as the contract's own message keys. */
function issuesOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): TErrors {
  const errors: TErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

function serverErrors(error: unknown): TErrors {
  const plan = planServerErrors(error, (path) => path.split('.')[0] || null);
  return Object.fromEntries(plan.fields.map((field) => [field.name, field.messageKey]));
}

/** Where a rule stands on `today`: coming, running, or over. */
export function bonusState(bonus: TUpgradeBonus, today: string): 'scheduled' | 'current' | 'ended' {
  if (bonus.validFrom > today) return 'scheduled';
  if (bonus.validUntil !== null && bonus.validUntil < today) return 'ended';
  return 'current';
}

/**
 * Admin › Adjustments › Upgrade bonus (issue 32, decision 044): what a trade-in at the sales counter is
 * worth on top of its price when it pays toward a purchase — a percent or a fixed amount per category,
 * from a day (to a day, or open); on a day several cover, the latest start wins. The list, a rule added
 * (checked with the endpoint's own schema first), a rule ended on a last day.
 */
export function UpgradeBonusesPanel({ today = bangkokDate() }: { today?: string }) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: adminKeys.upgradeBonuses(), queryFn: listUpgradeBonuses });
  const reload = () => void query.refetch();
  const put = (saved: TUpgradeBonus) =>
    queryClient.setQueryData<TUpgradeBonusList>(adminKeys.upgradeBonuses(), (list) => {
      const others = (list?.bonuses ?? []).filter((bonus) => bonus.id !== saved.id);
      return {
        bonuses: [...others, saved].sort((a, b) =>
          a.validFrom === b.validFrom ? b.id - a.id : a.validFrom < b.validFrom ? 1 : -1,
        ),
      };
    });
  const bonuses = query.data?.bonuses ?? [];

  return (
    <section aria-labelledby="upgrade-bonuses" className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="upgrade-bonuses" className="font-semibold">
        {t('adminCatalogue.bonuses.title')}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{t('adminCatalogue.bonuses.intro')}</p>
      <AddBonusForm
        today={today}
        onAdded={(bonus) => {
          put(bonus);
          toast.ok('adminCatalogue.bonuses.added');
        }}
        onFailed={toast.fail}
      />
      {query.isError ? (
        <ErrorBox messageKey={errorKey(query.error)} onRetry={reload} />
      ) : query.isPending ? (
        <SkeletonRows rows={3} />
      ) : bonuses.length === 0 ? (
        <div className="mt-4">
          <EmptyState>{t('adminCatalogue.bonuses.empty')}</EmptyState>
        </div>
      ) : (
        <ul aria-label={t('adminCatalogue.bonuses.listLabel')} className="mt-4 divide-y divide-slate-100">
          {bonuses.map((bonus) => (
            <BonusRow
              key={bonus.id}
              bonus={bonus}
              today={today}
              onEnded={(ended) => {
                put(ended);
                toast.ok('adminCatalogue.bonuses.ended');
              }}
              onFailed={(error) => {
                toast.fail(error);
                reload();
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function AddBonusForm({
  today,
  onAdded,
  onFailed,
}: {
  today: string;
  onAdded: (bonus: TUpgradeBonus) => void;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const empty = { category: 'phone', kind: 'percent', value: '', validFrom: today, validUntil: '' };
  const [draft, setDraft] = useState(empty);
  const [errors, setErrors] = useState<TErrors>({});
  const [busy, setBusy] = useState(false);
  const valueField = draft.kind === 'percent' ? 'percent' : 'amountSatang';
  const change = (patch: Partial<typeof draft>) => {
    setDraft({ ...draft, ...patch });
    // A field changed stands without its old error.
    const cleared = { ...errors };
    for (const key of Object.keys(patch)) delete cleared[key === 'value' ? valueField : key];
    if ('kind' in patch) {
      delete cleared.percent;
      delete cleared.amountSatang;
    }
    setErrors(cleared);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = draft.value.trim();
    const value =
      draft.kind === 'percent'
        ? /^\d{1,3}$/.test(text)
          ? Number(text)
          : Number.NaN
        : (parseBahtText(text) ?? Number.NaN);
    const parsed = ZCreateUpgradeBonusSchema.safeParse({
      category: draft.category,
      kind: draft.kind,
      [valueField]: text === '' ? undefined : value,
      validFrom: draft.validFrom,
      validUntil: draft.validUntil === '' ? undefined : draft.validUntil,
    });
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onAdded(await addUpgradeBonus(parsed.data));
      setDraft({ ...empty, category: draft.category, kind: draft.kind });
    } catch (error) {
      setErrors(serverErrors(error));
      onFailed(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('adminCatalogue.bonuses.add')}
      className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-start"
    >
      <ConsoleField id="bonus-category" label={t('adminCatalogue.category')} error={errors.category}>
        <select
          {...describedBy('bonus-category', errors.category)}
          value={draft.category}
          onChange={(event) => change({ category: event.target.value })}
          className={inputClass}
        >
          {CATEGORY_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`wizard.category.${key}`)}
            </option>
          ))}
        </select>
      </ConsoleField>
      <ConsoleField id="bonus-kind" label={t('adminCatalogue.bonuses.kind')} error={errors.kind}>
        <select
          {...describedBy('bonus-kind', errors.kind)}
          value={draft.kind}
          onChange={(event) => change({ kind: event.target.value })}
          className={inputClass}
        >
          {UPGRADE_BONUS_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`adminCatalogue.bonuses.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </ConsoleField>
      <ConsoleField
        id="bonus-value"
        label={t(
          draft.kind === 'percent' ? 'adminCatalogue.bonuses.percent' : 'adminCatalogue.bonuses.amount',
        )}
        error={errors[valueField]}
      >
        <input
          {...describedBy('bonus-value', errors[valueField])}
          value={draft.value}
          inputMode={draft.kind === 'percent' ? 'numeric' : 'decimal'}
          onChange={(event) => change({ value: event.target.value })}
          className={`${inputClass} text-right tabular-nums`}
        />
      </ConsoleField>
      <ConsoleField id="bonus-from" label={t('adminCatalogue.bonuses.from')} error={errors.validFrom}>
        <input
          {...describedBy('bonus-from', errors.validFrom)}
          type="date"
          value={draft.validFrom}
          onChange={(event) => change({ validFrom: event.target.value })}
          className={inputClass}
        />
      </ConsoleField>
      <ConsoleField
        id="bonus-until"
        label={t('adminCatalogue.bonuses.until')}
        hint={t('adminCatalogue.bonuses.untilHint')}
        error={errors.validUntil}
      >
        <input
          {...describedBy('bonus-until', errors.validUntil, true)}
          type="date"
          value={draft.validUntil}
          onChange={(event) => change({ validUntil: event.target.value })}
          className={inputClass}
        />
      </ConsoleField>
      <button type="submit" disabled={busy} className={`${buttonClass.primary} lg:mt-5`}>
        {busy ? t('admin.saving') : t('adminCatalogue.bonuses.add')}
      </button>
    </form>
  );
}

function BonusRow({
  bonus,
  today,
  onEnded,
  onFailed,
}: {
  bonus: TUpgradeBonus;
  today: string;
  onEnded: (bonus: TUpgradeBonus) => void;
  onFailed: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const state = bonusState(bonus, today);
  const [ending, setEnding] = useState(false);
  const [lastDay, setLastDay] = useState(today < bonus.validFrom ? bonus.validFrom : today);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = `bonus-${bonus.id}-last-day`;
  const value =
    bonus.kind === 'percent'
      ? t('adminCatalogue.bonuses.percentValue', { percent: bonus.percent ?? 0 })
      : formatSatangThb(t, bonus.amountSatang ?? 0);

  async function end(event: FormEvent) {
    event.preventDefault();
    const parsed = ZEndUpgradeBonusSchema.safeParse({ lastDay });
    if (!parsed.success) {
      setError(issuesOf(parsed.error).lastDay);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      onEnded(await endUpgradeBonus(bonus.id, parsed.data));
      setEnding(false);
    } catch (failure) {
      const field = serverErrors(failure).lastDay;
      setError(field);
      if (!field) onFailed(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li data-testid="upgrade-bonus" className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold">{t(`wizard.category.${bonus.category}`)}</span>
          <span className="font-bold tabular-nums text-brand-800">{value}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
              state === 'current'
                ? 'bg-emerald-100 text-emerald-900'
                : state === 'scheduled'
                  ? 'bg-amber-100 text-amber-900'
                  : 'bg-slate-100 text-slate-700'
            }`}
          >
            {t(`adminCatalogue.bonuses.state.${state}`)}
          </span>
        </p>
        <p className="text-sm text-slate-700">
          {bonus.validUntil
            ? t('adminCatalogue.bonuses.period', {
                from: formatDate(bonus.validFrom, locale),
                until: formatDate(bonus.validUntil, locale),
              })
            : t('adminCatalogue.bonuses.periodOpen', { from: formatDate(bonus.validFrom, locale) })}
        </p>
      </div>
      {state !== 'ended' &&
        (ending ? (
          <form noValidate onSubmit={end} className="flex flex-wrap items-start gap-2">
            <div className="w-44">
              <ConsoleField id={id} label={t('adminCatalogue.bonuses.lastDay')} error={error}>
                <input
                  {...describedBy(id, error)}
                  type="date"
                  value={lastDay}
                  onChange={(event) => {
                    setLastDay(event.target.value);
                    setError(undefined);
                  }}
                  className={inputClass}
                />
              </ConsoleField>
            </div>
            <button type="submit" disabled={busy} className={`${buttonClass.danger} mt-5`}>
              {busy ? t('admin.saving') : t('adminCatalogue.bonuses.endConfirm')}
            </button>
            <button
              type="button"
              className={`${buttonClass.secondary} mt-5`}
              onClick={() => setEnding(false)}
            >
              {t('admin.cancel')}
            </button>
          </form>
        ) : (
          <button
            type="button"
            className={buttonClass.secondary}
            aria-label={t('adminCatalogue.bonuses.endLabel', {
              category: t(`wizard.category.${bonus.category}`),
              value,
            })}
            onClick={() => setEnding(true)}
          >
            {t('adminCatalogue.bonuses.end')}
          </button>
        ))}
    </li>
  );
}
