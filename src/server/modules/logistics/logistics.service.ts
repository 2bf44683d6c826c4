import {
  DEFAULT_CARRIERS,
  trackingLink,
  type TDelivery,
  type TDeliveryDetail,
  type TDeliveryEdit,
  type TDeliveryListQuery,
  type TDeliveryStep,
  type TTrackedDelivery,
} from '#core/contracts/logistics.ts';
import {
  DELIVERY_OVERDUE_DAYS_DEFAULT,
  deliveryOverdueBefore,
  isDeliveryOverdue,
} from '#core/logistics/overdue.ts';
import type { TRole } from '#core/roles.ts';
import { allowedTransitions } from '#core/workflow/decide-transition.ts';
import { DELIVERY_MACHINE, type TDeliveryState } from '#core/workflow/delivery-machine.ts';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { attachFiles } from '../files/attach-files.ts';
import type { TFilesService } from '../files/files.service.ts';
import { applyTransition } from '../workflow/apply-transition.ts';
import { phoneMatches, TRACK_NOT_FOUND_KEY } from '../tracking/tracking.service.ts';
import { changedMeanwhile } from '../workflow/workflow-errors.ts';
import { readHistory } from '../workflow/workflow.repository.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import * as repo from './logistics.repository.ts';
import { renderProofOfDeliveryPdf } from './proof-of-delivery-pdf.ts';

export interface TLogisticsActor {
  userId: string | null;
  roles: readonly TRole[];
  ip?: string | undefined;
}

const notFound = () => new AppError('NOT_FOUND', 'logisticsConsole.errors.notFound', 'No such delivery');

function toDeliveryOf(row: repo.TDeliveryRow, overdueDays: number, now = new Date()): TDelivery {
  const { delivery } = row;
  return {
    id: delivery.id,
    kind: delivery.tradeInId === null ? 'sale' : 'return',
    saleId: delivery.saleId,
    documentNumber: row.documentNumber,
    customerName: row.customerName,
    address: delivery.address,
    phone: delivery.phone,
    status: delivery.status,
    carrierId: delivery.carrierId,
    carrierName: row.carrierName,
    carrierNameTh: row.carrierNameTh,
    trackingNumber: delivery.trackingNumber,
    trackingUrl: trackingLink(row.carrierUrl ?? '', delivery.trackingNumber),
    notes: delivery.notes,
    recipientName: delivery.recipientName,
    signatureFileId: delivery.signatureFileId,
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
    version: delivery.version,
    items: row.items,
    overdue: isDeliveryOverdue(delivery, now, overdueDays),
  };
}

