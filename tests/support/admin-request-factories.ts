/**
 * Requests for the admin list, its export and its benchmark: one at a time (createRequest) or many in
 * one statement (generateRequests, generate_series). No vitest import: scripts/bench uses it too.
 */
import { sql } from 'drizzle-orm';
import { PROVINCE_KEYS } from '#core/provinces.ts';
import { generateReference } from '#core/reference.ts';
import type { TDb } from '#server/db/client.ts';
import { tradeIns } from '#server/db/schema/index.ts';
import { seedRequote, type TRequoteDecision } from './workflow-factories.ts';

export type TRequestRow = typeof tradeIns.$inferSelect;

let sequence = 0;

/**
 * A stored request with the fields the list shows; `overrides` sets any column, and `requoteDecision`
 * the customer's answer when the actual price is below the offer (a pending re-quote when inspected).
 */
export async function createRequest(
  db: TDb,
  options: Partial<typeof tradeIns.$inferInsert> & { requoteDecision?: TRequoteDecision } = {},
): Promise<TRequestRow> {
  const { requoteDecision = null, ...overrides } = options;
  sequence += 1;
  const [row] = await db
    .insert(tradeIns)
    .values({
      reference: generateReference(),
      deviceDescription: 'Apple iPhone 15 128 GB',
      fulfilment: 'store',
      option: 'tradeIn',
      province: 'bangkok',
      fullName: `สมชาย ใจดี ${sequence}`,
      phone: `08${String(10_000_000 + sequence).slice(-8)}`,
      offeredThb: 17_600,
      contentHash: `factory-${sequence}-${Date.now()}`,
      receiptTokenHash: 'factory',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createRequest inserted no row');
  await seedRequote(db, row, requoteDecision);
  return row;
}

const THAI_FIRST = ['สมชาย', 'สมศรี', 'วิชัย', 'มาลี', 'ประเสริฐ', 'สุดา', 'อนันต์', 'กนกพร', 'ธนา', 'พิมพ์ชนก'];
const LATIN_FIRST = [
  'Somchai',
  'Malee',
  'Niran',
  'Ploy',
  'Kittisak',
  'Anong',
  'John',
  'Emma',
  'Arthit',
  'Nok',
];
const SURNAMES = ['ใจดี', 'ศรีสุข', 'Wongsawat', 'รุ่งเรือง', 'Chaiyaporn', 'แสงทอง', 'Suksawat', 'บุญมา'];
const DEALERS = Array.from({ length: 50 }, (_, index) => `BKK-D${String(index).padStart(3, '0')}`);
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]::text[]`);

export interface TGenerateOptions {
  count: number;
  /** Row numbers start here (references and phones derive from it, so later batches never clash). */
  firstIndex?: number;
  /** The oldest request's time; the others follow every `stepSeconds`. */
  start?: Date;
  stepSeconds?: number;
  /** Rows sharing one created_at (ties the keyset must break by id). */
  rowsPerInstant?: number;
}

/**
 * `count` requests in one statement, spread as a shop's year would be: statuses mostly settled,
 * Bangkok 40 %, a tenth through dealers, store or pick-up, the catalogue's models (brand and category
 * copied as submission does; none when the catalogue is empty), Thai and Latin names, a phone each,
 * an email for 60 %, an IMEI for half and a serial for a tenth. Deterministic: the same options make
 * the same rows. References are TRD-<day>-<row number in base 36>, unique below 36⁴ rows.
 */
export async function generateRequests(db: TDb, options: TGenerateOptions): Promise<void> {
  const first = options.firstIndex ?? 1;
  const last = first + options.count - 1;
  if (last >= 36 ** 4) throw new Error('generateRequests: row numbers must stay below 36^4');
  const start = options.start ?? new Date(Date.now() - 365 * 24 * 60 * 60 * 1000);
  const step = options.stepSeconds ?? (365 * 24 * 60 * 60) / Math.max(1, options.count);
  const perInstant = options.rowsPerInstant ?? 1;
  // A deterministic pseudo-random number in [0, n) per row and salt (hashint8 spreads it evenly).
  const roll = (n: number, salt: number) =>
    sql.raw(`((hashint8(g.i * 100 + ${salt})::bigint + 2147483648) % ${n})::integer`);
  const char = (power: number) => sql`substr(${BASE36}, 1 + ((i / ${36 ** power}) % 36)::integer, 1)`;
  await db.execute(sql`
    with catalogue as (
      select coalesce(array_agg(m.id order by m.id), '{}') as model_ids,
        coalesce(array_agg(m.brand_id order by m.id), '{}') as brand_ids,
        coalesce(array_agg(c.key order by m.id), '{}') as category_keys,
        coalesce(array_agg(b.name || ' ' || m.name order by m.id), '{}') as names,
        count(*)::integer as n
      from models m join brands b on b.id = m.brand_id join categories c on c.id = m.category_id
    ),
    rows as (
      select g.i,
        ${start}::timestamptz + make_interval(secs => ((g.i - ${first}) / ${perInstant}) * ${step}::float8) as created_at,
        case when catalogue.n > 0 and ${roll(100, 1)} >= 5 then 1 + ${roll(1_000_000, 2)} % catalogue.n end as model_index,
        ${roll(100, 3)} as status_roll,
        ${roll(100, 4)} as province_roll,
        ${roll(100, 5)} as fulfilment_roll,
        ${roll(100, 6)} as contact_roll,
        ${roll(1_000_000, 7)} as pick,
        ${roll(100, 8)} as dealer_roll,
        ${roll(50, 9)} as dealer_index,
        catalogue.*
      from generate_series(${first}::bigint, ${last}::bigint) as g(i), catalogue
    )
    insert into ${tradeIns} (reference, status, model_id, brand_id, category, storage_gb, device_description,
      imei_serial, grade, system_price_thb, offered_thb, option, fulfilment, pickup_address, pickup_date,
      pickup_time_slot, province, full_name, phone, email, dealer_code, rejection_reason, locale,
      content_hash, receipt_token_hash, created_at, updated_at)
    select
      'TRD-' || to_char(created_at at time zone interval '+07:00', 'YYMMDD') || '-' || ${char(3)} || ${char(2)} || ${char(1)} || ${char(0)},
      case when status_roll < 10 then 'new' when status_roll < 20 then 'booked' when status_roll < 28 then 'received'
        when status_roll < 35 then 'inspected' when status_roll < 80 then 'settled' else 'rejected' end,
      model_ids[model_index], brand_ids[model_index], category_keys[model_index],
      case when model_index is not null then (array[64, 128, 256, 512])[1 + pick % 4] end,
      coalesce(names[model_index], 'อุปกรณ์อื่น ๆ / other device'),
      case when contact_roll < 50 then '35' || lpad(((i * 104729) % 10000000000000)::text, 13, '0')
        when contact_roll < 60 then 'SN' || upper(lpad(to_hex(i), 8, '0')) end,
      case when model_index is not null then (array['excellent', 'good', 'fair', 'broken'])[1 + pick / 4 % 4] end,
      case when model_index is not null then 500 + (pick % 4000) * 10 end,
      case when model_index is not null then 500 + (pick % 4000) * 10 + case when province_roll < 40 then 0 else 300 end end,
      case when model_index is not null then (array['tradeIn', 'tradeIn', 'sale', 'sale', 'voucher'])[1 + pick / 16 % 5] end,
      case when fulfilment_roll < 60 then 'store' else 'pickup' end,
      case when fulfilment_roll >= 60 then 'บ้านเลขที่ ' || i || ' ถนนสุขุมวิท, "ซอย 11"' end,
      case when fulfilment_roll >= 60 then (created_at + interval '2 days')::date end,
      case when fulfilment_roll >= 60 then '09:00-12:00' end,
      case when province_roll < 40 then 'bangkok' else (${textArray(PROVINCE_KEYS.filter((key) => key !== 'bangkok'))})[1 + pick / 80 % 76] end,
      case when pick / 6080 % 2 = 0 then (${textArray(THAI_FIRST)})[1 + pick / 12160 % 10]
        else (${textArray(LATIN_FIRST)})[1 + pick / 12160 % 10] end
        || ' ' || (${textArray(SURNAMES)})[1 + pick / 121600 % 8],
      '08' || lpad(((i * 7919) % 100000000)::text, 8, '0'),
      case when contact_roll >= 40 then 'customer' || i || '@Example.co.th' end,
      case when dealer_roll < 10 then (${textArray(DEALERS)})[1 + dealer_index] end,
      case when status_roll >= 80 then 'ราคาไม่ตรงกับสภาพเครื่อง' end,
      case when pick % 3 = 0 then 'en' else 'th' end,
      'generated-' || i, 'generated', created_at, created_at
    from rows`);
}
