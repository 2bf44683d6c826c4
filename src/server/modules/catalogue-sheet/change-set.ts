import type { TSheetChange, TSheetRow } from '#core/contracts/catalogue-sheet.ts';
import { GRADES, type TGrade } from '#core/questionnaire.ts';
import type { TRawSheets } from './sheet-read.ts';
import { storageText } from './sheet-layout.ts';
import { rejection } from './sheet-rejections.ts';
import { resolveSheets, type TResolvedBrand, type TSnapshot } from './sheet-resolve.ts';
import { priceKey } from './sheet-rows.ts';
import { unpricedModels } from './sheet-unpriced.ts';
import type { TChangeSet, TPlan } from './change-plan.ts';

export type { TChangeSet, TPlan } from './change-plan.ts';

type TValues = TSheetRow['values'];

/** A slug not yet taken: lower-case ASCII words of the name (Thai names fall back to the prefix). */
function uniqueSlug(taken: Set<string>, base: string, fallback: string): string {
  const words = base
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  const stem = words || fallback;
  let slug = stem;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${stem}-${suffix}`;
  taken.add(slug);
  return slug;
}

/** Field by field, the values that differ (in the given order). */
function differences(before: TValues, after: TValues): TSheetChange['changes'] {
  return Object.keys(after)
    .filter((field) => (before[field] ?? null) !== (after[field] ?? null))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/**
 * Compares the file with the catalogue: rows added (no id), changed (field by field), removed (in the
 * catalogue, absent from the file: the file is the whole catalogue, decision 011) and rejected, and the
 * plan that makes the tables match. Prices of a removed model go with it and are not listed.
 */
export function buildChangeSet(snapshot: TSnapshot, sheets: TRawSheets, now: Date): TChangeSet {
  const resolved = resolveSheets(snapshot, sheets, now);
  const { hints } = resolved;
  const categoryIds = new Map(snapshot.categories.map((category) => [category.key, category.id]));
  const brandById = new Map(snapshot.brands.map((brand) => [brand.id, brand]));
  const modelById = new Map(snapshot.models.map((model) => [model.id, model]));
  const plan: TPlan = {
    brandInserts: [],
    brandUpdates: [],
    modelInserts: [],
    modelUpdates: [],
    priceUpserts: [],
    priceDeletes: [],
    modelDeletes: [],
    brandDeletes: [],
  };
  const added: TSheetRow[] = [];
  const changed: TSheetChange[] = [];
  const removed: TSheetRow[] = [];
  const brandSlugs = new Set(snapshot.brands.map((brand) => brand.slug));
  const modelSlugs = new Set(snapshot.models.map((model) => model.slug));

  // Brands.
  const newBrandSlugs: string[] = [];
  for (const { input, ref } of resolved.brands) {
    const values: TValues = {
      name: input.name,
      category: input.category,
      active: input.isActive,
      sortOrder: input.sortOrder,
    };
    const categoryId = categoryIds.get(input.category)!;
    if (!('id' in ref)) {
      const slug = uniqueSlug(brandSlugs, input.name, 'brand');
      newBrandSlugs.push(slug);
      plan.brandInserts.push({
        name: input.name,
        slug,
        categoryId,
        isActive: input.isActive,
        sortOrder: input.sortOrder,
      });
      added.push({ sheet: 'brands', row: input.row, id: null, label: input.name, values });
      continue;
    }
    const before = brandById.get(ref.id)!;
    const changes = differences(
      { name: before.name, category: before.category, active: before.isActive, sortOrder: before.sortOrder },
      values,
    );
    if (changes.length === 0) continue;
    plan.brandUpdates.push({
      id: ref.id,
      set: { name: input.name, categoryId, isActive: input.isActive, sortOrder: input.sortOrder },
    });
    changed.push({
      sheet: 'brands',
      row: input.row,
      id: ref.id,
      storageGb: null,
      label: input.name,
      changes,
    });
  }
  const keptBrandIds = new Set(resolved.brands.flatMap(({ ref }) => ('id' in ref ? [ref.id] : [])));

  // Models.
  const brandSlugOf = (brand: TResolvedBrand) =>
    'id' in brand.ref ? brandById.get(brand.ref.id)!.slug : newBrandSlugs[brand.ref.added]!;
  for (const { input, ref, brand } of resolved.models) {
    const label = `${brand.input.name} ${input.name}`;
    const values: TValues = {
      brand: brand.input.name,
      name: input.name,
      category: input.category,
      storage: storageText(input.storageOptions),
      releaseYear: input.releaseYear,
      active: input.isActive,
      sortOrder: input.sortOrder,
    };
    const fields = {
      name: input.name,
      categoryId: categoryIds.get(input.category)!,
      storageOptions: input.storageOptions,
      releaseYear: input.releaseYear,
      isActive: input.isActive,
      sortOrder: input.sortOrder,
    };
    if (!('id' in ref)) {
      const slug = uniqueSlug(
        modelSlugs,
        `${brandSlugOf(brand)}-${input.name}`,
        `${brandSlugOf(brand)}-model`,
      );
      plan.modelInserts.push({ brand: brand.ref, slug, ...fields });
      added.push({ sheet: 'models', row: input.row, id: null, label, values });
      continue;
    }
    const before = modelById.get(ref.id)!;
    const sameBrand = 'id' in brand.ref && brand.ref.id === before.brandId;
    const changes = differences(
      {
        // The brand compares by identity: renaming a brand on the Brands sheet does not move its models.
        brand: sameBrand ? brand.input.name : (brandById.get(before.brandId)?.name ?? null),
        name: before.name,
        category: before.category,
        storage: storageText(before.storageOptions),
        releaseYear: before.releaseYear,
        active: before.isActive,
        sortOrder: before.sortOrder,
      },
      values,
    );
    if (changes.length === 0) continue;
    plan.modelUpdates.push({ id: ref.id, ...(sameBrand ? {} : { brand: brand.ref }), set: fields });
    changed.push({ sheet: 'models', row: input.row, id: ref.id, storageGb: null, label, changes });
  }
  const keptModelIds = new Set(resolved.models.flatMap(({ ref }) => ('id' in ref ? [ref.id] : [])));

  // Prices: one row per model × storage, the grades as fields.
  const stored = new Map<string, Partial<Record<TGrade, number>>>();
  for (const price of snapshot.prices) {
    const key = priceKey(price.modelId, price.storageGb);
    stored.set(key, { ...stored.get(key), [price.grade]: price.priceThb });
  }
  const covered = new Set<string>();
  for (const { input, model } of resolved.prices) {
    const label = `${model.brand.input.name} ${model.input.name} · ${input.storageGb} GB`;
    const values: TValues = { storage: input.storageGb, ...input.prices };
    const key = 'id' in model.ref ? priceKey(model.ref.id, input.storageGb) : undefined;
    const before = key ? stored.get(key) : undefined;
    if (key) covered.add(key);
    for (const grade of GRADES) {
      const price = input.prices[grade];
      if (price !== null && price !== before?.[grade]) {
        plan.priceUpserts.push({ model: model.ref, storageGb: input.storageGb, grade, priceThb: price });
      }
      if (price === null && before?.[grade] !== undefined && 'id' in model.ref) {
        plan.priceDeletes.push({ modelId: model.ref.id, storageGb: input.storageGb, grade });
      }
    }
    if (!before) {
      if (GRADES.some((grade) => input.prices[grade] !== null)) {
        added.push({
          sheet: 'prices',
          row: input.row,
          id: 'id' in model.ref ? model.ref.id : null,
          label,
          values,
        });
      }
      continue;
    }
    const changes = differences({ storage: input.storageGb, ...before }, values);
    if (changes.length > 0) {
      const id = (model.ref as { id: number }).id; // a stored price belongs to an existing model
      changed.push({ sheet: 'prices', row: input.row, id, storageGb: input.storageGb, label, changes });
    }
  }

  // Removed: rows of the catalogue the file lacks (rows whose line was rejected are not counted).
  for (const [key, grades] of stored) {
    const [modelId, storageGb] = key.split(':').map(Number) as [number, number];
    if (!keptModelIds.has(modelId) || covered.has(key) || hints.priceKeys.has(key)) continue;
    const model = modelById.get(modelId)!;
    const brandName = brandById.get(model.brandId)?.name ?? '';
    for (const grade of GRADES) {
      if (grades[grade] !== undefined) plan.priceDeletes.push({ modelId, storageGb, grade });
    }
    const values: TValues = {
      storage: storageGb,
      ...Object.fromEntries(GRADES.map((grade) => [grade, grades[grade] ?? null])),
    };
    removed.push({
      sheet: 'prices',
      row: null,
      id: modelId,
      label: `${brandName} ${model.name} · ${storageGb} GB`,
      values,
    });
  }
  for (const model of snapshot.models) {
    if (keptModelIds.has(model.id) || hints.modelIds.has(model.id)) continue;
    plan.modelDeletes.push(model.id);
    const brandName = brandById.get(model.brandId)?.name ?? '';
    removed.push({
      sheet: 'models',
      row: null,
      id: model.id,
      label: `${brandName} ${model.name}`,
      values: {
        brand: brandName,
        name: model.name,
        category: model.category,
        storage: storageText(model.storageOptions),
        releaseYear: model.releaseYear,
        active: model.isActive,
        sortOrder: model.sortOrder,
      },
    });
  }
  for (const brand of snapshot.brands) {
    if (keptBrandIds.has(brand.id) || hints.brandIds.has(brand.id)) continue;
    plan.brandDeletes.push(brand.id);
    removed.push({
      sheet: 'brands',
      row: null,
      id: brand.id,
      label: brand.name,
      values: {
        name: brand.name,
        category: brand.category,
        active: brand.isActive,
        sortOrder: brand.sortOrder,
      },
    });
  }

  return { plan, added, changed, removed, rejected: resolved.rejected, unpriced: unpricedModels(resolved) };
}

/** Rejects the removal of brands and models that requests or quotes still point to. */
export function rejectReferenced(
  changeSet: TChangeSet,
  referenced: { brandIds: Set<number>; modelIds: Set<number> },
) {
  for (const row of changeSet.removed) {
    if (row.id === null || row.sheet === 'prices') continue;
    const ids = row.sheet === 'brands' ? referenced.brandIds : referenced.modelIds;
    if (!ids.has(row.id)) continue;
    changeSet.rejected.push(
      rejection({
        sheet: row.sheet,
        row: null,
        column: 'id',
        label: row.label,
        reason: 'referenced',
        value: String(row.id),
      }),
    );
  }
}
