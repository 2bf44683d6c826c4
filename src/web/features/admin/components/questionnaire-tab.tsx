import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CATEGORY_KEYS, type TCategoryKey } from '#core/constants.ts';
import { ZQuestionnaireUpdateSchema, type TAdminQuestionnaire } from '#core/contracts/questionnaire.ts';
import { QUESTION_ORDER, optionsOfQuestion } from '#core/questionnaire.ts';
import { isQuestionOption } from '#core/questionnaire-mapping.ts';
import { buttonClass, panelClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { ErrorBox, Notice, SkeletonRows } from '../../../components/console/notice.tsx';
import { ApiError, errorKey } from '../../../lib/api.ts';
import { schemaRefusal } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { getQuestionnaire, saveQuestionnaire } from '../api/admin-api.ts';
import { adminKeys } from '../api/admin-keys.ts';

type TRules = Map<string, number[]>;

const keyOf = (question: string, option: string) => `${question}.${option}`;

/** The category's rules the form shows: an option the core no longer has is not kept (nor sent back). */
function rulesOf(view: TAdminQuestionnaire, category: TCategoryKey): TRules {
  return new Map(
    view.rules
      .filter((rule) => rule.category === category && isQuestionOption(rule.question, rule.option))
      .map((rule) => [keyOf(rule.question, rule.option), [...rule.brands]]),
  );
}

/** Admin › Questionnaire: which options each type of device is offered, and to which brands (decision 026). */
export function QuestionnaireTab() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: adminKeys.questionnaire(), queryFn: getQuestionnaire });
  const [category, setCategory] = useState<TCategoryKey>('phone');
  if (query.isError)
    return <ErrorBox messageKey={errorKey(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data) return <SkeletonRows rows={8} />;
  return (
    <section aria-labelledby="questionnaire-title" className={`${panelClass} max-w-4xl p-4`}>
      <h2 id="questionnaire-title" className="font-semibold">
        {t('questionnaireAdmin.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('questionnaireAdmin.intro')}</p>
      <fieldset className="mt-3 flex flex-wrap gap-2">
        <legend className="sr-only">{t('questionnaireAdmin.categoryLegend')}</legend>
        {CATEGORY_KEYS.map((key) => (
          <label key={key} className="flex items-center gap-1 text-sm">
            <input
              type="radio"
              name="questionnaire-category"
              checked={category === key}
              onChange={() => setCategory(key)}
            />
            {t(`wizard.category.${key}`)}
          </label>
        ))}
      </fieldset>
      <CategoryForm
        key={`${category}:${query.data.versions[category]}`}
        view={query.data}
        category={category}
      />
    </section>
  );
}

function CategoryForm({ view, category }: { view: TAdminQuestionnaire; category: TCategoryKey }) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const [rules, setRules] = useState<TRules>(() => rulesOf(view, category));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const brands = view.brands.filter((brand) => brand.categories.includes(category));

  const toggle = (key: string, on: boolean) => {
    setRefusal(null);
    setRules((current) => {
      const next = new Map(current);
      if (on) next.set(key, []);
      else next.delete(key);
      return next;
    });
  };
  const setBrands = (key: string, ids: number[]) => {
    setRefusal(null);
    setRules((current) => new Map(current).set(key, ids));
  };

  async function save() {
    const body = {
      version: view.versions[category],
      rules: [...rules].map(([key, ids]) => {
        const [question, option] = key.split('.') as [(typeof QUESTION_ORDER)[number], string];
        return { question, option, brands: ids };
      }),
    };
    // Every input here is a choice the endpoint's schema accepts; checked all the same, so a form that
    // could build a refused body says so here instead of sending it (issue 30 item 7).
    const refused = schemaRefusal(ZQuestionnaireUpdateSchema, body);
    setRefusal(refused);
    if (refused) return;
    setBusy(true);
    try {
      queryClient.setQueryData(adminKeys.questionnaire(), await saveQuestionnaire(category, body));
      toast.ok('questionnaireAdmin.saved');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.error('questionnaireAdmin.conflict');
        await queryClient.invalidateQueries({ queryKey: adminKeys.questionnaire() });
      } else toast.fail(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-4 grid gap-4">
      {QUESTION_ORDER.map((question) => {
        const options = optionsOfQuestion(question);
        const asked = options.some((option) => rules.has(keyOf(question, option)));
        return (
          <fieldset key={question} className="min-w-0 rounded border border-slate-200 p-3">
            <legend className="px-1 font-semibold">
              {t(`questionnaire.${question}.title`)}
              {!asked && (
                <span className="ml-2 text-sm font-normal text-slate-600">
                  ({t('questionnaireAdmin.notAsked')})
                </span>
              )}
            </legend>
            <ul className="grid gap-2">
              {options.map((option) => {
                const key = keyOf(question, option);
                const label = t(`questionnaire.${question}.options.${option}`);
                const chosen = rules.get(key);
                return (
                  <li key={key} className="flex flex-wrap items-center gap-2">
                    <label className="flex min-w-0 flex-1 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={chosen !== undefined}
                        onChange={(event) => toggle(key, event.target.checked)}
                      />
                      <span className="min-w-0 break-words">{label}</span>
                    </label>
                    {chosen !== undefined && (
                      <select
                        multiple
                        aria-label={t('questionnaireAdmin.chooseBrandsFor', { option: label })}
                        title={t('questionnaireAdmin.brandsHint')}
                        value={chosen.map(String)}
                        onChange={(event) =>
                          setBrands(
                            key,
                            [...event.target.selectedOptions].map((selected) => Number(selected.value)),
                          )
                        }
                        className="h-16 max-w-full min-w-40 rounded border border-slate-300 text-sm"
                      >
                        {brands.map((brand) => (
                          <option key={brand.id} value={brand.id}>
                            {brand.name}
                          </option>
                        ))}
                      </select>
                    )}
                    {chosen !== undefined && (
                      <span className="text-xs text-slate-600">
                        {chosen.length === 0
                          ? t('questionnaireAdmin.allBrands')
                          : t('questionnaireAdmin.onlyBrands', {
                              brands: view.brands
                                .filter((brand) => chosen.includes(brand.id))
                                .map((brand) => brand.name)
                                .join(', '),
                            })}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      {refusal && <Notice tone="error">{t(refusal)}</Notice>}
      <div>
        <button type="button" disabled={busy} className={buttonClass.primary} onClick={() => void save()}>
          {busy
            ? t('admin.saving')
            : t('questionnaireAdmin.save', { category: t(`wizard.category.${category}`) })}
        </button>
      </div>
    </div>
  );
}
