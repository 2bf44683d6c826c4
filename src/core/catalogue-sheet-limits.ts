/**
 * The catalogue workbook's size limits (decision 011), apart from the contract so that the upload's
 * guard, which runs first in a worker of its own, starts without loading zod (decision 041).
 */

/** Data rows per sheet beyond which a file is refused whole (the catalogue has hundreds of models). */
export const MAX_SHEET_ROWS = 20_000;
