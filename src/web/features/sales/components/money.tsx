import { formatSatang } from '#core/sales/sale-vat.ts';

/** An amount in satang as the consoles show it: 12,345.00 ฿ (tabular digits). */
export function Baht({ satang }: { satang: number | null }) {
  if (satang === null) return <span className="text-slate-400">—</span>;
  return <span className="tabular-nums">{formatSatang(satang)}&nbsp;฿</span>;
}
