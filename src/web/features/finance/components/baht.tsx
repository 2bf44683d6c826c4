import { formatSatang } from '#core/finance/vat.ts';

/** An amount in satang: 12,345.67 ฿ (tabular digits). */
export function Baht({ satang }: { satang: number }) {
  return <span className="tabular-nums">{formatSatang(satang)}&nbsp;฿</span>;
}
