import { describe, expect, it } from 'vitest';
import { chunkText } from './chunk-text.ts';

describe('chunkText', () => {
  it('cuts an answer into small pieces that join back to it', () => {
    const text = 'ลูกค้าต่างจังหวัด (นอกกรุงเทพฯ) รับเพิ่ม 300 บาท บวกจากราคาที่ได้\nWe pay within 1 business day.';
    const chunks = chunkText(text);

    expect(chunks.join('')).toBe(text);
    expect(chunks.length).toBeGreaterThan(6);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(20);
  });

  it('never splits a link', () => {
    const link = '/valuation?brand=1&model=20&storage=128&ref=TRD-261122-AB12';
    const chunks = chunkText(`Start the valuation:\n${link}`);

    expect(chunks).toContain(link);
    expect(chunks.join('')).toBe(`Start the valuation:\n${link}`);
  });
});
