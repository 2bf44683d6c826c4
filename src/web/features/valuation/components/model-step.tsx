import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import type { TModel } from '#core/contracts/catalogue.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useModels } from '../api/catalogue.ts';
import { withModel } from '../wizard-answers.ts';
import { useWizard } from '../wizard-context.ts';
import { ModelDetails } from './model-details.tsx';
import {
  ChoiceCard,
  LoadingBlock,
  ProblemNote,
  StepActions,
  groupLegendClass,
  secondaryButtonClass,
  textButtonClass,
} from './wizard-ui.tsx';

/** Lists longer than this get a search box (Apple alone has over 30 phones). */
const SEARCH_FROM = 8;
/** Enough cards to fill a phone screen; the rest are rendered in the next, interruptible pass. */
const FIRST_PAINT_MODELS = 10;

/** Step 2: the model (searchable), then its storage and the year of purchase right under it. */
export function ModelStep() {
  const { t, i18n } = useTranslation();
  const { state, update, goTo } = useWizard();
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [problem, setProblem] = useState<'chooseModel' | 'chooseStorage' | null>(null);
  const models = useModels(state.brandId, state.category, attempt);
  const modelGroup = useRef<HTMLFieldSetElement>(null);
  const problemId = useId();
  const searchId = useId();

  const list = useMemo(() => (models.status === 'ready' ? models.data : []), [models]);
  const shown = useMemo(() => filterModels(list, deferredQuery), [list, deferredQuery]);
  // The first cards paint with the step; the rest follow in a background render right after.
  const shownCount = useDeferredValue(shown.length, FIRST_PAINT_MODELS);
  const selected = list.find((model) => model.id === state.modelId);
  const selectedShown = shown.some((model) => model.id === state.modelId);

  function onContinue() {
    if (!selected) {
      setProblem('chooseModel');
      modelGroup.current?.querySelector('input')?.focus();
    } else if (state.storageGb === undefined) {
      setProblem('chooseStorage');
      document.getElementById('storage-group')?.querySelector('input')?.focus();
    } else {
      goTo('condition');
    }
  }

  const details = selected && (
    <ModelDetails
      model={selected}
      problem={problem === 'chooseStorage' ? problemId : undefined}
      onChange={() => setProblem(null)}
    />
  );

  return (
    <>
      {models.status === 'ready' && list.length > SEARCH_FROM && (
        <div className="mb-5">
          <label htmlFor={searchId} className="mb-1 block font-semibold text-slate-800">
            {t('wizard.model.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('wizard.model.searchPlaceholder')}
            autoComplete="off"
            className="w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
        </div>
      )}

      <fieldset
        ref={modelGroup}
        aria-describedby={problem === 'chooseModel' ? problemId : undefined}
        aria-busy={models.status === 'loading' || undefined}
      >
        <legend className={groupLegendClass}>{t('wizard.model.modelLegend')}</legend>
        {models.status === 'loading' && <LoadingBlock label={t('common.loading')} />}
        {models.status === 'error' && (
          <p className="mt-3 flex flex-wrap items-center gap-2 text-red-700" role="status">
            {t(models.messageKey)}
            <button type="button" className={textButtonClass} onClick={() => setAttempt((n) => n + 1)}>
              {t('estimate.retry')}
            </button>
          </p>
        )}
        {models.status === 'ready' && (
          <div className="mt-3 grid gap-2">
            {shown.slice(0, shownCount).map((model) => (
              <div key={model.id}>
                <ChoiceCard
                  name="model"
                  checked={model.id === state.modelId}
                  onSelect={() => {
                    setProblem(null);
                    update((current) => withModel(current, model));
                  }}
                  label={model.name}
                  aside={t('wizard.model.released', {
                    year: model.releaseYear + (i18n.language === 'th' ? 543 : 0),
                  })}
                  compact
                />
                {model.id === state.modelId && details}
              </div>
            ))}
            {shown.length === 0 && (
              <p className="rounded-xl bg-slate-100 px-4 py-3 text-slate-700" role="status">
                {t('wizard.model.noMatch', { query: deferredQuery.trim() })}{' '}
                <button type="button" className={textButtonClass} onClick={() => setQuery('')}>
                  {t('wizard.model.clearSearch')}
                </button>
              </p>
            )}
          </div>
        )}
      </fieldset>
      {!selectedShown && details}

      {problem && <ProblemNote id={problemId}>{t(`wizard.model.${problem}`)}</ProblemNote>}
      <StepActions
        primaryLabel={t('wizard.continue')}
        onPrimary={onContinue}
        secondary={
          !state.skipped.includes('device') && (
            <button
              type="button"
              className={`${secondaryButtonClass} whitespace-nowrap`}
              onClick={() => goTo('device')}
            >
              {t('wizard.back')}
            </button>
          )
        }
      />
    </>
  );
}

/** Case- and space-insensitive: "iphone15" finds "iPhone 15". */
function filterModels(models: readonly TModel[], query: string): readonly TModel[] {
  const needle = normalise(query);
  return needle ? models.filter((model) => normalise(model.name).includes(needle)) : models;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}
