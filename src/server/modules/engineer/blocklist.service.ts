import type { TDb } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.ts';
import { AppError } from '../../http/errors.ts';
import { checkImei } from './engineer.service.ts';
import { deleteBlocklistEntry, insertBlocklistEntry, listBlocklist } from './inspection.repository.ts';

type TAdminActor = { userId: string | null; ip?: string | undefined };

/** The IMEI blocklist (admin): reported lost or stolen, each with a note; every change audited. */
export function createBlocklistService(db: TDb) {
  const toEntry = (row: Awaited<ReturnType<typeof listBlocklist>>[number]) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  });
  return {
    async list() {
      return { items: (await listBlocklist(db)).map(toEntry) };
    },

    async add(body: { imei: string; note: string }, actor: TAdminActor) {
      const { value } = checkImei(body.imei);
      const created = await db.transaction(async (tx) => {
        const row = await insertBlocklistEntry(tx, { imei: value, note: body.note, createdBy: actor.userId });
        if (!row) return undefined;
        await writeAudit(tx, actor, {
          action: 'IMEI_BLOCKLISTED',
          targetType: 'imei',
          targetId: value,
          details: { note: body.note },
        });
        return row;
      });
      if (!created) {
        throw new AppError(
          'CONFLICT',
          'engineerConsole.errors.alreadyBlocked',
          'This number is already on the list',
        );
      }
      const [entry] = (await listBlocklist(db)).filter((row) => row.id === created.id);
      return toEntry(entry!);
    },

    async remove(id: number, actor: TAdminActor): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const row = await deleteBlocklistEntry(tx, id);
        if (row) {
          await writeAudit(tx, actor, {
            action: 'IMEI_UNBLOCKED',
            targetType: 'imei',
            targetId: row.imei,
            details: { note: row.note },
          });
        }
        return row;
      });
      if (!removed) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such entry');
    },
  };
}
