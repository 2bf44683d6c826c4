import { useId, useMemo, useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { navigate } from '../../../lib/navigation.ts';
import { CATEGORY_KEYS, COMPANY, STORAGE_NOT_APPLICABLE, type TCategoryKey } from '#core/constants.ts';
import type { TModel } from '#core/contracts/catalogue.ts';
import { generateReference } from '#core/reference.ts';
import { formatStorage } from '#core/storage.ts';
import { useBrands, useModels } from '../api/catalogue.ts';
import {
  EMPTY_SELECTION,
  estimateSelectionReducer,
  isSelectionComplete,
  valuationSearch,
} from '../estimate-form-state.ts';
import { SelectField } from './select-field.tsx';

export function EstimateForm() {
  const { t } = useTranslation();
  const alertId = useId();
  const [selection, dispatch] = useReducer(estimateSelectionReducer, EMPTY_SELECTION);
  const [attempt, setAttempt] = useState(0);
  const [showAlert, setShowAlert] = useState(false);
  const brands = useBrands(attempt);
  const models = useModels(selection.brandId, attempt);

  const modelList = useMemo(() => (models.status === 'ready' ? models.data : []), [models]);
  const selectedModel = modelList.find((model) => model.id === selection.modelId);
  const groups = useMemo(() => groupByCategory(modelList), [modelList]);
  const loadError =
    brands.status === 'error' ? brands.messageKey : models.status === 'error' ? models.messageKey : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isSelectionComplete(selection)) {
      setShowAlert(true);
      return;
    }
    setShowAlert(false);
    const lang = new URLSearchParams(location.search).get('lang');
    const search = valuationSearch(selection, generateReference());
    navigate(`/valuation${search}${lang ? `&lang=${lang}` : ''}`);
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="estimate-title"
      aria-describedby={showAlert ? alertId : undefined}
      className="rounded-2xl bg-white p-5 text-slate-900 shadow-xl ring-1 ring-slate-900/5 sm:p-6"
    >
      <h2 id="estimate-title" className="text-xl font-bold">
        {t('estimate.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('estimate.subtitle')}</p>

      <div className="mt-4 grid gap-3">
        <SelectField
          label={t('estimate.brand')}
          value={selection.brandId ?? ''}
          busy={brands.status === 'loading'}
          onChange={(value) => {
            setShowAlert(false);
            dispatch({ type: 'brand', brandId: value === '' ? null : Number(value) });
          }}
        >
          <option value="">
            {brands.status === 'loading' ? t('estimate.loadingOptions') : t('estimate.chooseBrand')}
          </option>
          {brands.status === 'ready' &&
            brands.data.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
        </SelectField>

        <SelectField
          label={t('estimate.model')}
          value={selection.modelId ?? ''}
          disabled={selection.brandId === null}
          busy={models.status === 'loading'}
          onChange={(value) => {
            setShowAlert(false);
            const modelId = value === '' ? null : Number(value);
            const model = modelList.find((candidate) => candidate.id === modelId);
            dispatch({ type: 'model', modelId, storageOptions: model?.storageOptions ?? [] });
          }}
        >
          <option value="">
            {selection.brandId === null
              ? t('estimate.chooseBrandFirst')
              : models.status === 'loading'
                ? t('estimate.loadingOptions')
                : t('estimate.chooseModel')}
          </option>
          {groups.map(([category, items]) =>
            groups.length === 1 ? (
              items.map((model) => <ModelOption key={model.id} model={model} />)
            ) : (
              <optgroup key={category} label={t(`estimate.category.${category}`)}>
                {items.map((model) => (
                  <ModelOption key={model.id} model={model} />
                ))}
              </optgroup>
            ),
          )}
        </SelectField>

        <SelectField
          label={t('estimate.storage')}
          value={selection.storageGb ?? ''}
          disabled={selection.modelId === null}
          onChange={(value) => {
            setShowAlert(false);
            dispatch({ type: 'storage', storageGb: value === '' ? null : Number(value) });
          }}
        >
          <option value="">
            {selection.modelId === null ? t('estimate.chooseModelFirst') : t('estimate.chooseStorage')}
          </option>
          {selectedModel?.storageOptions.map((gb) => (
            <option key={gb} value={gb}>
              {gb === STORAGE_NOT_APPLICABLE ? t('estimate.storageNotApplicable') : formatStorage(gb)}
            </option>
          ))}
        </SelectField>
      </div>

      {loadError && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-red-700" role="status">
          {t(loadError)}
          <button type="button" className="font-semibold underline" onClick={() => setAttempt((n) => n + 1)}>
            {t('estimate.retry')}
          </button>
        </p>
      )}

      {showAlert && (
        <p
          id={alertId}
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {t('estimate.alertMissing')}
        </p>
      )}

      <button
        type="submit"
        className="mt-4 w-full rounded-xl bg-brand-600 px-5 py-3.5 text-lg font-bold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-offset-2"
      >
        {t('estimate.startHere')}
      </button>

      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <a
          href={COMPANY.lineOaUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center justify-center gap-2 rounded-xl bg-line px-4 py-3 font-semibold text-white hover:brightness-95"
        >
          <LineIcon />
          {t('estimate.line')}
          <span className="sr-only">{t('header.newTab')}</span>
        </a>
        <AppLink
          to="/pickup"
          className="flex items-center justify-center rounded-xl border border-brand-600 px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('estimate.pickup')}
        </AppLink>
      </div>
    </form>
  );
}

function ModelOption({ model }: { model: TModel }) {
  return <option value={model.id}>{model.name}</option>;
}

function groupByCategory(models: TModel[]): [TCategoryKey, TModel[]][] {
  return CATEGORY_KEYS.map(
    (category) =>
      [category, models.filter((model) => model.category === category)] as [TCategoryKey, TModel[]],
  ).filter(([, items]) => items.length > 0);
}

function LineIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
      <path d="M12 3C6.5 3 2 6.6 2 11c0 3.9 3.5 7.2 8.3 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5s5.9-3.5 8-6C21.4 14.3 22 12.7 22 11c0-4.4-4.5-8-10-8Zm-3.8 10.6H6.3c-.3 0-.5-.2-.5-.5V9.3c0-.3.2-.5.5-.5s.5.2.5.5v3.3h1.4c.3 0 .5.2.5.5s-.2.5-.5.5Zm2-.5c0 .3-.2.5-.5.5s-.5-.2-.5-.5V9.3c0-.3.2-.5.5-.5s.5.2.5.5v3.8Zm4.6 0c0 .2-.1.4-.3.5h-.2c-.2 0-.3-.1-.4-.2l-2-2.7v2.4c0 .3-.2.5-.5.5s-.5-.2-.5-.5V9.3c0-.2.1-.4.3-.5h.2c.2 0 .3.1.4.2l2 2.7V9.3c0-.3.2-.5.5-.5s.5.2.5.5v3.8Zm3.1-2.4c.3 0 .5.2.5.5s-.2.5-.5.5h-1.4v.9h1.4c.3 0 .5.2.5.5s-.2.5-.5.5h-1.9c-.3 0-.5-.2-.5-.5V9.3c0-.3.2-.5.5-.5h1.9c.3 0 .5.2.5.5s-.2.5-.5.5h-1.4v.9h1.4Z" />
    </svg>
  );
}
