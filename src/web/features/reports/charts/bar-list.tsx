export interface TBar {
  key: string;
  label: string;
  value: number;
  /** The value as shown ("1,234", "12,300 THB"). */
  display: string;
  /** A second line under the label (a rate, an average). */
  note?: string | undefined;
  tone?: 'brand' | 'muted' | 'accent';
}

const TONES = { brand: 'fill-brand-600', muted: 'fill-slate-400', accent: 'fill-amber-500' };

/**
 * Horizontal bars with their labels and values as text beside them (per status, funnel, top models,
 * offer versus actual): each bar is a small SVG scaled to the largest value. The whole list is one
 * image named by `summary` for screen readers; /reports has the same figures as tables.
 */
export function BarList({ bars, summary }: { bars: TBar[]; summary: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <div role="img" aria-label={summary} className="grid grid-cols-[minmax(0,1fr)] gap-2.5">
      {bars.map((bar) => (
        <div key={bar.key} className="grid grid-cols-[minmax(0,1fr)] gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate font-medium text-slate-800">{bar.label}</span>
            <span className="shrink-0 font-semibold tabular-nums text-slate-900">{bar.display}</span>
          </div>
          <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="h-2.5 w-full" aria-hidden="true">
            <rect x={0} y={0} width={100} height={6} rx={3} className="fill-slate-100" />
            <rect
              x={0}
              y={0}
              width={Math.max(bar.value > 0 ? 1 : 0, (bar.value / max) * 100)}
              height={6}
              rx={3}
              className={TONES[bar.tone ?? 'brand']}
            />
          </svg>
          {bar.note && <span className="text-xs text-slate-600">{bar.note}</span>}
        </div>
      ))}
    </div>
  );
}
