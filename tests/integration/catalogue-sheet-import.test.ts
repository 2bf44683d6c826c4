import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedAll } from '#server/db/seed/index.ts';
import { auditLog, brands, models, prices } from '#server/db/schema/index.ts';
import {
  BRAND_COL,
  MODEL_COL,
  PRICE_COL,
  appliedOf,
  currentPricingVersion,
  downloadWorkbook,
  expectSheetError,
  previewOf,
  rowWhere,
  sheet,
  sheetClient,
  workbookBytes,
} from '../support/catalogue-sheet.ts';
import { createModel } from '../support/factories.ts';
import { createPrices, updatePrice } from '../support/pricing-factories.ts';
import { useTestApp } from '../support/test-app.ts';
import { createQuote } from '../support/trade-in-factories.ts';

const testApp = useTestApp();

/** Every price as "modelId:storage:grade" → THB. */
async function priceTable() {
  const rows = await testApp.db.select().from(prices).orderBy(asc(prices.id));
  return new Map(rows.map((row) => [`${row.modelId}:${row.storageGb}:${row.grade}`, row.priceThb]));
}

async function catalogueState() {
  return {
    brands: await testApp.db.select().from(brands).orderBy(asc(brands.id)),
    models: await testApp.db.select().from(models).orderBy(asc(models.id)),
    prices: await priceTable(),
    version: await currentPricingVersion(testApp.db),
  };
}

