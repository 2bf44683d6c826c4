/**
 * A warehouse item's label code (`WH-000123`: its id, six digits at least) and its device passport's
 * page (`/warehouse?item=123`, what the label's QR code carries). A scanned or typed code names an item
 * by its label code or its passport link; anything else is searched as an IMEI/serial.
 */
export const ITEM_CODE_PREFIX = 'WH-';

export const itemCode = (id: number): string => `${ITEM_CODE_PREFIX}${String(id).padStart(6, '0')}`;

export const passportPath = (id: number): string => `/warehouse?item=${id}`;

const CODE_PATTERN = /^WH-?(\d{1,10})$/i;
const MAX_ID = 2_147_483_647;

const idOf = (digits: string | null | undefined): number | undefined => {
  if (!digits || !/^\d{1,10}$/.test(digits)) return undefined;
  const id = Number(digits);
  return id >= 1 && id <= MAX_ID ? id : undefined;
};

export type TItemScan = { kind: 'item'; id: number } | { kind: 'text'; value: string };

/** What a scanned or typed code names: an item (label code or passport link) or a text to look up. */
export function readItemScan(raw: string): TItemScan {
  const text = raw.trim();
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      const id =
        url.pathname.replace(/\/$/, '') === '/warehouse' ? idOf(url.searchParams.get('item')) : undefined;
      if (id !== undefined) return { kind: 'item', id };
    } catch {
      // Not a link after all: looked up as text.
    }
  }
  const code = CODE_PATTERN.exec(text);
  const id = idOf(code?.[1]);
  if (id !== undefined) return { kind: 'item', id };
  return { kind: 'text', value: text.replace(/\s+/g, '') };
}
