import {
  PICKUP_STATES,
  type TPickup,
  type TPickupHandover,
  type TPickupListQuery,
} from '#core/contracts/logistics.ts';
import { addDays, bangkokDate } from '#core/bangkok-time.ts';
import { isPickupOverdue } from '#core/logistics/overdue.ts';
import { pickupDistrict, pickupMapLink } from '#core/pickup-area.ts';
import { PROVINCES } from '#core/provinces.ts';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { attachFiles } from '../files/attach-files.ts';
import { moveTradeIn } from '../trade-ins/trade-in-steps.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import type { TLogisticsActor } from './logistics.service.ts';
import * as repo from './pickups.repository.ts';
import { renderRunSheetPdf } from './run-sheet-pdf.ts';

const notFound = () => new AppError('NOT_FOUND', 'logisticsConsole.errors.pickupNotFound', 'No such pick-up');

/** Open pick-ups shown without a day: those due within this many days (and any overdue). */
const OPEN_HORIZON_DAYS = 60;

const provinceOf = (key: string) => PROVINCES.find((province) => province.key === key);

export function toPickup(row: repo.TPickupRow, now = new Date()): TPickup {
  const province = provinceOf(row.province);
  const address = row.address ?? '';
  return {
    id: row.id,
    reference: row.reference,
    status: (PICKUP_STATES as readonly string[]).includes(row.status)
      ? (row.status as TPickup['status'])
      : 'received',
    version: row.version,
    customerName: row.customerName,
    phone: row.phone,
    device: row.device,
    address,
    district: pickupDistrict(address, province ? [province.th, province.en] : []),
    province: row.province,
    provinceName: { th: province?.th ?? row.province, en: province?.en ?? row.province },
    date: row.date,
    timeSlot: row.timeSlot,
    mapUrl: pickupMapLink(address, province?.en ?? row.province),
    overdue: isPickupOverdue(row, now),
  };
}

/** The order of run sheets' words: the default locale's, made once (each localeCompare call makes its own). */
const collator = new Intl.Collator();

/** Runs: by day, then area (province, district), then slot. Each pick-up's key is made once. */
export function inRunOrder(pickups: TPickup[]): TPickup[] {
  const keyed = pickups.map((pickup) => ({
    pickup,
    key: [
      pickup.date ?? '9999',
      pickup.provinceName.en,
      pickup.district,
      pickup.timeSlot ?? '',
      pickup.reference,
    ],
  }));
  keyed.sort((a, b) => {
    for (let index = 0; index < a.key.length; index += 1) {
      const order = collator.compare(a.key[index]!, b.key[index]!);
      if (order !== 0) return order;
    }
    return 0;
  });
  return keyed.map((entry) => entry.pickup);
}

/**
 * Inbound pick-ups (issue 19, decision 030): the booked courier pick-ups of trade-in requests, a day's
 * run sheet, and the two steps logistics takes — confirm the slot (booked) and the hand-over at the door
 * (received, with the device photo and the customer's signature as the workflow's evidence).
 */
export function createPickupsService(deps: { db: TDb; workflow: TWorkflow }) {
  const staff = (actor: TLogisticsActor) => ({
    kind: 'staff' as const,
    userId: actor.userId,
    roles: actor.roles,
    ip: actor.ip,
  });

  async function list(query: TPickupListQuery) {
    const now = new Date();
    // Overdue work is due today at the latest: the slot decides the rest (core/logistics/overdue.ts).
    const until = query.overdue ? bangkokDate(now) : addDays(bangkokDate(now), OPEN_HORIZON_DAYS);
    const pickups = (await repo.listPickups(deps.db, query, until)).map((row) => toPickup(row, now));
    return { items: inRunOrder(query.overdue ? pickups.filter((pickup) => pickup.overdue) : pickups) };
  }

  /** How many pick-ups are past their slot now (the dashboard). */
  async function countOverdue(): Promise<number> {
    return (await list({ overdue: '1' })).items.length;
  }

  async function reread(id: number) {
    const row = await repo.findPickup(deps.db, id);
    if (!row) throw notFound();
    return toPickup(row);
  }

  async function book(
    id: number,
    input: { version: number; note?: string | undefined },
    actor: TLogisticsActor,
  ) {
    await deps.workflow.transaction(async (tx) => {
      if (!(await repo.findPickup(tx, id))) throw notFound();
      await moveTradeIn(tx, {
        id,
        to: 'booked',
        version: input.version,
        note: input.note,
        actor: staff(actor),
      });
    });
    return reread(id);
  }

  async function handover(id: number, input: TPickupHandover, actor: TLogisticsActor) {
    await deps.workflow.transaction(async (tx) => {
      if (!(await repo.findPickup(tx, id))) throw notFound();
      await moveTradeIn(tx, {
        id,
        to: 'received',
        version: input.version,
        note: input.note,
        actor: staff(actor),
        signature: input.signature,
        handoverPhoto: input.handoverPhoto,
      });
      if (input.signature) await attachFiles(tx, [input.signature], 'signature');
      if (input.handoverPhoto) await attachFiles(tx, [input.handoverPhoto], 'handoverPhoto');
    });
    return reread(id);
  }

  async function runSheet(date: string): Promise<Buffer> {
    const pickups = inRunOrder((await repo.bookedOn(deps.db, date)).map((row) => toPickup(row)));
    return renderRunSheetPdf({ date, pickups });
  }

  return { list, countOverdue, book, handover, runSheet };
}

export type TPickupsService = ReturnType<typeof createPickupsService>;
