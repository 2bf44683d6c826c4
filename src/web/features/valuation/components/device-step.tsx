import { useId, useRef, useState } from 'react';
import { CATEGORY_KEYS } from '#core/constants.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { prefetchModels, useBrands } from '../api/catalogue.ts';
import { withBrand, withCategory } from '../wizard-answers.ts';
import { useWizard } from '../wizard-context.ts';
import { CategoryIcon } from './category-icon.tsx';
import {
  LoadingBlock,
  ProblemNote,
  StepActions,
  TileChoice,
  groupLegendClass,
  textButtonClass,
} from './wizard-ui.tsx';

/** Step 1: what kind of device, then which brand (only brands with a model in that category). */
export function DeviceStep() {
  const { t } = useTranslation();
  const { state, update, goTo } = useWizard();
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<'chooseCategory' | 'chooseBrand' | null>(null);
  const brands = useBrands(state.category, attempt);
  const categoryGroup = useRef<HTMLFieldSetElement>(null);
  const brandGroup = useRef<HTMLFieldSetElement>(null);
  const problemId = useId();

  function onContinue() {
    if (state.category === undefined) {
      setProblem('chooseCategory');
      categoryGroup.current?.querySelector('input')?.focus();
    } else if (state.brandId === undefined) {
      setProblem('chooseBrand');
      brandGroup.current?.querySelector('input')?.focus();
    } else {
      goTo('model');
    }
  }

  return (
    <>
      <fieldset ref={categoryGroup} aria-describedby={problem === 'chooseCategory' ? problemId : undefined}>
        <legend className={groupLegendClass}>{t('wizard.device.categoryLegend')}</legend>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {CATEGORY_KEYS.map((category) => (
            <TileChoice
              key={category}
              name="category"
              checked={state.category === category}
              onSelect={() => {
                setProblem(null);
                update((current) => withCategory(current, category));
              }}
              icon={<CategoryIcon category={category} />}
              label={t(`wizard.category.${category}`)}
              hint={t(`wizard.categoryHint.${category}`)}
            />
          ))}
        </div>
      </fieldset>

      {state.category !== undefined && (
        <fieldset
          ref={brandGroup}
          className="mt-8"
          aria-describedby={problem === 'chooseBrand' ? problemId : undefined}
          aria-busy={brands.status === 'loading' || undefined}
        >
          <legend className={groupLegendClass}>{t('wizard.device.brandLegend')}</legend>
          {brands.status === 'ready' && brands.data.length > 0 && (
            <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {brands.data.map((brand) => (
                <TileChoice
                  key={brand.id}
                  name="brand"
                  checked={state.brandId === brand.id}
                  onSelect={() => {
                    setProblem(null);
                    update((current) => withBrand(current, brand.id));
                    if (state.category) prefetchModels(brand.id, state.category);
                  }}
                  label={brand.name}
                />
              ))}
            </div>
          )}
          {brands.status === 'ready' && brands.data.length === 0 && (
            <p className="mt-3 text-slate-700">{t('wizard.device.noBrands')}</p>
          )}
          {brands.status === 'loading' && <LoadingBlock label={t('common.loading')} />}
          {brands.status === 'error' && (
            <p className="mt-3 flex flex-wrap items-center gap-2 text-red-700" role="status">
              {t(brands.messageKey)}
              <button type="button" className={textButtonClass} onClick={() => setAttempt((n) => n + 1)}>
                {t('estimate.retry')}
              </button>
            </p>
          )}
        </fieldset>
      )}

      {problem && <ProblemNote id={problemId}>{t(`wizard.device.${problem}`)}</ProblemNote>}
      <StepActions primaryLabel={t('wizard.continue')} onPrimary={onContinue} />
    </>
  );
}
