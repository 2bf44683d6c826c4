import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { quotes, stores, tradeIns } from '../../db/schema/index.ts';
import type { TReceiptSource } from './receipt-view.ts';

export type TReceiptRecord = TReceiptSource & { receiptTokenHash: string; locale: string };

export function createReceiptsRepository(db: TDb) {
  return {
    /** The request with its drop-off store and its quote's price lock, or undefined. */
    async findReceiptRecord(reference: string): Promise<TReceiptRecord | undefined> {
      const [row] = await db
        .select({
          reference: tradeIns.reference,
          createdAt: tradeIns.createdAt,
          deviceDescription: tradeIns.deviceDescription,
          imeiSerial: tradeIns.imeiSerial,
          grade: tradeIns.grade,
          option: tradeIns.option,
          fulfilment: tradeIns.fulfilment,
          offeredThb: tradeIns.offeredThb,
          priceLines: tradeIns.priceLines,
          pickupAddress: tradeIns.pickupAddress,
          pickupDate: tradeIns.pickupDate,
          pickupTimeSlot: tradeIns.pickupTimeSlot,
          fullName: tradeIns.fullName,
          phone: tradeIns.phone,
          locale: tradeIns.locale,
          receiptTokenHash: tradeIns.receiptTokenHash,
          validUntil: quotes.validUntil,
          storeId: stores.id,
          storeNameTh: stores.nameTh,
          storeNameEn: stores.nameEn,
          storeAddressTh: stores.addressTh,
          storeAddressEn: stores.addressEn,
          storeHoursTh: stores.openingHoursTh,
          storeHoursEn: stores.openingHoursEn,
          storePhone: stores.phone,
        })
        .from(tradeIns)
        .leftJoin(stores, eq(stores.id, tradeIns.storeId))
        .leftJoin(quotes, eq(quotes.id, tradeIns.quoteId))
        .where(eq(tradeIns.reference, reference));
      if (!row) return undefined;
      const {
        storeId,
        storeNameTh,
        storeNameEn,
        storeAddressTh,
        storeAddressEn,
        storeHoursTh,
        storeHoursEn,
        storePhone,
        ...rest
      } = row;
      return {
        ...rest,
        store:
          storeId === null
            ? null
            : {
                name: { th: storeNameTh ?? '', en: storeNameEn ?? '' },
                address: { th: storeAddressTh ?? '', en: storeAddressEn ?? '' },
                openingHours: { th: storeHoursTh ?? '', en: storeHoursEn ?? '' },
                phone: storePhone ?? '',
              },
      };
    },
  };
}

export type TReceiptsRepository = ReturnType<typeof createReceiptsRepository>;
