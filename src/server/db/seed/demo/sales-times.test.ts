import { describe, expect, it } from 'vitest';
import { bangkokDate } from '#core/bangkok-time.ts';
import { DEMO_BILLS, demoBillFor } from './finance.ts';
import { plannedSaleTimes } from './sales.ts';

const bangkokHour = (at: Date) => (at.getUTCHours() + 7) % 24;

describe("the demo's planned sales (issue 30, item 10)", () => {
  it('fall before this month first, then on this month’s days before today, in shop hours, in order', () => {
    const firstShelved = new Date('2026-09-10T03:00:00Z');
    const now = new Date('2026-12-07T20:30:00Z'); // 8 Dec, 03:30 in Bangkok
    const times = plannedSaleTimes(firstShelved, now);
    const days = times.map((at) => bangkokDate(at));
    expect(days.slice(0, 4).every((day) => day >= '2026-09-12' && day < '2026-12-01')).toBe(true);
    expect(days.slice(4).every((day) => day >= '2026-12-01' && day < '2026-12-08')).toBe(true);
    expect(times.every((at) => bangkokHour(at) >= 10 && bangkokHour(at) < 19)).toBe(true);
    expect(times.map((at) => at.getTime())).toEqual(times.map((at) => at.getTime()).sort((a, b) => a - b));
  });

  it('on the 1st of a month, are this month’s all the same: in the minutes before now', () => {
    const now = new Date('2026-12-01T01:00:00Z'); // 1 Dec, 08:00 in Bangkok
    const times = plannedSaleTimes(new Date('2026-09-10T03:00:00Z'), now);
    for (const at of times.slice(4)) {
      expect(bangkokDate(at)).toBe('2026-12-01');
      expect(at.getTime()).toBeLessThan(now.getTime());
    }
  });
});

describe("the demo's expenses (issue 30, item 10)", () => {
  const MIGRATION_CATEGORIES = [
    ['ค่าเช่า', 'Rent'],
    ['ค่าน้ำ ค่าไฟ ค่าอินเทอร์เน็ต', 'Utilities and internet'],
    ['เงินเดือนและค่าจ้าง', 'Salaries and wages'],
    ['ค่าขนส่ง', 'Shipping and couriers'],
    ['ค่าการตลาดและโฆษณา', 'Marketing and advertising'],
    ['อะไหล่และซ่อมแซม', 'Parts and repairs'],
    ['วัสดุสิ้นเปลืองสำนักงาน', 'Office supplies'],
    ['ค่าธรรมเนียมธนาคารและการชำระเงิน', 'Bank and payment fees'],
    ['ค่าบริการวิชาชีพ', 'Professional services'],
    ['อื่น ๆ', 'Other'],
  ] as const;

  it('gives each of the shop’s categories its own bill, at a small shop’s amounts', () => {
    const bills = MIGRATION_CATEGORIES.map(([nameTh, nameEn]) => demoBillFor({ nameTh, nameEn }));
    expect(new Set(bills.map((bill) => bill.reference)).size).toBe(MIGRATION_CATEGORIES.length);
    const amount = (nameEn: string) => bills[MIGRATION_CATEGORIES.findIndex(([, en]) => en === nameEn)]!.baht;
    // Wages and rent are the big ones; office supplies are a few hundred baht (not 45,137).
    expect(Math.max(...bills.map((bill) => bill.baht))).toBe(amount('Salaries and wages'));
    expect(amount('Rent')).toBeGreaterThan(amount('Utilities and internet'));
    expect(amount('Office supplies')).toBeLessThan(2_000);
    // Renting premises is VAT-exempt and wages carry none; a supplier's bill carries VAT.
    expect(bills.filter((bill) => !bill.vat).map((bill) => bill.reference)).toEqual(['RENT', 'SAL', 'OTH']);
  });

  it('matches a category by its Thai name when the English one says nothing, else a sundry bill', () => {
    expect(demoBillFor({ nameTh: 'ค่าเช่าโกดัง', nameEn: 'Warehouse' }).reference).toBe('RENT');
    expect(demoBillFor({ nameTh: 'ทดสอบ', nameEn: 'Misc' }).reference).toBe('OTH');
    expect(DEMO_BILLS.every((bill) => bill.spread < bill.baht)).toBe(true);
  });
});
