import type { TProvinceKey } from '#core/provinces.ts';
import type { TDb } from '../client.ts';
import { stores } from '../schema/index.ts';

interface TSeedStore {
  /** Stable key: the seed's idempotency key; never rename an existing one. */
  slug: string;
  province: TProvinceKey;
  name: { th: string; en: string };
  address: { th: string; en: string };
  openingHours: { th: string; en: string };
  phone: string;
  sortOrder: number;
}

const DAILY_10_21 = { th: 'ทุกวัน 10:00–21:00 น.', en: 'Daily 10:00–21:00' };
const DAILY_1030_21 = { th: 'ทุกวัน 10:30–21:00 น.', en: 'Daily 10:30–21:00' };
const DAILY_11_22 = { th: 'ทุกวัน 11:00–22:00 น.', en: 'Daily 11:00–22:00' };

/** Drop-off counters: three in Bangkok, one in each large regional city. Bangkok first, then north to south. */
export const seedStoreRows: readonly TSeedStore[] = [
  {
    slug: 'bkk-siam',
    province: 'bangkok',
    name: { th: 'คุ้มค่า สาขาสยามสแควร์วัน', en: 'Khumkha Siam Square One' },
    address: {
      th: 'ชั้น 4 สยามสแควร์วัน 388 ถนนพระรามที่ 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพมหานคร 10330',
      en: '4th floor, Siam Square One, 388 Rama I Road, Pathum Wan, Bangkok 10330',
    },
    openingHours: DAILY_10_21,
    phone: '02-026-8801',
    sortOrder: 10,
  },
  {
    slug: 'bkk-ladprao',
    province: 'bangkok',
    name: { th: 'คุ้มค่า สาขาเซ็นทรัล ลาดพร้าว', en: 'Khumkha Central Ladprao' },
    address: {
      th: 'ชั้น 3 เซ็นทรัล ลาดพร้าว 1693 ถนนพหลโยธิน แขวงจตุจักร เขตจตุจักร กรุงเทพมหานคร 10900',
      en: '3rd floor, Central Ladprao, 1693 Phahonyothin Road, Chatuchak, Bangkok 10900',
    },
    openingHours: DAILY_1030_21,
    phone: '02-026-8802',
    sortOrder: 20,
  },
  {
    slug: 'bkk-bangna',
    province: 'bangkok',
    name: { th: 'คุ้มค่า สาขาเซ็นทรัล บางนา', en: 'Khumkha Central Bangna' },
    address: {
      th: 'ชั้น 2 เซ็นทรัล บางนา 1090 ถนนบางนา-ตราด แขวงบางนาใต้ เขตบางนา กรุงเทพมหานคร 10260',
      en: '2nd floor, Central Bangna, 1090 Bangna-Trad Road, Bang Na Tai, Bang Na, Bangkok 10260',
    },
    openingHours: DAILY_1030_21,
    phone: '02-026-8803',
    sortOrder: 30,
  },
  {
    slug: 'cnx-festival',
    province: 'chiang-mai',
    name: { th: 'คุ้มค่า สาขาเซ็นทรัล เชียงใหม่', en: 'Khumkha Central Chiang Mai' },
    address: {
      th: 'ชั้น 2 เซ็นทรัล เชียงใหม่ 99/3 หมู่ 4 ถนนซูเปอร์ไฮเวย์เชียงใหม่-ลำปาง ตำบลฟ้าฮ่าม อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50000',
      en: '2nd floor, Central Chiang Mai, 99/3 Moo 4, Chiang Mai–Lampang Super Highway, Fa Ham, Mueang Chiang Mai, Chiang Mai 50000',
    },
    openingHours: DAILY_11_22,
    phone: '053-020-881',
    sortOrder: 40,
  },
  {
    slug: 'kkc-central',
    province: 'khon-kaen',
    name: { th: 'คุ้มค่า สาขาเซ็นทรัล ขอนแก่น', en: 'Khumkha Central Khon Kaen' },
    address: {
      th: 'ชั้น 2 เซ็นทรัล ขอนแก่น 99 ถนนศรีจันทร์ ตำบลในเมือง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000',
      en: '2nd floor, Central Khon Kaen, 99 Srichan Road, Nai Mueang, Mueang Khon Kaen, Khon Kaen 40000',
    },
    openingHours: DAILY_1030_21,
    phone: '043-020-882',
    sortOrder: 50,
  },
  {
    slug: 'cbi-pattaya',
    province: 'chonburi',
    name: { th: 'คุ้มค่า สาขาเซ็นทรัล พัทยา', en: 'Khumkha Central Pattaya' },
    address: {
      th: 'ชั้น 3 เซ็นทรัล พัทยา 333/99 หมู่ 9 ถนนพัทยาสาย 2 ตำบลหนองปรือ อำเภอบางละมุง จังหวัดชลบุรี 20150',
      en: '3rd floor, Central Pattaya, 333/99 Moo 9, Pattaya Second Road, Nong Prue, Bang Lamung, Chonburi 20150',
    },
    openingHours: DAILY_11_22,
    phone: '038-020-884',
    sortOrder: 60,
  },
  {
    slug: 'hkt-floresta',
    province: 'phuket',
    name: { th: 'คุ้มค่า สาขาเซ็นทรัล ภูเก็ต', en: 'Khumkha Central Phuket' },
    address: {
      th: 'ชั้น 1 เซ็นทรัล ภูเก็ต ฟลอเรสต้า 199 ถนนเฉลิมพระเกียรติ ร.9 ตำบลวิชิต อำเภอเมืองภูเก็ต จังหวัดภูเก็ต 83000',
      en: '1st floor, Central Phuket Floresta, 199 Chalermprakiat Ror 9 Road, Wichit, Mueang Phuket, Phuket 83000',
    },
    openingHours: DAILY_1030_21,
    phone: '076-020-883',
    sortOrder: 70,
  },
  {
    slug: 'hdy-central',
    province: 'songkhla',
    name: { th: 'คุ้มค่า สาขาเซ็นทรัล หาดใหญ่', en: 'Khumkha Central Hat Yai' },
    address: {
      th: 'ชั้น 2 เซ็นทรัล หาดใหญ่ 1518 ถนนกาญจนวณิชย์ ตำบลหาดใหญ่ อำเภอหาดใหญ่ จังหวัดสงขลา 90110',
      en: '2nd floor, Central Hat Yai, 1518 Kanjanavanich Road, Hat Yai, Songkhla 90110',
    },
    openingHours: DAILY_1030_21,
    phone: '074-020-885',
    sortOrder: 80,
  },
];

/** Inserts the stores that are missing (matched by slug); existing rows and staff edits are kept. */
export async function seedStores(db: TDb): Promise<{ stores: number }> {
  const inserted = await db
    .insert(stores)
    .values(
      seedStoreRows.map((store) => ({
        slug: store.slug,
        nameTh: store.name.th,
        nameEn: store.name.en,
        addressTh: store.address.th,
        addressEn: store.address.en,
        province: store.province,
        openingHoursTh: store.openingHours.th,
        openingHoursEn: store.openingHours.en,
        phone: store.phone,
        sortOrder: store.sortOrder,
      })),
    )
    .onConflictDoNothing({ target: stores.slug })
    .returning({ id: stores.id });
  return { stores: inserted.length };
}
