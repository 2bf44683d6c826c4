import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modelTitle } from '#core/device-name.ts';
import { formatStorage } from '#core/storage.ts';
import { itemCode } from '#core/warehouse/item-code.ts';
import { seedBrands, seedModels } from '#server/db/seed/catalogue-data.ts';
import { renderLabelsPdf, type TLabelItem } from '#server/modules/warehouse/labels-pdf.ts';
import { pdfPageToPng, pdfText } from '../support/pdf.ts';

/**
 * Shelf labels name the device in full (issue 30, item 5): the longest model names of the catalogue, at
 * their largest size, wrap or shrink but are never cut, and storage, grade, bin and the label code stay.
 * Read back as text; the pages are drawn as PNG under test-results/labels/ for people to look at.
 */
const longest: TLabelItem[] = seedModels
  .map((model) => {
    const brand = seedBrands.find((entry) => entry.key === model.brand)!;
    const storageGb = Math.max(...model.storageGb);
    const storage = formatStorage(storageGb);
    const name = modelTitle(brand.name, model.name);
    return { name: storage ? `${name} ${storage}` : name, storageGb };
  })
  .sort((a, b) => b.name.length - a.name.length)
  .slice(0, 8)
  .map((device, index) => ({
    id: 1000 + index,
    model: device.name,
    storageGb: device.storageGb || null,
    grade: ['excellent', 'good', 'fair', 'broken'][index % 4] ?? null,
    imeiSerial: index % 2 === 0 ? `35209900${String(1_000_000 + index)}` : null,
    location: index % 2 === 0 ? 'A-01' : 'Shelf D-06 / bin 12',
  }));

/** The text with line breaks and runs of spaces as single spaces (a wrapped name reads across lines). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('shelf labels', () => {
  it.each(['single', 'sheet'] as const)(
    'print the longest catalogue names whole with storage, grade, bin and code (%s)',
    async (format) => {
      const pdf = await renderLabelsPdf(longest, format, 'https://khumkha.example');
      const text = await pdfText(pdf);
      expect(text).not.toContain('…');
      // One label a page reads on its own; on a sheet, labels side by side share their lines.
      const pages = format === 'single' ? text.split('\f') : longest.map(() => text);
      for (const [index, item] of longest.entries()) {
        const page = pages[index]!;
        // Each word of the name in order (a line break may fall between any two).
        if (format === 'single')
          expect(flat(page)).toMatch(
            new RegExp(
              item.model
                .split(' ')
                .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
                .join('\\s+'),
            ),
          );
        expect(page).toContain(itemCode(item.id));
        expect(page).toContain(item.location!);
        if (item.storageGb) expect(page).toContain(formatStorage(item.storageGb)!);
      }
      expect(text).toContain('Excellent · ดีเยี่ยม');
      expect(text).toContain('Broken · ชำรุด');

      const dir = path.resolve('test-results', 'labels');
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, `labels-${format}.png`),
        await pdfPageToPng(pdf, { dpi: format === 'single' ? 600 : 150 }),
      );
    },
  );
});
