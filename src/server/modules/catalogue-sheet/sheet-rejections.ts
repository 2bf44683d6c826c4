import type { TSheetKind, TSheetRejection, TSheetRejectReason } from '#core/contracts/catalogue-sheet.ts';

/** English wording of each reason; the web shows `admin.import.reasons.<reason>` in the user's language. */
const MESSAGES: Record<TSheetRejectReason, string> = {
  required: 'This cell must not be empty',
  notInteger: 'Not a whole number',
  outOfRange: 'The number is outside the allowed range',
  textTooLong: 'The text is too long',
  invalidBoolean: 'Write yes or no',
  unknownCategory: 'Not one of the categories',
  invalidStorage: 'Storage must be sizes in GB separated by commas, e.g. 128, 256 (0 alone: not applicable)',
  invalidYear: 'Not a valid release year',
  formulaWithoutResult: 'A formula without a computed value: type the value instead',
  cellError: 'The cell holds an error value',
  unsupportedValue: 'A value of this kind (e.g. a date) cannot be used here',
  unknownId: 'No row with this id exists: leave the id empty for a new row',
  duplicateId: 'This id appears on more than one row',
  duplicateName: 'This name appears on more than one row',
  unknownBrand: 'No brand of this name on the Brands sheet',
  unknownModel: 'No model with this id (or brand and name) on the Models sheet',
  modelNameMismatch: 'The model name does not match the model id',
  storageNotOffered: 'This storage size is not among the model’s storage options',
  duplicatePrice: 'This model and storage appear on more than one row',
  referenced: 'Still used by quotes or trade-in requests: set it inactive instead of removing the row',
};

const cut = (text: string) => (text.length > 100 ? `${text.slice(0, 99)}…` : text);

export function rejection(input: {
  sheet: TSheetKind;
  row: number | null;
  column?: string | null | undefined;
  label?: string | null | undefined;
  reason: TSheetRejectReason;
  value?: string | null | undefined;
}): TSheetRejection {
  return {
    sheet: input.sheet,
    row: input.row,
    column: input.column ?? null,
    label: input.label ?? null,
    reason: input.reason,
    reasonKey: `admin.import.reasons.${input.reason}`,
    message: MESSAGES[input.reason],
    value: input.value === undefined || input.value === null ? null : cut(input.value),
  };
}
