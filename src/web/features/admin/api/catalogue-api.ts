import type {
  TAdjustmentSave,
  TBrandCreate,
  TBrandUpdate,
  TModelCreate,
  TModelUpdate,
  TMove,
  TPricesUpdate,
  TPricingSettingsUpdate,
} from '#core/contracts/admin-catalogue.ts';
import type { TCreateUpgradeBonus, TEndUpgradeBonus } from '#core/contracts/counter-trade-ins.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';

/** Admin › Brands, Models, Prices, Adjustments: the calls of those tabs (all admin only). */

export const listAdminBrands = () => signedInApi('GET /api/admin/catalogue/brands');
export const createBrand = (input: TBrandCreate) =>
  signedInApi('POST /api/admin/catalogue/brands', { body: input });
export const updateBrand = (id: number, input: TBrandUpdate) =>
  signedInApi('PUT /api/admin/catalogue/brands/:id', { params: { id }, body: input });
export const deleteBrand = (id: number) =>
  signedInApi('DELETE /api/admin/catalogue/brands/:id', { params: { id } });
export const moveBrand = (id: number, direction: TMove['direction']) =>
  signedInApi('POST /api/admin/catalogue/brands/:id/move', { params: { id }, body: { direction } });

export const listAdminModels = (brandId: number) =>
  signedInApi('GET /api/admin/catalogue/models', { query: { brandId } });
export const createModel = (input: TModelCreate) =>
  signedInApi('POST /api/admin/catalogue/models', { body: input });
export const updateModel = (id: number, input: TModelUpdate) =>
  signedInApi('PUT /api/admin/catalogue/models/:id', { params: { id }, body: input });
export const deleteModel = (id: number) =>
  signedInApi('DELETE /api/admin/catalogue/models/:id', { params: { id } });
export const moveModel = (id: number, direction: TMove['direction']) =>
  signedInApi('POST /api/admin/catalogue/models/:id/move', { params: { id }, body: { direction } });

export const getModelPrices = (modelId: number) =>
  signedInApi('GET /api/admin/catalogue/models/:id/prices', { params: { id: modelId } });
export const saveModelPrices = (modelId: number, update: TPricesUpdate) =>
  signedInApi('PUT /api/admin/catalogue/models/:id/prices', { params: { id: modelId }, body: update });

export const listAdjustments = () => signedInApi('GET /api/admin/catalogue/adjustments');
export const saveAdjustment = (input: TAdjustmentSave) =>
  signedInApi('PUT /api/admin/catalogue/adjustments', { body: input });
export const deleteAdjustment = (id: number) =>
  signedInApi('DELETE /api/admin/catalogue/adjustments/:id', { params: { id } });

export const getPricingSettings = () => signedInApi('GET /api/admin/catalogue/settings');
export const savePricingSettings = (input: TPricingSettingsUpdate) =>
  signedInApi('PUT /api/admin/catalogue/settings', { body: input });

/** Admin › Adjustments › Upgrade bonus: the counter's old-for-new bonus rules (decision 044). */
export const listUpgradeBonuses = () => signedInApi('GET /api/sales/upgrade-bonuses');
export const addUpgradeBonus = (input: TCreateUpgradeBonus) =>
  signedInApi('POST /api/sales/upgrade-bonuses', { body: input });
export const endUpgradeBonus = (id: number, input: TEndUpgradeBonus) =>
  signedInApi('POST /api/sales/upgrade-bonuses/:id/end', { params: { id }, body: input });
