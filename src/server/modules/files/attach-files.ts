import type { TFileKind } from '#core/contracts/files.ts';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { markFilesAttached } from './files.repository.ts';

/**
 * A record takes uploaded files as its evidence or documents, in its own transaction (decision 029):
 * each id must be a pending upload of this kind. Otherwise nothing is taken and the step is refused
 * (400 `errors.files.notAttachable`, naming the field); the transaction rolls back with it.
 */
export async function attachFiles(
  tx: TExecutor,
  ids: readonly string[],
  kind: TFileKind,
  field: string = kind,
): Promise<void> {
  const unique = [...new Set(ids)];
  const taken = await markFilesAttached(tx, unique, kind);
  if (taken.length !== unique.length) {
    throw new AppError('VALIDATION', 'errors.files.notAttachable', `Not a pending ${kind} upload`, [
      { path: field, messageKey: 'errors.files.notAttachable' },
    ]);
  }
}
