import { randomUUID } from 'node:crypto';
import { FILE_KIND_RULES, type TFileKind, type TStoredFile } from '#core/contracts/files.ts';
import { hasAnyRole } from '#core/roles.ts';
import type { TPrincipal } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { fileKey, type TFileStore } from '../../storage/file-store.ts';
import { prepareFile } from './file-content.ts';
import type { TFilesRepository, TStoredFileRow } from './files.repository.ts';

/** The store's folder of each kind. */
export const FILE_FOLDERS: Readonly<Record<TFileKind, string>> = {
  signature: 'signatures',
  handoverPhoto: 'handover-photos',
  evidencePhoto: 'evidence-photos',
  slip: 'slips',
  expenseDocument: 'expense-documents',
};

const denied = () => new AppError('FORBIDDEN', 'errors.auth.accessDenied', 'Access denied');

export function toStoredFile(row: TStoredFileRow): TStoredFile {
  return {
    id: row.id,
    kind: row.kind,
    mimeType: row.mimeType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether these roles may see files of this kind: its uploaders and its readers, and admin. */
export function mayReadFileKind(roles: TPrincipal['roles'], kind: TFileKind): boolean {
  const rule = FILE_KIND_RULES[kind];
  return hasAnyRole(roles, [...rule.upload, ...rule.read]);
}

export function createFilesService(deps: { repository: TFilesRepository; files: TFileStore }) {
  const { repository, files } = deps;

  /** The bytes of a stored file, whatever its kind: for modules that check access their own way. */
  async function readFile(row: TStoredFileRow): Promise<{ data: Buffer; mimeType: string }> {
    const data = await files.get(row.storageKey);
    if (!data) throw new AppError('NOT_FOUND', 'errors.notFound', 'The file is missing');
    return { data, mimeType: row.mimeType };
  }

  return {
    /**
     * Checks the uploader's roles against the kind, prepares the bytes, writes the file and then its
     * pending row (a row never points at a missing file; the sweeper takes a file whose row failed).
     */
    async upload(kind: TFileKind, input: Uint8Array, principal: TPrincipal): Promise<TStoredFile> {
      if (principal.kind !== 'staff' || !hasAnyRole(principal.roles, FILE_KIND_RULES[kind].upload))
        throw denied();
      const prepared = await prepareFile(FILE_KIND_RULES[kind].content, input);
      const id = randomUUID();
      const key = fileKey(FILE_FOLDERS[kind], `${id}.${prepared.extension}`);
      await files.put(key, prepared.data, prepared.mimeType);
      try {
        const row = await repository.insertPending({
          id,
          kind,
          storageKey: key,
          mimeType: prepared.mimeType,
          bytes: prepared.data.byteLength,
          width: prepared.width,
          height: prepared.height,
          uploadedBy: principal.userId,
        });
        return toStoredFile(row);
      } catch (error) {
        await files.remove(key).catch(() => undefined);
        throw error;
      }
    },

    /** GET /api/files/{id}: for the roles that may see its kind. */
    async read(id: string, principal: TPrincipal): Promise<{ data: Buffer; mimeType: string }> {
      const row = await repository.find(id);
      if (!row) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such file');
      if (principal.kind !== 'staff' || !mayReadFileKind(principal.roles, row.kind)) throw denied();
      return readFile(row);
    },

    /** For a module that authorises the reader itself (a customer's tracking check, say). */
    async readById(id: string): Promise<{ data: Buffer; mimeType: string } | null> {
      const row = await repository.find(id);
      return row ? readFile(row) : null;
    },
  };
}

export type TFilesService = ReturnType<typeof createFilesService>;
