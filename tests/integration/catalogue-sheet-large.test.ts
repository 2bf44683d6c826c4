import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prices } from '#server/db/schema/index.ts';
import {
  PRICE_COL,
  appliedOf,
  downloadWorkbook,
  previewOf,
  sheet,
  sheetClient,
  workbookBytes,
} from '../support/catalogue-sheet.ts';
import { arrangeLargeCatalogue, LARGE_CATALOGUE } from '../support/large-catalogue.ts';
import { useTestApp } from '../support/test-app.ts';

const testApp = useTestApp();

describe('a 5,000-row Prices sheet', () => {
  // How long each step takes is npm run bench:catalogue-sheet's (decision 042): this checks what they do.
  it('exports, previews every row changed and applies', { timeout: 120_000 }, async () => {
    await arrangeLargeCatalogue(testApp.db);
    const admin = await sheetClient(testApp.app, testApp.db);
    const workbook = await downloadWorkbook(admin);
    const pricesSheet = sheet(workbook, 'Prices');
    expect(pricesSheet.actualRowCount - 1).toBe(LARGE_CATALOGUE.priceRows);
    for (let row = 2; row <= pricesSheet.rowCount; row += 1) {
      pricesSheet.getRow(row).getCell(PRICE_COL.excellent).value = 10_500;
    }
    const bytes = await workbookBytes(workbook);

    const preview = await previewOf(await admin.preview(bytes));
    expect(preview.counts.changed.prices).toBe(LARGE_CATALOGUE.priceRows);
    expect(preview.changed.total).toBe(LARGE_CATALOGUE.priceRows);
    expect(preview.changed.rows).toHaveLength(500); // the answer lists the first 500
    expect(preview.canApply).toBe(true);

    await appliedOf(await admin.apply(preview.id));
    const [changed] = await testApp.db.select({ value: count() }).from(prices);
    expect(changed!.value).toBe(LARGE_CATALOGUE.prices);
  });
});
