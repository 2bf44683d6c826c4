import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { DEFAULT_CARRIERS } from '#core/contracts/logistics.ts';
import type { TDb, TTx } from '../../client.ts';
import { auditLog, deliveries, outboxEvents, storedFiles, workflowHistory } from '../../schema/index.ts';
import { prepareFile } from '../../../modules/files/file-content.ts';
import { FILE_FOLDERS } from '../../../modules/files/files.service.ts';
import { createFilesRepository } from '../../../modules/files/files.repository.ts';
import { attachFiles } from '../../../modules/files/attach-files.ts';
import {
  listCarriers,
  replaceCarriers,
  writeDeliveryFacts,
} from '../../../modules/logistics/logistics.repository.ts';
import { applyTransition } from '../../../modules/workflow/apply-transition.ts';
import type { TWorkflow } from '../../../modules/workflow/workflow.ts';
import { fileKey, type TFileStore } from '../../../storage/file-store.ts';
import { and, eq, or } from 'drizzle-orm';

const HOUR_MS = 60 * 60 * 1000;
const LOGISTICS = { kind: 'staff' as const, userId: null, roles: ['logistics' as const] };

/** Where a demo delivery ends (decision 030): every state of the delivery machine after pending. */
export type TDemoDeliveryEnd = 'inTransit' | 'delivered' | 'failed' | 'returned';
const PATHS: Record<TDemoDeliveryEnd, TDemoDeliveryEnd[]> = {
  inTransit: ['inTransit'],
  delivered: ['inTransit', 'delivered'],
  failed: ['inTransit', 'failed'],
  returned: ['inTransit', 'failed', 'returned'],
};
const CARRIER_OF: Record<TDemoDeliveryEnd, string> = {
  inTransit: 'Thailand Post',
  delivered: 'Kerry Express',
  failed: 'Flash Express',
  returned: 'J&T Express',
};

/**
 * A recipient's signature as a courier would draw it on a phone: a few looping strokes, different for
 * each seed, on white, through sharp (the project's image tooling).
 */
