import type {
  TAdjustmentSave,
  TAdminAdjustment,
  TAdminAdjustmentList,
  TAdminModelPrices,
  TAdminPricingSettings,
  TPricesUpdate,
  TPricingSettingsUpdate,
} from '#core/contracts/admin-catalogue.ts';
import { gradeOrderViolations } from '#core/price-grid.ts';
import { formatStorage } from '#core/storage.ts';
import { AppError } from '../../http/errors.ts';
import { AUDIT_TARGET, type TActor } from './admin-catalogue.sql.ts';
import { changedMeanwhile, notFound, refusalOf } from './catalogue-admin.service.ts';
import type { TPricingAdminQueries, TPricingAdminRepository } from './pricing-admin.repository.ts';

const withoutId = <T extends { id: number }>({ id: _id, ...rest }: T) => rest;

export function createPricingAdminService(repository: TPricingAdminRepository) {
  async function modelPrices(repo: TPricingAdminQueries, modelId: number): Promise<TAdminModelPrices> {
    const model = await repo.findModel(modelId);
    if (!model) throw notFound();
    return { model, prices: (await repo.listPrices(modelId)).map(withoutId) };
  }

  const adjustmentState = (row: TAdminAdjustment | undefined) =>
    row ? { kind: row.kind, value: row.value, isActive: row.isActive } : null;

  return {
    getPrices: (modelId: number) => modelPrices(repository, modelId),

    /**
     * The changed cells of one model's grid, all or none: every cell must still be as the admin loaded
     * it (else 409 and nothing is saved), every size one the model offers, and each size's prices must
     * fall from excellent to broken once the changes apply (enforced, not a warning: a worse device
     * offered more is always a typing error). One audit entry lists every cell before and after.
     */
    async savePrices(modelId: number, update: TPricesUpdate, actor: TActor): Promise<TAdminModelPrices> {
      try {
        return await repository.transaction(async (repo) => {
          const model = await repo.findModel(modelId, true);
          if (!model) throw notFound();
          update.changes.forEach((change, index) => {
            if (!model.storageOptions.includes(change.storageGb)) {
              const messageKey = 'errors.adminCatalogue.storageNotOffered';
              throw new AppError('VALIDATION', messageKey, `The model has no ${change.storageGb} GB size`, [
                { path: `changes.${index}.storageGb`, messageKey },
              ]);
            }
          });
          const current = await repo.listPrices(modelId, true);
          const cellOf = (storageGb: number, grade: string) =>
            current.find((row) => row.storageGb === storageGb && row.grade === grade);
          for (const change of update.changes) {
            if (cellOf(change.storageGb, change.grade)?.updatedAt !== (change.updatedAt ?? undefined)) {
              throw changedMeanwhile();
            }
          }
          const after = [
            ...current.filter(
              (row) =>
                !update.changes.some(
                  (change) => change.storageGb === row.storageGb && change.grade === row.grade,
                ),
            ),
            ...update.changes,
          ];
          const violations = gradeOrderViolations(after);
          if (violations.length > 0) {
            const messageKey = 'errors.adminCatalogue.gradeOrder';
            throw new AppError(
              'VALIDATION',
              messageKey,
              `Prices must fall from excellent to broken (${violations.map((size) => formatStorage(size) ?? '-').join(', ')})`,
              violations.map((size) => ({ path: `prices.${size}`, messageKey })),
            );
          }
          const before = [];
          const changed = [];
          for (const change of update.changes) {
            const existing = cellOf(change.storageGb, change.grade);
            if (existing?.priceThb === change.priceThb) continue;
            if (existing) await repo.updatePrice(existing.id, change.priceThb);
            else await repo.insertPrice(modelId, change.storageGb, change.grade, change.priceThb);
            const cell = { storageGb: change.storageGb, grade: change.grade };
            before.push({ ...cell, priceThb: existing?.priceThb ?? null });
            changed.push({ ...cell, priceThb: change.priceThb });
          }
          if (changed.length > 0) {
            await repo.audit(actor, {
              action: 'CATALOGUE_PRICES_UPDATED',
              targetType: AUDIT_TARGET.model,
              targetId: modelId,
              details: { model: `${model.brandName} ${model.name}`, before, after: changed },
            });
          }
          return modelPrices(repo, modelId);
        });
      } catch (error) {
        throw refusalOf(error);
      }
    },

    async listAdjustments(): Promise<TAdminAdjustmentList> {
      return { adjustments: await repository.listAdjustments() };
    },

    /** Creates (`updatedAt` null) or replaces an option's adjustment; a stale or duplicate save is a 409. */
    async saveAdjustment(input: TAdjustmentSave, actor: TActor): Promise<TAdminAdjustment> {
      try {
        return await repository.transaction(async (repo) => {
          const key = { question: input.question, option: input.option };
          const existing = await repo.lockAdjustment(key);
          if (existing?.updatedAt !== (input.updatedAt ?? undefined)) throw changedMeanwhile();
          const values = { kind: input.kind, value: input.value, isActive: input.isActive };
          let id: number;
          if (existing) {
            id = existing.id;
            await repo.updateAdjustment(id, values);
          } else {
            id = await repo.insertAdjustment({ ...key, ...values });
          }
          const saved = (await repo.lockAdjustment({ id }))!;
          await repo.audit(actor, {
            action: existing ? 'CATALOGUE_ADJUSTMENT_UPDATED' : 'CATALOGUE_ADJUSTMENT_CREATED',
            targetType: AUDIT_TARGET.adjustment,
            targetId: `${input.question}.${input.option}`,
            details: { before: adjustmentState(existing), after: adjustmentState(saved) },
          });
          return saved;
        });
      } catch (error) {
        throw refusalOf(error);
      }
    },

    async getSettings(): Promise<TAdminPricingSettings> {
      const found = await repository.findSettings();
      if (found) return found;
      await repository.createDefaultSettings();
      return (await repository.findSettings())!;
    },

    /** Price lock, voucher uplift and provincial bonus; the next quote uses them (decision 007). */
    async saveSettings(input: TPricingSettingsUpdate, actor: TActor): Promise<TAdminPricingSettings> {
      return repository.transaction(async (repo) => {
        const before = await repo.findSettings(true);
        if (!before) throw notFound();
        if (before.updatedAt !== input.updatedAt) throw changedMeanwhile();
        const { updatedAt: _version, ...values } = input;
        await repo.updateSettings(values);
        const after = (await repo.findSettings())!;
        const state = ({ updatedAt: _at, ...rest }: TAdminPricingSettings) => rest;
        await repo.audit(actor, {
          action: 'CATALOGUE_PRICING_SETTINGS_UPDATED',
          targetType: 'pricingSettings',
          targetId: 1,
          details: { before: state(before), after: state(after) },
        });
        return after;
      });
    },

    /** Removes an option's adjustment: the option then changes no price. */
    async deleteAdjustment(id: number, actor: TActor): Promise<void> {
      await repository.transaction(async (repo) => {
        const existing = await repo.lockAdjustment({ id });
        if (!existing) throw notFound();
        await repo.deleteAdjustment(id);
        await repo.audit(actor, {
          action: 'CATALOGUE_ADJUSTMENT_DELETED',
          targetType: AUDIT_TARGET.adjustment,
          targetId: `${existing.question}.${existing.option}`,
          details: { before: adjustmentState(existing), after: null },
        });
      });
    },
  };
}

export type TPricingAdminService = ReturnType<typeof createPricingAdminService>;
