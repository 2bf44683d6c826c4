import {
  catalogueFileName,
  SHEET_KINDS,
  SHEET_PREVIEW_LIST_LIMIT,
  type TSheetApplyResult,
  type TSheetCounts,
  type TSheetPreview,
} from '#core/contracts/catalogue-sheet.ts';
import { isPgError, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { AppError } from '../../http/errors.ts';
import { auditRowsOf } from './audit-rows.ts';
import type { TCatalogueSheetRepository } from './catalogue-sheet.repository.ts';
import { buildChangeSet, rejectReferenced, type TChangeSet } from './change-set.ts';
import type { TPreviewStore } from '../../shared-state/shared-state.ts';
import { buildCatalogueWorkbook } from './sheet-export.ts';
import { createSheetParser } from './sheet-parser.ts';
import type { TRawSheets } from './sheet-read.ts';

export interface TActor {
  userId: string;
  ip?: string | undefined;
}

/** The shared state's scope of import previews. */
export const SHEET_PREVIEW_SCOPE = 'catalogue-import-preview';

interface TStoredPreview {
  version: number;
  changeSet: TChangeSet;
  counts: TSheetPreview['counts'];
}

export interface TCatalogueSheetDeps {
  repository: TCatalogueSheetRepository;
  now?: () => Date;
  /** Where previews wait to be applied: shared by every instance (decision 025). */
  store: TPreviewStore<TStoredPreview>;
  /** How an upload is read: in a worker, one at a time (sheet-parser.ts); tests give other limits. */
  parse?: (data: Uint8Array) => Promise<TRawSheets>;
}

const SHEET_ORDER = Object.fromEntries(SHEET_KINDS.map((kind, index) => [kind, index]));

const previewNotFound = () =>
  new AppError(
    'NOT_FOUND',
    'errors.catalogueSheet.previewNotFound',
    'No such preview: it expired or is not yours',
  );
const catalogueChanged = () =>
  new AppError(
    'CONFLICT',
    'errors.catalogueSheet.catalogueChanged',
    'The catalogue changed since the preview: preview again',
  );

function countBy(rows: { sheet: keyof TSheetCounts }[]): TSheetCounts {
  const counts: TSheetCounts = { brands: 0, models: 0, prices: 0 };
  for (const row of rows) counts[row.sheet] += 1;
  return counts;
}

const total = (counts: TSheetCounts) => counts.brands + counts.models + counts.prices;
const limited = <T>(rows: T[]) => ({ total: rows.length, rows: rows.slice(0, SHEET_PREVIEW_LIST_LIMIT) });

export function createCatalogueSheetService(deps: TCatalogueSheetDeps) {
  const now = deps.now ?? (() => new Date());
  const { store } = deps;
  const parse = deps.parse ?? createSheetParser();

  return {
    async exportWorkbook(): Promise<{ data: Uint8Array; fileName: string }> {
      const at = now();
      const snapshot = await deps.repository.readSnapshot();
      return { data: await buildCatalogueWorkbook(snapshot, at), fileName: catalogueFileName(at) };
    },

    async preview(data: Uint8Array, actor: TActor): Promise<TSheetPreview> {
      if (data.byteLength === 0) {
        throw new AppError(
          'VALIDATION',
          'errors.catalogueSheet.fileRequired',
          'Send the .xlsx file as the body',
        );
      }
      const started = performance.now();
      const sheets = await parse(data);
      const snapshot = await deps.repository.readSnapshot();
      const changeSet = buildChangeSet(snapshot, sheets, now());
      const { brandDeletes, modelDeletes } = changeSet.plan;
      if (brandDeletes.length > 0 || modelDeletes.length > 0) {
        rejectReferenced(changeSet, await deps.repository.findReferenced(brandDeletes, modelDeletes));
      }
      changeSet.rejected.sort(
        (a, b) => SHEET_ORDER[a.sheet]! - SHEET_ORDER[b.sheet]! || (a.row ?? Infinity) - (b.row ?? Infinity),
      );
      const counts = {
        added: countBy(changeSet.added),
        changed: countBy(changeSet.changed),
        removed: countBy(changeSet.removed),
        rejected: changeSet.rejected.length,
      };
      const hasChanges = total(counts.added) + total(counts.changed) + total(counts.removed) > 0;
      const { id, expiresAt } = await store.put(actor.userId, {
        version: snapshot.version,
        changeSet,
        counts,
      });
      return {
        id,
        expiresAt: expiresAt.toISOString(),
        canApply: counts.rejected === 0 && hasChanges,
        counts,
        added: limited(changeSet.added),
        changed: limited(changeSet.changed),
        removed: limited(changeSet.removed),
        rejected: limited(changeSet.rejected),
        unpriced: limited(changeSet.unpriced),
        processingMs: Math.round(performance.now() - started),
      };
    },

    async apply(id: string, actor: TActor): Promise<TSheetApplyResult> {
      const stored = await store.get(id, actor.userId);
      if (!stored) throw previewNotFound();
      const { changeSet, counts } = stored;
      if (counts.rejected > 0) {
        throw new AppError(
          'VALIDATION',
          'errors.catalogueSheet.hasRejectedRows',
          'Rows of this file are rejected: fix them and upload the file again',
        );
      }
      if (total(counts.added) + total(counts.changed) + total(counts.removed) === 0) {
        throw new AppError('VALIDATION', 'errors.catalogueSheet.nothingToApply', 'The file changes nothing');
      }
      const result = { added: counts.added, changed: counts.changed, removed: counts.removed };
      let outcome;
      try {
        outcome = await deps.repository.apply({
          plan: changeSet.plan,
          expectedVersion: stored.version,
          actor,
          importId: id,
          summary: { ...result, previewedVersion: stored.version },
          auditRows: auditRowsOf(changeSet),
        });
      } catch (error) {
        // A row another admin added or referenced between the version check and the write.
        if (
          isPgError(error, PG_UNIQUE_VIOLATION) ||
          isPgError(error, PG_FOREIGN_KEY_VIOLATION) ||
          isPgError(error, '40P01')
        ) {
          throw catalogueChanged();
        }
        throw error;
      }
      await store.delete(id);
      if (outcome !== 'applied') throw catalogueChanged();
      return result;
    },
  };
}

export type TCatalogueSheetService = ReturnType<typeof createCatalogueSheetService>;