export function drawDemoSignature(seed: number): Promise<Buffer> {
  const wave = (offset: number) =>
    Array.from({ length: 6 }, (_, index) => {
      const x = 40 + index * 55 + offset;
      const up = 40 + ((seed * (index + 3)) % 25);
      return `Q ${x + 12} ${up} ${x + 27} 95 T ${x + 55} ${100 - ((seed + index) % 20)}`;
    }).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="160">
    <path d="M 30 100 ${wave(0)}" stroke="#0f172a" stroke-width="3.5" fill="none" stroke-linecap="round"/>
    <path d="M 60 125 C 160 ${110 + (seed % 15)}, 260 140, 380 118" stroke="#0f172a" stroke-width="2.5" fill="none" stroke-linecap="round"/>
  </svg>`;
  return sharp({ create: { width: 420, height: 160, channels: 4, background: '#ffffff' } })
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}

/** Stores a drawn signature as a pending `signature` file (as an upload would), without an uploader. */
async function storeDemoSignature(db: TDb, files: TFileStore, seed: number): Promise<string> {
  const prepared = await prepareFile('drawing', await drawDemoSignature(seed));
  const id = randomUUID();
  const key = fileKey(FILE_FOLDERS.signature, `${id}.${prepared.extension}`);
  await files.put(key, prepared.data, prepared.mimeType);
  await createFilesRepository(db).insertPending({
    id,
    kind: 'signature',
    storageKey: key,
    mimeType: prepared.mimeType,
    bytes: prepared.data.byteLength,
    width: prepared.width,
    height: prepared.height,
    uploadedBy: null,
  });
  return id;
}

async function carrierIdByName(db: TDb, name: string): Promise<number | null> {
  let list = await listCarriers(db);
  if (list.length === 0) {
    await db.transaction((tx) =>
      replaceCarriers(
        tx,
        DEFAULT_CARRIERS.map((carrier) => ({ ...carrier, active: true })),
      ),
    );
    list = await listCarriers(db);
  }
  return list.find((carrier) => carrier.name === name)?.id ?? null;
}

/**
 * Takes a demo sale's delivery through the machine to `end`, a few hours a step after the sale (never
 * past `now`): a carrier and tracking number, then the recipient's drawn signature, or a failed attempt
 * and the return to the sender.
 */
export async function walkDemoDelivery(
  db: TDb,
  deps: { workflow: TWorkflow; files: TFileStore },
  deliveryId: number,
  end: TDemoDeliveryEnd,
  options: { saleId: number; recipient: string; at: Date; now: Date },
): Promise<void> {
  const path = PATHS[end];
  const carrierId = await carrierIdByName(db, CARRIER_OF[end]);
  const trackingNumber = `TH${String(options.saleId).padStart(10, '0')}`;
  const signature = end === 'delivered' ? await storeDemoSignature(db, deps.files, options.saleId) : null;
  for (const [index, to] of path.entries()) {
    const at = new Date(
      Math.min(
        options.at.getTime() + (index + 1) * 3 * HOUR_MS,
        options.now.getTime() - (path.length - index) * 0.25 * HOUR_MS,
      ),
    );
    await deps.workflow.transaction(async (tx) => {
      const evidence =
        to === 'inTransit'
          ? { trackingNumber }
          : to === 'delivered'
            ? { signature: signature!, recipientName: options.recipient }
            : {
                reason: to === 'failed' ? 'ไม่มีผู้รับที่บ้าน โทรไม่ติด' : 'ติดต่อผู้รับไม่ได้ ส่งคืนผู้ส่ง',
              };
      await applyTransition(tx, { entity: 'delivery', id: deliveryId, to, actor: LOGISTICS, evidence, at });
      if (to === 'inTransit') await writeDeliveryFacts(tx, deliveryId, { carrierId, trackingNumber });
      if (to === 'delivered') {
        await attachFiles(tx, [signature!], 'signature');
        await writeDeliveryFacts(tx, deliveryId, {
          recipientName: options.recipient,
          signatureFileId: signature,
          deliveredAt: at,
        });
      }
    });
  }
}

/**
 * The stored files (signatures, slips) of deleted demo records: their rows go here, and their keys come
 * back so the bytes are removed from the file store once the deletion has committed.
 */
export async function deleteDemoFiles(tx: TTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const removed = await tx
    .delete(storedFiles)
    .where(inArray(storedFiles.id, [...ids]))
    .returning({ key: storedFiles.storageKey });
  return removed.map((row) => row.key);
}

/**
 * The return shipments of the demo's declined requests (opened by the outbox handler), with their
 * history, events and audit rows: before the requests themselves go. Returns the signatures' file keys.
 */
export async function deleteDemoReturnShipments(tx: TTx, tradeInIds: readonly number[]): Promise<string[]> {
  if (tradeInIds.length === 0) return [];
  const rows = await tx
    .select({ id: deliveries.id, signature: deliveries.signatureFileId })
    .from(deliveries)
    .where(inArray(deliveries.tradeInId, [...tradeInIds]));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const ofDeliveries = (entity: typeof workflowHistory.entity, entityId: typeof workflowHistory.entityId) =>
    and(eq(entity, 'delivery'), inArray(entityId, ids));
  await tx.delete(workflowHistory).where(ofDeliveries(workflowHistory.entity, workflowHistory.entityId));
  await tx
    .delete(outboxEvents)
    .where(or(and(eq(outboxEvents.entity, 'delivery'), inArray(outboxEvents.entityId, ids))));
  await tx
    .delete(auditLog)
    .where(and(eq(auditLog.targetType, 'delivery'), inArray(auditLog.targetId, ids.map(String))));
  await tx.delete(deliveries).where(inArray(deliveries.id, ids));
  return deleteDemoFiles(
    tx,
    rows.flatMap((row) => (row.signature ? [row.signature] : [])),
  );
}
