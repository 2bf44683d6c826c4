import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TGrade } from '#core/questionnaire.ts';
import type { TDb } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.ts';
import {
  brands,
  categories,
  models,
  prices,
  pricingVersion,
  quotes,
  tradeIns,
} from '../../db/schema/index.ts';
import type { TPlan } from './change-set.ts';
import type { TRef, TSnapshot } from './sheet-resolve.ts';

export const AUDIT_CATALOGUE_IMPORTED = 'CATALOGUE_IMPORTED';
export const AUDIT_CATALOGUE_IMPORT_ROW = 'CATALOGUE_IMPORT_ROW';

export interface TAuditRow {
  targetType: 'brand' | 'model' | 'price';
  /** The row's id; for a row the import adds, `added` finds the id it got. */
  targetId: string | null;
  added?: { kind: 'brand' | 'model'; index: number };
  details: Record<string, unknown>;
}

export interface TApplyInput {
  plan: TPlan;
  expectedVersion: number;
  actor: { userId: string | null; ip?: string | undefined };
  importId: string;
  summary: Record<string, unknown>;
  auditRows: TAuditRow[];
}

/** Why an apply did not happen: the catalogue moved on, or a row to delete is now referenced. */
export type TApplyOutcome = 'applied' | 'stale' | 'referenced';

/** Rows per statement for the bulk writes (well under the driver's 65,535 parameters). */
const CHUNK = 1000;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );

