import { z } from 'zod';
import type { TRole } from '../roles.ts';
import { text } from './text.ts';

/**
 * Files staff upload as evidence or as records (decision 029): each kind says who may upload it, who
 * may see it, and what it may be. A file is uploaded first (pending) and then attached, by id, to the
 * record it belongs to, in that record's transaction; a pending file is swept after a day.
 */
export const FILE_KINDS = ['signature', 'handoverPhoto', 'evidencePhoto', 'slip', 'expenseDocument'] as const;
export type TFileKind = (typeof FILE_KINDS)[number];

/** image: any photo, stored as JPEG; drawing: a drawn signature, stored as PNG; imageOrPdf: a photo or a PDF as sent. */
export type TFileContent = 'image' | 'drawing' | 'imageOrPdf';

export interface TFileKindRule {
  content: TFileContent;
  /** Who may upload it (admin always may). */
  upload: readonly TRole[];
  /** Who may see it besides the uploaders (admin always may). */
  read: readonly TRole[];
}

export const FILE_KIND_RULES: Readonly<Record<TFileKind, TFileKindRule>> = {
  signature: { content: 'drawing', upload: ['logistics', 'sales'], read: ['warehouse', 'finance'] },
  handoverPhoto: { content: 'image', upload: ['logistics'], read: ['engineer', 'warehouse'] },
  evidencePhoto: { content: 'image', upload: ['engineer'], read: ['warehouse', 'sales', 'logistics'] },
  slip: { content: 'imageOrPdf', upload: ['finance'], read: ['account'] },
  expenseDocument: { content: 'imageOrPdf', upload: ['finance'], read: ['account'] },
};

/** Every role that may upload, or see, some kind: the endpoints' policies; the kind's rule decides the rest. */
export const FILE_UPLOADERS = [...new Set(FILE_KINDS.flatMap((kind) => FILE_KIND_RULES[kind].upload))];
export const FILE_READERS = [
  ...new Set(FILE_KINDS.flatMap((kind) => [...FILE_KIND_RULES[kind].upload, ...FILE_KIND_RULES[kind].read])),
];

/** A staff upload's limit, as for customers' photos. */
export const MAX_FILE_BYTES = 15 * 1024 * 1024;

export const ZFileKindParamSchema = z.object({
  kind: z.enum(FILE_KINDS, { error: 'errors.files.unknownKind' }),
});

export const ZFileIdParamSchema = z.object({
  id: z.uuid({ error: 'errors.notFound' }),
});

export const ZStoredFileSchema = z.object({
  id: z.uuid(),
  kind: z.enum(FILE_KINDS),
  mimeType: text(),
  bytes: z.number().int(),
  /** Images only. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type TStoredFile = z.infer<typeof ZStoredFileSchema>;
