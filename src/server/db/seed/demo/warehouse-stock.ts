import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../client.ts';
import { tradeIns, warehouseItems, workflowHistory } from '../../schema/index.ts';
import { applyTransitions } from '../../../modules/workflow/apply-transitions.ts';
import type { TActorContext } from '../../../modules/workflow/workflow-actor.ts';

const HOUR_MS = 60 * 60 * 1000;
/** The warehouse receives what was settled the working day before, by 10:00 the next morning. */
const RECEIVE_AFTER_MS = 18 * HOUR_MS;
/** Items left pending however long ago they were settled, so the pending tab is never empty. */
const PENDING_AT_LEAST = 2;
const WAREHOUSE: TActorContext = { kind: 'staff', userId: null, roles: ['warehouse'] };
const BINS = ['A', 'B', 'C', 'D'].flatMap((row) =>
  Array.from({ length: 6 }, (_, shelf) => `${row}-0${shelf + 1}`),
);

/**
 * The demo's stock (decision 022): each settled demo request's item, stocked when the request was
 * settled; every fifth one under the margin scheme (an admin chose it for a while, on the tax adviser's
 * word), the rest under standard VAT, the default; received onto a bin through the workflow the morning after, unless that is
 * still to come or the item is one of the last two settled (those wait as pending). Deterministic: the
 * order of the items and the settlement times.
 * Selling and returns are the sales console's (its demo sells from this stock).
 */
export async function stockDemoItems(db: TDb, now: Date): Promise<void> {
  const rows = await db
    .select({
      id: warehouseItems.id,
      settledAt: sql<Date>`max(${workflowHistory.createdAt})`.mapWith((value) => new Date(value)),
    })
    .from(warehouseItems)
    .innerJoin(tradeIns, eq(tradeIns.id, warehouseItems.tradeInId))
    .innerJoin(
      workflowHistory,
      and(
        eq(workflowHistory.entity, 'tradeIn'),
        eq(workflowHistory.entityId, tradeIns.id),
        eq(workflowHistory.toState, 'settled'),
      ),
    )
    .where(and(eq(tradeIns.isDemo, true), eq(warehouseItems.status, 'pending')))
    .groupBy(warehouseItems.id)
    .orderBy(asc(sql`max(${workflowHistory.createdAt})`), asc(warehouseItems.id));
  if (rows.length === 0) return;

  await db.transaction(async (tx) => {
    for (const [index, row] of rows.entries()) {
      await tx
        .update(warehouseItems)
        .set({
          createdAt: row.settledAt,
          updatedAt: row.settledAt,
          ...(index % 5 === 4 ? { vatScheme: 'margin' as const } : {}),
        })
        .where(eq(warehouseItems.id, row.id));
    }
    await tx
      .update(workflowHistory)
      .set({
        createdAt: sql`(select ${warehouseItems.createdAt} from ${warehouseItems} where ${warehouseItems.id} = ${workflowHistory.entityId})`,
      })
      .where(
        and(
          eq(workflowHistory.entity, 'warehouseItem'),
          inArray(
            workflowHistory.entityId,
            rows.map((row) => row.id),
          ),
          sql`${workflowHistory.fromState} is null`,
        ),
      );
    for (const [index, row] of rows.entries()) {
      const at = new Date(row.settledAt.getTime() + RECEIVE_AFTER_MS);
      // The last two settled wait on the pending tab whatever the time: the warehouse has not got to them.
      if (at.getTime() > now.getTime() || index >= rows.length - PENDING_AT_LEAST) continue;
      const bin = BINS[index % BINS.length]!;
      const moved = await applyTransitions(tx, {
        entity: 'warehouseItem',
        ids: [row.id],
        to: 'available',
        actor: WAREHOUSE,
        evidence: { location: bin },
        at,
      });
      if (moved.done.length === 1) {
        await tx.update(warehouseItems).set({ location: bin }).where(eq(warehouseItems.id, row.id));
      }
    }
  });
}