export function createLogisticsService(deps: {
  db: TDb;
  workflow: TWorkflow;
  files: TFilesService;
  /** `DELIVERY_OVERDUE_DAYS`: an open delivery older than this is overdue (decision 045). */
  overdueDays?: number;
}) {
  const overdueDays = deps.overdueDays ?? DELIVERY_OVERDUE_DAYS_DEFAULT;
  const toDelivery = (row: repo.TDeliveryRow) => toDeliveryOf(row, overdueDays);

  async function carriers() {
    let list = await repo.listCarriers(deps.db);
    if (list.length === 0) {
      await deps.db.transaction((tx) =>
        repo.replaceCarriers(
          tx,
          DEFAULT_CARRIERS.map((carrier) => ({ ...carrier, active: true })),
        ),
      );
      list = await repo.listCarriers(deps.db);
    }
    return {
      carriers: list.map(({ id, name, nameTh, trackingUrl, active }) => ({
        id,
        name,
        nameTh,
        trackingUrl,
        active,
      })),
    };
  }

  async function updateCarriers(input: {
    carriers: { name: string; nameTh: string; trackingUrl: string; active: boolean }[];
  }) {
    await deps.db.transaction((tx) => repo.replaceCarriers(tx, input.carriers));
    return carriers();
  }

  async function list(query: TDeliveryListQuery) {
    const now = new Date();
    const before = query.overdue ? deliveryOverdueBefore(now, overdueDays) : undefined;
    const page = await repo.listDeliveries(deps.db, query, before);
    return {
      items: page.rows.map((row) => toDeliveryOf(row, overdueDays, now)),
      nextCursor: page.nextCursor,
      overdueDays,
    };
  }

  /** How many deliveries are overdue now (the dashboard). */
  async function countOverdue(): Promise<number> {
    return repo.countOverdueDeliveries(deps.db, deliveryOverdueBefore(new Date(), overdueDays));
  }

  async function detail(id: number, roles: readonly TRole[]): Promise<TDeliveryDetail> {
    const row = await repo.findDelivery(deps.db, id);
    if (!row) throw notFound();
    const history = await readHistory(deps.db, 'delivery', [id]);
    return {
      ...toDelivery(row),
      history: history.map((step) => ({
        from: step.fromState,
        to: step.toState,
        at: step.createdAt.toISOString(),
        by: step.actorLabel,
        note: step.note,
        evidence: step.evidence,
      })),
      next: allowedTransitions(
        DELIVERY_MACHINE,
        row.delivery.status,
        { kind: 'staff', roles },
        undefined,
      ).map((option) => option.to as TDeliveryState),
    };
  }

  /**
   * One step through the workflow: the evidence it needs is the machine's (tracking number, signature and
   * recipient, reason); the carrier, tracking number, signature file and recipient are kept on the row.
   */
  async function step(id: number, input: TDeliveryStep, actor: TLogisticsActor): Promise<TDeliveryDetail> {
    await deps.workflow.transaction(async (tx) => {
      if (input.carrierId !== undefined && !(await repo.carrierExists(tx, input.carrierId)))
        throw new AppError('VALIDATION', 'logisticsConsole.errors.carrier', 'No such carrier', [
          { path: 'carrierId', messageKey: 'logisticsConsole.errors.carrier' },
        ]);
      await applyTransition(tx, {
        entity: 'delivery',
        id,
        to: input.to,
        actor: { kind: 'staff', userId: actor.userId, roles: actor.roles, ip: actor.ip },
        version: input.version,
        note: input.note,
        evidence: {
          ...(input.trackingNumber ? { trackingNumber: input.trackingNumber } : {}),
          ...(input.recipientName ? { recipientName: input.recipientName } : {}),
          ...(input.signature ? { signature: input.signature } : {}),
          ...(input.reason ? { reason: input.reason } : {}),
        },
      });
      if (input.to === 'delivered' && input.signature) await attachFiles(tx, [input.signature], 'signature');
      await repo.writeDeliveryFacts(tx, id, {
        ...(input.carrierId !== undefined ? { carrierId: input.carrierId } : {}),
        ...(input.to === 'inTransit' && input.trackingNumber ? { trackingNumber: input.trackingNumber } : {}),
        ...(input.to === 'delivered'
          ? {
              recipientName: input.recipientName ?? null,
              signatureFileId: input.signature ?? null,
              deliveredAt: new Date(),
            }
          : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
      });
    });
    return detail(id, actor.roles);
  }

  /** The carrier and notes, at the version the caller saw (409 when changed meanwhile). */
  async function edit(id: number, input: TDeliveryEdit, actor: TLogisticsActor): Promise<TDeliveryDetail> {
    await deps.db.transaction(async (tx) => {
      if (input.carrierId != null && !(await repo.carrierExists(tx, input.carrierId)))
        throw new AppError('VALIDATION', 'logisticsConsole.errors.carrier', 'No such carrier', [
          { path: 'carrierId', messageKey: 'logisticsConsole.errors.carrier' },
        ]);
      const changed = await repo.editDelivery(tx, id, input.version, {
        ...(input.carrierId !== undefined ? { carrierId: input.carrierId } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
      });
      if (!changed) {
        if (!(await repo.findDelivery(tx, id))) throw notFound();
        throw changedMeanwhile('delivery');
      }
    });
    return detail(id, actor.roles);
  }

  /**
   * /track for a buyer: the same answer for an unknown number and a wrong phone (the tracking limits
   * count both, decision 030), and only what the parcel's state needs — no address, no names.
   */
  async function trackForCustomer(documentNumber: string, phone: string): Promise<TTrackedDelivery> {
    const row = await repo.findDeliveryByDocument(deps.db, documentNumber);
    if (!phoneMatches(phone, row?.delivery.phone) || !row)
      throw new AppError('NOT_FOUND', TRACK_NOT_FOUND_KEY, 'No delivery with this number and phone');
    const delivery = toDelivery(row);
    const history = await readHistory(deps.db, 'delivery', [delivery.id]);
    return {
      documentNumber,
      status: delivery.status,
      items: delivery.items,
      carrierName: delivery.carrierName,
      carrierNameTh: delivery.carrierNameTh,
      trackingNumber: delivery.trackingNumber,
      trackingUrl: delivery.trackingUrl,
      deliveredAt: delivery.deliveredAt,
      timeline: history.map((step) => ({
        status: step.toState as TTrackedDelivery['status'],
        at: step.createdAt.toISOString(),
      })),
    };
  }

  async function proofOfDelivery(id: number, locale: 'th' | 'en' = 'th'): Promise<Buffer> {
    const row = await repo.findDelivery(deps.db, id);
    if (!row || row.delivery.status !== 'delivered' || !row.delivery.signatureFileId)
      throw new AppError('NOT_FOUND', 'logisticsConsole.errors.notDelivered', 'Not delivered yet');
    const signature = await deps.files.readById(row.delivery.signatureFileId);
    return renderProofOfDeliveryPdf(
      { delivery: toDelivery(row), signature: signature?.data ?? null },
      locale,
    );
  }

  return {
    carriers,
    updateCarriers,
    list,
    countOverdue,
    detail,
    step,
    edit,
    trackForCustomer,
    proofOfDelivery,
  };
}

export type TLogisticsService = ReturnType<typeof createLogisticsService>;
