import type {
  TAdjustmentSave,
  TAdminAdjustment,
  TAdminAdjustmentList,
  TAdminBrand,
  TAdminBrandList,
  TAdminModel,
  TAdminModelList,
  TAdminModelPrices,
  TAdminPricingSettings,
  TBrandCreate,
  TBrandUpdate,
  TModelCreate,
  TModelUpdate,
  TMove,
  TPricesUpdate,
  TPricingSettingsUpdate,
} from '#core/contracts/admin-catalogue.ts';
import { authJson } from '../../../lib/auth/auth-client.ts';

/** Admin › Brands, Models, Prices, Adjustments: the calls of those tabs (all admin only). */
const base = '/api/admin/catalogue';

export const listAdminBrands = () => authJson<TAdminBrandList>('GET', `${base}/brands`);
export const createBrand = (input: TBrandCreate) => authJson<TAdminBrand>('POST', `${base}/brands`, input);
export const updateBrand = (id: number, input: TBrandUpdate) =>
  authJson<TAdminBrand>('PUT', `${base}/brands/${id}`, input);
export const deleteBrand = (id: number) => authJson<undefined>('DELETE', `${base}/brands/${id}`);
export const moveBrand = (id: number, direction: TMove['direction']) =>
  authJson<TAdminBrandList>('POST', `${base}/brands/${id}/move`, { direction });

export const listAdminModels = (brandId: number) =>
  authJson<TAdminModelList>('GET', `${base}/models?brandId=${brandId}`);
export const createModel = (input: TModelCreate) => authJson<TAdminModel>('POST', `${base}/models`, input);
export const updateModel = (id: number, input: TModelUpdate) =>
  authJson<TAdminModel>('PUT', `${base}/models/${id}`, input);
export const deleteModel = (id: number) => authJson<undefined>('DELETE', `${base}/models/${id}`);
export const moveModel = (id: number, direction: TMove['direction']) =>
  authJson<TAdminModelList>('POST', `${base}/models/${id}/move`, { direction });

export const getModelPrices = (modelId: number) =>
  authJson<TAdminModelPrices>('GET', `${base}/models/${modelId}/prices`);
export const saveModelPrices = (modelId: number, update: TPricesUpdate) =>
  authJson<TAdminModelPrices>('PUT', `${base}/models/${modelId}/prices`, update);

export const listAdjustments = () => authJson<TAdminAdjustmentList>('GET', `${base}/adjustments`);
export const saveAdjustment = (input: TAdjustmentSave) =>
  authJson<TAdminAdjustment>('PUT', `${base}/adjustments`, input);
export const deleteAdjustment = (id: number) => authJson<undefined>('DELETE', `${base}/adjustments/${id}`);

export const getPricingSettings = () => authJson<TAdminPricingSettings>('GET', `${base}/settings`);
export const savePricingSettings = (input: TPricingSettingsUpdate) =>
  authJson<TAdminPricingSettings>('PUT', `${base}/settings`, input);
