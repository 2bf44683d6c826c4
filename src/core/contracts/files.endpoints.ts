import { defineEndpoints, file, json } from '../api/endpoint.ts';
import {
  FILE_READERS,
  FILE_UPLOADERS,
  MAX_FILE_BYTES,
  ZFileIdParamSchema,
  ZFileKindParamSchema,
  ZStoredFileSchema,
} from './files.ts';

const tags = ['Files'] as const;

/** Staff uploads (decision 029): signatures, hand-over and evidence photos, slips, expense documents. */
export const FILE_ENDPOINTS = defineEndpoints({
  'POST /api/files/:kind': {
    policy: FILE_UPLOADERS,
    tags,
    summary:
      'Upload one file of a kind (photos re-encoded without metadata; PDFs checked); pending until attached',
    description:
      'Who may upload depends on the kind (FILE_KIND_RULES): a signature by logistics or sales, a hand-over photo by logistics, an evidence photo by an engineer, a slip or an expense document by finance; admin any.',
    params: ZFileKindParamSchema,
    body: {
      kind: 'file',
      mediaTypes: ['multipart/form-data'],
      maxBytes: MAX_FILE_BYTES,
      tooLargeKey: 'errors.files.tooLarge',
      description: 'The file as the multipart field "file"',
    },
    response: json(ZStoredFileSchema, 'The stored file', { status: 201 }),
    errors: {
      400: 'Unknown kind, no file, or not what the kind accepts (by its bytes)',
      403: 'The kind is not yours to upload',
    },
  },
  'GET /api/files/:id': {
    policy: FILE_READERS,
    tags,
    summary: 'A stored file, for the roles that may see its kind',
    params: ZFileIdParamSchema,
    response: file('application/octet-stream', 'The file, with its own media type'),
    errors: { 403: 'The kind is not yours to see', 404: 'Unknown file' },
    cache: 'personal',
  },
});