describe('export → import', () => {
  it('round-trips the seeded catalogue: the unchanged file previews no change and cannot be applied', async () => {
    await seedAll(testApp.db);
    const admin = await sheetClient(testApp.app, testApp.db);
    const workbook = await downloadWorkbook(admin);
    expect(workbook.worksheets.map((each) => each.name)).toEqual([
      'Instructions',
      'Brands',
      'Models',
      'Prices',
    ]);
    const modelCount = (await testApp.db.select().from(models)).length;
    expect(sheet(workbook, 'Models').actualRowCount - 1).toBe(modelCount);
    expect(sheet(workbook, 'Prices').getRow(1).font?.bold).toBe(true);
    expect(sheet(workbook, 'Prices').views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const preview = await previewOf(await admin.preview(await workbookBytes(workbook)));
    expect(preview.counts).toEqual({
      added: { brands: 0, models: 0, prices: 0 },
      changed: { brands: 0, models: 0, prices: 0 },
      removed: { brands: 0, models: 0, prices: 0 },
      rejected: 0,
    });
    expect(preview.canApply).toBe(false);
    await expectSheetError(await admin.apply(preview.id), 400, 'errors.catalogueSheet.nothingToApply');
  });
});

describe('an edited file', () => {
  it('lists exactly a changed price, an added model and a bad row; it cannot be applied until fixed', async () => {
    const model = await createModel(testApp.db, { name: 'Galaxy S24', storageOptions: [128, 256] });
    await createPrices(testApp.db, model.id, 128);
    await createPrices(testApp.db, model.id, 256);
    const [brand] = await testApp.db.select().from(brands).where(eq(brands.id, model.brandId));
    const admin = await sheetClient(testApp.app, testApp.db);
    const before = await catalogueState();

    const workbook = await downloadWorkbook(admin);
    const priceRow = sheet(workbook, 'Prices').getRow(2);
    expect(priceRow.getCell(PRICE_COL.storage).value).toBe(128);
    priceRow.getCell(PRICE_COL.good).value = 17_000;
    const modelsSheet = sheet(workbook, 'Models');
    modelsSheet.addRow([null, brand!.name, 'Galaxy S25', 'phone', '256, 512', 2025, 'yes', 5]);
    const badRow = modelsSheet.addRow([null, brand!.name, 'Galaxy Fold', 'phone', 'lots', 2024, 'yes', 6]);
    const pricesSheet = sheet(workbook, 'Prices');
    pricesSheet.addRow([null, 'Galaxy S25', brand!.name, 256, 25_000, 22_000, 18_000, 8_000]);

    const preview = await previewOf(await admin.preview(await workbookBytes(workbook)));
    expect(preview.counts).toEqual({
      added: { brands: 0, models: 1, prices: 1 },
      changed: { brands: 0, models: 0, prices: 1 },
      removed: { brands: 0, models: 0, prices: 0 },
      rejected: 1,
    });
    expect(preview.changed.rows).toEqual([
      expect.objectContaining({
        sheet: 'prices',
        row: 2,
        id: model.id,
        storageGb: 128,
        changes: [{ field: 'good', before: 17_600, after: 17_000 }],
      }),
    ]);
    expect(preview.added.rows.map((row) => [row.sheet, row.label])).toEqual([
      ['models', `${brand!.name} Galaxy S25`],
      ['prices', `${brand!.name} Galaxy S25 · 256 GB`],
    ]);
    expect(preview.rejected.rows).toEqual([
      expect.objectContaining({
        sheet: 'models',
        row: badRow.number,
        reason: 'invalidStorage',
        reasonKey: 'admin.import.reasons.invalidStorage',
        value: 'lots',
      }),
    ]);
    expect(preview.canApply).toBe(false);
    await expectSheetError(await admin.apply(preview.id), 400, 'errors.catalogueSheet.hasRejectedRows');
    expect(await catalogueState()).toEqual(before);

    // Fixed: the bad row gets storage sizes. Applied, all of it.
    badRow.getCell(MODEL_COL.storage).value = '256';
    const fixed = await previewOf(await admin.preview(await workbookBytes(workbook)));
    expect(fixed.counts.rejected).toBe(0);
    expect(fixed.counts.added).toEqual({ brands: 0, models: 2, prices: 1 });
    expect(fixed.canApply).toBe(true);
    const applied = await appliedOf(await admin.apply(fixed.id));
    expect(applied).toEqual({
      added: { brands: 0, models: 2, prices: 1 },
      changed: { brands: 0, models: 0, prices: 1 },
      removed: { brands: 0, models: 0, prices: 0 },
    });

    const after = await catalogueState();
    expect(after.version).not.toBe(before.version);
    expect(after.prices.get(`${model.id}:128:good`)).toBe(17_000);
    const added = after.models.find((row) => row.name === 'Galaxy S25');
    expect(added).toMatchObject({
      brandId: model.brandId,
      storageOptions: [256, 512],
      releaseYear: 2025,
      sortOrder: 5,
    });
    expect(after.prices.get(`${added!.id}:256:excellent`)).toBe(25_000);
    expect(after.prices.has(`${added!.id}:512:excellent`)).toBe(false);

    // Audited: a summary with the counts, and a row per change with before and after.
    const audit = await testApp.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.userId));
    const summary = audit.find((entry) => entry.action === 'CATALOGUE_IMPORTED');
    expect(summary).toMatchObject({
      targetType: 'catalogue',
      targetId: fixed.id,
      details: expect.objectContaining(applied),
    });
    const rows = audit.filter((entry) => entry.action === 'CATALOGUE_IMPORT_ROW');
    expect(rows).toHaveLength(4);
    expect(rows).toContainEqual(
      expect.objectContaining({
        targetType: 'price',
        targetId: `${model.id}:128`,
        details: expect.objectContaining({
          kind: 'changed',
          before: { good: 17_600 },
          after: { good: 17_000 },
        }),
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        targetType: 'model',
        targetId: String(added!.id),
        details: expect.objectContaining({ kind: 'added' }),
      }),
    );

    // The preview is spent.
    await expectSheetError(await admin.apply(fixed.id), 404, 'errors.catalogueSheet.previewNotFound');
  });

  it('lists the active models the file leaves without a price for some size and grade (issue 16)', async () => {
    const model = await createModel(testApp.db, { name: 'Galaxy S24', storageOptions: [128, 256] });
    await createPrices(testApp.db, model.id, 128);
    await createPrices(testApp.db, model.id, 256);
    const [brand] = await testApp.db.select().from(brands).where(eq(brands.id, model.brandId));
    const admin = await sheetClient(testApp.app, testApp.db);

    const workbook = await downloadWorkbook(admin);
    // 256 GB loses its broken price; a new model comes with one of its two sizes priced; a new inactive
    // model has none (customers would not see it anyway); a new active model has none at all.
    const prices256 = rowWhere(sheet(workbook, 'Prices'), PRICE_COL.storage, 256);
    prices256.getCell(PRICE_COL.broken).value = null;
    const modelsSheet = sheet(workbook, 'Models');
    const s25 = modelsSheet.addRow([null, brand!.name, 'Galaxy S25', 'phone', '256, 512', 2025, 'yes', 5]);
    modelsSheet.addRow([null, brand!.name, 'Galaxy Old', 'phone', '64', 2019, 'no', 6]);
    const fold = modelsSheet.addRow([null, brand!.name, 'Galaxy Fold', 'phone', '256', 2024, 'yes', 7]);
    sheet(workbook, 'Prices').addRow([null, 'Galaxy S25', brand!.name, 256, 25_000, 22_000, 18_000, 8_000]);

    const preview = await previewOf(await admin.preview(await workbookBytes(workbook)));

    expect(preview.counts.rejected).toBe(0);
    expect(preview.unpriced).toEqual({
      total: 3,
      rows: [
        {
          id: model.id,
          row: 2,
          label: `${brand!.name} Galaxy S24`,
          missing: [{ storageGb: 256, grades: ['broken'] }],
          offered: true,
        },
        {
          id: null,
          row: s25.number,
          label: `${brand!.name} Galaxy S25`,
          missing: [{ storageGb: 512, grades: ['excellent', 'good', 'fair', 'broken'] }],
          offered: true,
        },
        {
          id: null,
          row: fold.number,
          label: `${brand!.name} Galaxy Fold`,
          missing: [{ storageGb: 256, grades: ['excellent', 'good', 'fair', 'broken'] }],
          offered: false,
        },
      ],
    });
  });

  it('removes rows the file lacks, but refuses to remove a model that quotes point to', async () => {
    const kept = await createModel(testApp.db, { name: 'Kept', storageOptions: [64] });
    const quoted = await createModel(testApp.db, {
      name: 'Quoted',
      brandId: kept.brandId,
      storageOptions: [64],
    });
    const dropped = await createModel(testApp.db, {
      name: 'Dropped',
      brandId: kept.brandId,
      storageOptions: [64],
    });
    for (const model of [kept, quoted, dropped]) await createPrices(testApp.db, model.id, 64);
    await createQuote(testApp.db, { modelId: quoted.id, modelName: 'Quoted' });
    const admin = await sheetClient(testApp.app, testApp.db);
    const workbook = await downloadWorkbook(admin);
    const modelsSheet = sheet(workbook, 'Models');
    const pricesSheet = sheet(workbook, 'Prices');
    for (const model of [quoted, dropped]) {
      modelsSheet.spliceRows(rowWhere(modelsSheet, MODEL_COL.id, model.id).number, 1);
      pricesSheet.spliceRows(rowWhere(pricesSheet, PRICE_COL.modelId, model.id).number, 1);
    }
    const preview = await previewOf(await admin.preview(await workbookBytes(workbook)));
    expect(preview.counts.removed).toEqual({ brands: 0, models: 2, prices: 0 });
    expect(preview.rejected.rows).toEqual([
      expect.objectContaining({ sheet: 'models', row: null, reason: 'referenced', value: String(quoted.id) }),
    ]);
    expect(preview.canApply).toBe(false);

    // Without the quoted model's removal the file applies: the dropped model goes with its prices.
    const keptBrand = await brandName(kept.brandId);
    modelsSheet.addRow([quoted.id, keptBrand, 'Quoted', 'phone', '64', 2024, 'no', 0]);
    pricesSheet.addRow([quoted.id, 'Quoted', keptBrand, 64, 20_000, 17_600, 14_400, 6_000]);
    const fixed = await previewOf(await admin.preview(await workbookBytes(workbook)));
    expect(fixed.counts.removed).toEqual({ brands: 0, models: 1, prices: 0 });
    expect(fixed.counts.rejected).toBe(0);
    await appliedOf(await admin.apply(fixed.id));
    const left = await testApp.db.select().from(models).orderBy(asc(models.id));
    expect(left.map((row) => [row.name, row.isActive])).toEqual([
      ['Kept', true],
      ['Quoted', false],
    ]);
    expect(await testApp.db.select().from(prices).where(eq(prices.modelId, dropped.id))).toEqual([]);
  });
});

