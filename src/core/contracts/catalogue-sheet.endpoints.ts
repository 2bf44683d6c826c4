import { defineEndpoints, file, json } from '../api/endpoint.ts';
import {
  MAX_SHEET_UPLOAD_BYTES,
  XLSX_MEDIA_TYPE,
  ZSheetApplyResultSchema,
  ZSheetPreviewParamSchema,
  ZSheetPreviewSchema,
} from './catalogue-sheet.ts';

const tags = ['Admin: catalogue spreadsheet'];
const admin = ['admin'] as const;

/** Admin › Excel import: the catalogue as a workbook, its preview and apply (decision 011); admin only. */
export const CATALOGUE_SHEET_ENDPOINTS = defineEndpoints({
  'GET /api/admin/catalogue.xlsx': {
    policy: admin,
    tags,
    summary: 'The catalogue as an Excel workbook: Brands, Models, Prices and bilingual Instructions',
    response: file(XLSX_MEDIA_TYPE, 'The workbook'),
  },
  'POST /api/admin/catalogue-import/preview': {
    policy: admin,
    tags,
    summary: 'Check an edited workbook and list what applying it would change (nothing is changed yet)',
    description:
      'The body is the .xlsx file itself, or multipart/form-data with the file as field "file". The answer ' +
      'lists added, changed, removed and rejected rows; its id applies it within 15 minutes.',
    body: {
      kind: 'file',
      mediaTypes: [XLSX_MEDIA_TYPE, 'application/octet-stream', 'multipart/form-data'],
      maxBytes: MAX_SHEET_UPLOAD_BYTES,
      tooLargeKey: 'errors.catalogueSheet.tooLarge',
      description: 'The edited workbook',
    },
    response: json(ZSheetPreviewSchema, 'The preview; `canApply` is false while rows are rejected'),
    errors: {
      400: 'Not an .xlsx, a possible zip bomb, missing sheets or columns, too many rows',
      413: 'Larger than 5 MB',
    },
  },
  'POST /api/admin/catalogue-import/:id/apply': {
    policy: admin,
    tags,
    summary: 'Apply a preview: every change in one transaction, audited',
    params: ZSheetPreviewParamSchema,
    response: json(ZSheetApplyResultSchema, 'What was added, changed and removed'),
    errors: {
      400: 'The preview has rejected rows, or changes nothing',
      404: 'No such preview (expired, or another admin’s)',
      409: 'The catalogue changed since the preview: preview again',
    },
  },
});
