import type {
  TSheetChange,
  TSheetRejection,
  TSheetRow,
  TSheetUnpriced,
} from '#core/contracts/catalogue-sheet.ts';
import type { TGrade } from '#core/questionnaire.ts';
import type { TRef } from './sheet-resolve.ts';

/** What applying the file does to the tables, in the order the apply runs it. */
export interface TPlan {
  brandInserts: { name: string; slug: string; categoryId: number; isActive: boolean; sortOrder: number }[];
  brandUpdates: {
    id: number;
    set: { name?: string; categoryId?: number; isActive?: boolean; sortOrder?: number };
  }[];
  modelInserts: {
    brand: TRef;
    name: string;
    slug: string;
    categoryId: number;
    storageOptions: number[];
    releaseYear: number;
    isActive: boolean;
    sortOrder: number;
  }[];
  modelUpdates: {
    id: number;
    brand?: TRef;
    set: {
      name?: string;
      categoryId?: number;
      storageOptions?: number[];
      releaseYear?: number;
      isActive?: boolean;
      sortOrder?: number;
    };
  }[];
  priceUpserts: { model: TRef; storageGb: number; grade: TGrade; priceThb: number }[];
  priceDeletes: { modelId: number; storageGb: number; grade: TGrade }[];
  /** Deleting a model deletes its prices (cascade); models go before the brands they belong to. */
  modelDeletes: number[];
  brandDeletes: number[];
}

export interface TChangeSet {
  plan: TPlan;
  added: TSheetRow[];
  changed: TSheetChange[];
  removed: TSheetRow[];
  rejected: TSheetRejection[];
  /** Active models left without a price for some size and grade (not offered for that size). */
  unpriced: TSheetUnpriced[];
}