async function brandName(id: number) {
  const [row] = await testApp.db.select({ name: brands.name }).from(brands).where(eq(brands.id, id));
  return row!.name;
}

describe('apply', () => {
  it('refuses a preview made before someone changed the catalogue (409), changing nothing', async () => {
    const model = await createModel(testApp.db, { storageOptions: [128] });
    await createPrices(testApp.db, model.id, 128);
    const admin = await sheetClient(testApp.app, testApp.db);
    const workbook = await downloadWorkbook(admin);
    sheet(workbook, 'Prices').getRow(2).getCell(PRICE_COL.excellent).value = 21_000;
    const preview = await previewOf(await admin.preview(await workbookBytes(workbook)));
    expect(preview.canApply).toBe(true);

    await updatePrice(testApp.db, { modelId: model.id, storageGb: 128, grade: 'fair' }, 14_000);
    const before = await catalogueState();
    const error = await expectSheetError(
      await admin.apply(preview.id),
      409,
      'errors.catalogueSheet.catalogueChanged',
    );
    expect(error.message).toMatch(/preview again/);
    expect(await catalogueState()).toEqual(before);
  });

  it('is all or nothing: a failure midway leaves the catalogue as it was', async () => {
    const model = await createModel(testApp.db, { name: 'Pixel 9', storageOptions: [128] });
    await createPrices(testApp.db, model.id, 128);
    const admin = await sheetClient(testApp.app, testApp.db);
    const workbook = await downloadWorkbook(admin);
    sheet(workbook, 'Brands').getRow(2).getCell(BRAND_COL.name).value = 'Renamed brand';
    sheet(workbook, 'Models').getRow(2).getCell(MODEL_COL.year).value = 2023;
    sheet(workbook, 'Prices').getRow(2).getCell(PRICE_COL.broken).value = 5_000;
    const preview = await previewOf(await admin.preview(await workbookBytes(workbook)));
    expect(preview.counts.changed).toEqual({ brands: 1, models: 1, prices: 1 });
    const before = await catalogueState();

    // The price write (after the brand and model updates) fails inside the transaction.
    await testApp.db.execute(sql`
      create function refuse_price_write() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end; $$`);
    await testApp.db.execute(sql`
      create trigger refuse_price_write before insert or update on prices
      for each row execute function refuse_price_write()`);
    try {
      const response = await admin.apply(preview.id);
      expect(response.status).toBe(500);
    } finally {
      await testApp.db.execute(sql`drop trigger refuse_price_write on prices`);
      await testApp.db.execute(sql`drop function refuse_price_write()`);
    }
    expect(await catalogueState()).toEqual(before);
    const audit = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.userId), eq(auditLog.action, 'CATALOGUE_IMPORTED')));
    expect(audit).toEqual([]);
  });
});
