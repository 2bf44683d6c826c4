import { describe, expect, it } from 'vitest';
import { GRADES, type TGrade } from '#core/questionnaire.ts';
import { seedAll } from '#server/db/seed/index.ts';
import { SEED_ADJUSTMENTS } from '#server/db/seed/seed-pricing.ts';
import { listAllModels } from '../support/catalogue-queries.ts';
import { countPricing, listPricesWithModels, updatePrice } from '../support/pricing-factories.ts';
import { useTestApp } from '../support/test-app.ts';
import { createQuoteViaApi, phoneAnswers, quoteBody } from '../support/trade-in-factories.ts';

const testApp = useTestApp();

type TPriceRow = Awaited<ReturnType<typeof listPricesWithModels>>[number];

/** Seeded prices as model slug → storage → grade → THB. */
function tableOf(rows: TPriceRow[]) {
  const table = new Map<string, Map<number, Record<TGrade, number>>>();
  for (const row of rows) {
    const byStorage = table.get(row.slug) ?? new Map<number, Record<TGrade, number>>();
    const byGrade = byStorage.get(row.storageGb) ?? ({} as Record<TGrade, number>);
    byGrade[row.grade] = row.priceThb;
    byStorage.set(row.storageGb, byGrade);
    table.set(row.slug, byStorage);
  }
  return table;
}

describe('seedAll: pricing', () => {
  it('seeds the settings, the adjustments and a price for every model × storage option × grade', async () => {
    const result = await seedAll(testApp.database.db);

    const models = await listAllModels(testApp.database.db);
    const expectedPrices = models.reduce(
      (sum, model) => sum + model.storageOptions.length * GRADES.length,
      0,
    );
    expect(models.length).toBeGreaterThan(150);
    expect(result.pricing).toEqual({
      settings: 1,
      adjustments: SEED_ADJUSTMENTS.length,
      prices: expectedPrices,
    });
    expect(await countPricing(testApp.database.db)).toEqual(result.pricing);

    const table = tableOf(await listPricesWithModels(testApp.database.db));
    const missing = models.flatMap((model) =>
      model.storageOptions.flatMap((storageGb) =>
        GRADES.filter((grade) => table.get(model.slug)?.get(storageGb)?.[grade] === undefined).map(
          (grade) => `${model.slug} ${storageGb} ${grade}`,
        ),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('adds nothing when run again and keeps an edited price', async () => {
    const db = testApp.database.db;
    await seedAll(db);
    const [first] = await listPricesWithModels(db);
    if (!first) throw new Error('no seeded price');
    await updatePrice(db, first, 12_340);
    const before = await countPricing(db);

    const again = await seedAll(db);

    expect(again.pricing).toEqual({ settings: 0, adjustments: 0, prices: 0 });
    expect(await countPricing(db)).toEqual(before);
    const [edited] = await listPricesWithModels(db);
    expect(edited?.priceThb).toBe(12_340);
  });

  it('seeds plausible prices: grades strictly ordered, larger storage worth at least as much, multiples of 10', async () => {
    await seedAll(testApp.database.db);
    const rows = await listPricesWithModels(testApp.database.db);
    const table = tableOf(rows);

    const problems: string[] = [];
    for (const [slug, byStorage] of table) {
      let previous: Record<TGrade, number> | undefined;
      for (const [storageGb, byGrade] of [...byStorage].sort(([a], [b]) => a - b)) {
        const { excellent, good, fair, broken } = byGrade;
        if (!(excellent > good && good > fair && fair > broken && broken > 0)) {
          problems.push(`${slug} ${storageGb}: ${excellent}/${good}/${fair}/${broken}`);
        }
        for (const grade of GRADES) {
          if (previous && byGrade[grade] < previous[grade])
            problems.push(`${slug} ${storageGb} ${grade} < smaller`);
        }
        previous = byGrade;
      }
    }
    expect(problems).toEqual([]);
    expect(rows.filter((row) => row.priceThb % 10 !== 0)).toEqual([]);
  });

  it('values newer iPhone base models above older ones, and hits the expected ranges', async () => {
    await seedAll(testApp.database.db);
    const table = tableOf(await listPricesWithModels(testApp.database.db));
    const smallestExcellent = (slug: string) => {
      const byStorage = table.get(slug);
      if (!byStorage) throw new Error(`no prices for ${slug}`);
      return byStorage.get(Math.min(...byStorage.keys()))?.excellent ?? 0;
    };

    const generations = ['11', '12', '13', '14', '15', '16', '17'].map((n) =>
      smallestExcellent(`apple-iphone-${n}`),
    );

    expect(generations).toEqual([...generations].sort((a, b) => a - b));
    expect(new Set(generations).size).toBe(generations.length);
    expect(table.get('apple-iphone-15')?.get(128)?.excellent).toBeGreaterThanOrEqual(17_000);
    expect(table.get('apple-iphone-15')?.get(128)?.excellent).toBeLessThanOrEqual(19_000);
    expect(table.get('apple-iphone-11')?.get(64)?.excellent).toBeGreaterThanOrEqual(4_000);
    expect(table.get('apple-iphone-11')?.get(64)?.excellent).toBeLessThanOrEqual(5_000);
    // An iPhone keeps more of its value than an Android phone of the same age and launch price.
    expect(smallestExcellent('apple-iphone-15-pro-max') / 48_900).toBeGreaterThan(
      smallestExcellent('samsung-galaxy-s23-ultra') / 44_900,
    );
    // Printers are worth little used.
    expect(smallestExcellent('canon-pixma-g3020')).toBeLessThan(1_500);
  });

  it('prices a quote for a seeded device right after the seed', async () => {
    await seedAll(testApp.database.db);
    const iphone = (await listPricesWithModels(testApp.database.db)).find(
      (row) => row.slug === 'apple-iphone-15' && row.storageGb === 128 && row.grade === 'excellent',
    );
    if (!iphone) throw new Error('iPhone 15 has no price');

    const quote = await createQuoteViaApi(
      testApp.app,
      quoteBody(iphone.modelId, {
        storageGb: 128,
        year: 2024,
        answers: phoneAnswers({ modelType: 'th', warranty: 'over4Months', accessories: 'completeBox' }),
      }),
    );

    // +3% warranty, +2% complete box, rounded down to 10 THB.
    const expected =
      iphone.priceThb + Math.trunc((iphone.priceThb * 3) / 100) + Math.trunc((iphone.priceThb * 2) / 100);
    expect(quote.offerThb).toBe(Math.floor(expected / 10) * 10);
    expect(quote.lines.map((line) => line.option ?? line.kind)).toEqual(
      expected % 10 === 0
        ? ['base', 'over4Months', 'completeBox']
        : ['base', 'over4Months', 'completeBox', 'rounding'],
    );
  });
});