export function createCatalogueSheetRepository(db: TDb) {
  return {
    /**
     * The catalogue for the export and the preview. The version is read first: a change that commits
     * while the tables are read leaves an older version with newer rows, so the apply refuses (409)
     * rather than trusting a mixed picture.
     */
    async readSnapshot(): Promise<TSnapshot> {
      const [current] = await db.select({ version: pricingVersion.version }).from(pricingVersion);
      const categoryRows = await db
        .select({ id: categories.id, key: categories.key })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.id));
      const brandRows = await db
        .select({
          id: brands.id,
          slug: brands.slug,
          name: brands.name,
          category: categories.key,
          isActive: brands.isActive,
          sortOrder: brands.sortOrder,
        })
        .from(brands)
        .innerJoin(categories, eq(categories.id, brands.categoryId))
        .orderBy(asc(brands.sortOrder), asc(brands.id));
      const modelRows = await db
        .select({
          id: models.id,
          slug: models.slug,
          name: models.name,
          brandId: models.brandId,
          category: categories.key,
          storageOptions: models.storageOptions,
          releaseYear: models.releaseYear,
          isActive: models.isActive,
          sortOrder: models.sortOrder,
        })
        .from(models)
        .innerJoin(categories, eq(categories.id, models.categoryId))
        .innerJoin(brands, eq(brands.id, models.brandId))
        .orderBy(asc(brands.sortOrder), asc(brands.id), asc(models.sortOrder), asc(models.id));
      const priceRows = await db
        .select({
          modelId: prices.modelId,
          storageGb: prices.storageGb,
          grade: prices.grade,
          priceThb: prices.priceThb,
        })
        .from(prices)
        .orderBy(asc(prices.modelId), asc(prices.storageGb));
      return {
        version: current?.version ?? 0,
        categories: categoryRows,
        brands: brandRows,
        models: modelRows,
        prices: priceRows as { modelId: number; storageGb: number; grade: TGrade; priceThb: number }[],
      };
    },

    /** Which of these brands and models quotes or trade-in requests point to (they cannot be deleted). */
    async findReferenced(brandIds: number[], modelIds: number[]) {
      return findReferenced(db, brandIds, modelIds);
    },

    /**
     * Applies the plan in one transaction, only while the pricing version is still the preview's: the
     * version row is locked first, so a concurrent catalogue change either committed before (stale) or
     * waits for this one. Every row's audit entry and the summary go in the same transaction.
     */
    async apply(input: TApplyInput): Promise<TApplyOutcome> {
      const { plan } = input;
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ version: pricingVersion.version })
          .from(pricingVersion)
          .where(eq(pricingVersion.id, 1))
          .for('update');
        if (!locked || locked.version !== input.expectedVersion) return 'stale';
        // Quotes and requests do not move the version: check the rows to delete again, here.
        const referenced = await findReferenced(tx as unknown as TDb, plan.brandDeletes, plan.modelDeletes);
        if (referenced.brandIds.size > 0 || referenced.modelIds.size > 0) return 'referenced';

        const brandIds: number[] = [];
        if (plan.brandInserts.length > 0) {
          const inserted = await tx
            .insert(brands)
            .values(plan.brandInserts)
            .returning({ id: brands.id, slug: brands.slug });
          const bySlug = new Map(inserted.map((row) => [row.slug, row.id]));
          for (const brand of plan.brandInserts) brandIds.push(bySlug.get(brand.slug)!);
        }
        const brandIdOf = (ref: TRef) => ('id' in ref ? ref.id : brandIds[ref.added]!);
        for (const update of plan.brandUpdates) {
          await tx
            .update(brands)
            .set({ ...update.set, updatedAt: sql`now()` })
            .where(eq(brands.id, update.id));
        }

        const modelIds: number[] = [];
        if (plan.modelInserts.length > 0) {
          const rows = plan.modelInserts.map(({ brand, ...fields }) => ({
            ...fields,
            brandId: brandIdOf(brand),
          }));
          const inserted = await tx
            .insert(models)
            .values(rows)
            .returning({ id: models.id, slug: models.slug });
          const bySlug = new Map(inserted.map((row) => [row.slug, row.id]));
          for (const model of plan.modelInserts) modelIds.push(bySlug.get(model.slug)!);
        }
        const modelIdOf = (ref: TRef) => ('id' in ref ? ref.id : modelIds[ref.added]!);
        for (const update of plan.modelUpdates) {
          await tx
            .update(models)
            .set({
              ...update.set,
              ...(update.brand ? { brandId: brandIdOf(update.brand) } : {}),
              updatedAt: sql`now()`,
            })
            .where(eq(models.id, update.id));
        }

        for (const part of chunks(plan.priceDeletes)) {
          const tuples = part.map(
            (row) => sql`(${row.modelId}::integer, ${row.storageGb}::integer, ${row.grade}::text)`,
          );
          await tx
            .delete(prices)
            .where(
              sql`(${prices.modelId}, ${prices.storageGb}, ${prices.grade}) in (${sql.join(tuples, sql`, `)})`,
            );
        }
        for (const part of chunks(plan.priceUpserts)) {
          await tx
            .insert(prices)
            .values(part.map(({ model, ...row }) => ({ ...row, modelId: modelIdOf(model) })))
            .onConflictDoUpdate({
              target: [prices.modelId, prices.storageGb, prices.grade],
              set: { priceThb: sql`excluded.price_thb`, updatedAt: sql`now()` },
            });
        }
        if (plan.modelDeletes.length > 0)
          await tx.delete(models).where(inArray(models.id, plan.modelDeletes));
        if (plan.brandDeletes.length > 0)
          await tx.delete(brands).where(inArray(brands.id, plan.brandDeletes));

        const actor = { userId: input.actor.userId, ip: input.actor.ip };
        await writeAudit(tx, actor, {
          action: AUDIT_CATALOGUE_IMPORTED,
          targetType: 'catalogue',
          targetId: input.importId,
          details: input.summary,
        });
        await writeAudit(
          tx,
          actor,
          input.auditRows.map((row) => ({
            action: AUDIT_CATALOGUE_IMPORT_ROW,
            targetType: row.targetType,
            targetId: row.added
              ? String(row.added.kind === 'brand' ? brandIds[row.added.index] : modelIds[row.added.index])
              : row.targetId,
            details: { importId: input.importId, ...row.details },
          })),
        );
        return 'applied';
      });
    },
  };
}

async function findReferenced(db: TDb, brandIds: number[], modelIds: number[]) {
  const result = { brandIds: new Set<number>(), modelIds: new Set<number>() };
  if (modelIds.length > 0) {
    const fromQuotes = await db
      .selectDistinct({ id: quotes.modelId })
      .from(quotes)
      .where(inArray(quotes.modelId, modelIds));
    const fromRequests = await db
      .selectDistinct({ id: tradeIns.modelId })
      .from(tradeIns)
      .where(inArray(tradeIns.modelId, modelIds));
    for (const row of [...fromQuotes, ...fromRequests]) if (row.id !== null) result.modelIds.add(row.id);
  }
  if (brandIds.length > 0) {
    const fromRequests = await db
      .selectDistinct({ id: tradeIns.brandId })
      .from(tradeIns)
      .where(and(inArray(tradeIns.brandId, brandIds)));
    for (const row of fromRequests) if (row.id !== null) result.brandIds.add(row.id);
  }
  return result;
}

export type TCatalogueSheetRepository = ReturnType<typeof createCatalogueSheetRepository>;
