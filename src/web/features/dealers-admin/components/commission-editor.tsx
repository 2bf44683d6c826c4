import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CATEGORY_KEYS } from '#core/constants.ts';
import {
  ZCommissionRulesUpdateSchema,
  type TAdminDealerDetail,
  type TCommissionRuleInput,
} from '#core/contracts/dealers.ts';
import { describedBy, FieldError } from '../../../components/console/console-field.tsx';
import { buttonClass, inputClass, labelClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { Notice } from '../../../components/console/notice.tsx';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { categoryLabel } from '../../../lib/enum-labels.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { dealersAdminKeys, setDealerCommission } from '../api/dealers-admin-api.ts';

/** A rule as edited: the rule, and its shown value (percent or baht) as typed. */
interface TRuleDraft {
  rule: TCommissionRuleInput;
  value: string;
}

const shownValue = (rule: TCommissionRuleInput) =>
  rule.kind === 'percent' ? String(rule.percentBp / 100) : String(rule.fixedThb);

/**
 * The typed value as the rule holds it: a percentage to basis points, baht as they are. What is not a
 * number becomes NaN, which the endpoint's schema refuses with its own message.
 */
function ruleOf({ rule, value }: TRuleDraft): TCommissionRuleInput {
  const number = /^\d+(\.\d*)?$/.test(value) ? Number(value) : Number.NaN;
  return rule.kind === 'percent'
    ? { ...rule, percentBp: Math.round(number * 100) }
    : { ...rule, fixedThb: number };
}

const controlId = (index: number, field: 'category' | 'kind' | 'value') => `commission-${index}-${field}`;

/**
 * Where the schema's (and the server's) paths stand: `rules.0.percentBp` on the first row's value (the
 * amount the row shows, whichever kind it is), `rules.0.category` on its category; the rest is the form's.
 */
function commissionFieldOf(path: string): string | null {
  const match = /^rules\.(\d+)\.(category|kind|percentBp|fixedThb)$/.exec(path);
  if (!match) return null;
  const field = match[2] === 'category' || match[2] === 'kind' ? match[2] : 'value';
  return `${match[1]}.${field}`;
}
const idOfField = (field: string) => {
  const [index, name] = field.split('.') as [string, 'category' | 'kind' | 'value'];
  return controlId(Number(index), name);
};

/**
 * The shop's commission rules (one per category at most), checked by the endpoint's schema before saving;
 * each row's category, kind and amount labelled, the amount with its unit (% or THB).
 */
export function CommissionEditor({ dealer }: { dealer: TAdminDealerDetail }) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const client = useQueryClient();
  const [drafts, setDrafts] = useState<TRuleDraft[]>(() =>
    dealer.commissionRules.map((rule) => ({ rule, value: shownValue(rule) })),
  );
  const form = useFormErrors(commissionFieldOf, idOfField);
  const save = useMutation({
    mutationFn: (rules: TCommissionRuleInput[]) => setDealerCommission(dealer.id, rules),
    onSuccess: (next) => {
      client.setQueryData(dealersAdminKeys.detail(dealer.id), next);
      toast.ok('dealersAdmin.saved');
    },
    onError: form.fail,
  });
  const update = (index: number, patch: Partial<TRuleDraft>, field: 'category' | 'kind' | 'value') => {
    setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)));
    // A changed category may make another row's unique again: "only one rule per category" clears on all.
    if (field === 'category') drafts.forEach((_, at) => form.clear(`${at}.category`));
    else form.clear(`${index}.${field}`);
  };
  function submit() {
    const body = form.check(ZCommissionRulesUpdateSchema, { rules: drafts.map(ruleOf) });
    if (body) save.mutate(body.rules);
  }
  return (
    <div>
      <h3 className="text-sm font-semibold">{t('dealersAdmin.commission')}</h3>
      <ul className="mt-2 space-y-2">
        {drafts.map((draft, index) => {
          const { rule } = draft;
          const error = (field: string) => form.errors[`${index}.${field}`];
          return (
            <li key={index} className="flex flex-wrap items-end gap-2">
              <div>
                <label htmlFor={controlId(index, 'category')} className={labelClass}>
                  {t('dealersAdmin.category')}
                </label>
                <select
                  className={`${inputClass} w-36!`}
                  value={rule.category}
                  {...describedBy(controlId(index, 'category'), error('category'))}
                  onChange={(event) =>
                    update(
                      index,
                      {
                        rule: { ...rule, category: event.target.value as TCommissionRuleInput['category'] },
                      },
                      'category',
                    )
                  }
                >
                  <option value="*">{t('dealersAdmin.anyCategory')}</option>
                  {CATEGORY_KEYS.map((key) => (
                    <option key={key} value={key}>
                      {categoryLabel(t, key)}
                    </option>
                  ))}
                </select>
                <FieldError id={controlId(index, 'category')} error={error('category')} />
              </div>
              <div>
                <label htmlFor={controlId(index, 'kind')} className={labelClass}>
                  {t('dealersAdmin.kind')}
                </label>
                <select
                  className={`${inputClass} w-52!`}
                  value={rule.kind}
                  {...describedBy(controlId(index, 'kind'), error('kind'))}
                  onChange={(event) => {
                    const next = { ...rule, kind: event.target.value as TCommissionRuleInput['kind'] };
                    update(index, { rule: next, value: shownValue(next) }, 'kind');
                    form.clear(`${index}.value`);
                  }}
                >
                  <option value="percent">{t('dealersAdmin.percent')}</option>
                  <option value="fixed">{t('dealersAdmin.fixed')}</option>
                </select>
                <FieldError id={controlId(index, 'kind')} error={error('kind')} />
              </div>
              <div>
                <label htmlFor={controlId(index, 'value')} className={labelClass}>
                  {rule.kind === 'percent' ? t('dealersAdmin.percentValue') : t('dealersAdmin.fixedValue')}
                </label>
                <span className="flex items-center gap-1.5">
                  <input
                    className={`${inputClass} w-24! text-right`}
                    inputMode="decimal"
                    value={draft.value}
                    {...describedBy(controlId(index, 'value'), error('value'))}
                    onChange={(event) =>
                      update(index, { value: event.target.value.replace(/[^\d.]/g, '') }, 'value')
                    }
                  />
                  {/* The unit beside the amount (issue 30, item 4): a percentage, or baht per device. */}
                  <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
                    {rule.kind === 'percent' ? '%' : t('dealersAdmin.bahtUnit')}
                  </span>
                </span>
                <FieldError id={controlId(index, 'value')} error={error('value')} />
              </div>
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => (setDrafts(drafts.filter((_, at) => at !== index)), form.reset())}
              >
                {t('dealersAdmin.removeRule')}
              </button>
            </li>
          );
        })}
      </ul>
      {form.message && (
        <div className="mt-2">
          <Notice tone="error">{t(form.message.key, form.message.vars)}</Notice>
        </div>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => {
            const rule: TCommissionRuleInput = {
              category: drafts.length === 0 ? '*' : 'phone',
              kind: 'percent',
              percentBp: 200,
              fixedThb: 0,
            };
            setDrafts([...drafts, { rule, value: shownValue(rule) }]);
          }}
        >
          {t('dealersAdmin.addRule')}
        </button>
        <button type="button" className={buttonClass.primary} disabled={save.isPending} onClick={submit}>
          {t('dealersAdmin.saveCommission')}
        </button>
      </div>
    </div>
  );
}
