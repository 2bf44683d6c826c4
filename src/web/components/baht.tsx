import { formatSatangThb } from '../lib/format.ts';
import { useTranslation } from '../lib/i18n.ts';

/** An amount in satang as the consoles show it: "12,345.67 บาท" / "12,345.67 THB", tabular digits; null is "—". */
export function Baht({ satang }: { satang: number | null }) {
  const { t } = useTranslation();
  if (satang === null) return <span className="text-slate-400">—</span>;
  return <span className="whitespace-nowrap tabular-nums">{formatSatangThb(t, satang)}</span>;
}
