export interface TColumn {
  /** Axis label (shown for some columns when there are many). */
  label: string;
  value: number;
  /** Tooltip text of the column. */
  title: string;
}

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Vertical bars over time (requests per day): the bars are an SVG stretched to the container's width
 * (so a day keeps its slot at 390 px and on a desktop), the labels HTML (so text never stretches).
 * Read as one image named by `summary`; the figures themselves are in /reports' tables.
 */
export function ColumnChart({
  columns,
  summary,
  maxLabel,
}: {
  columns: TColumn[];
  summary: string;
  maxLabel: string;
}) {
  const max = Math.max(1, ...columns.map((column) => column.value));
  const slot = WIDTH / Math.max(1, columns.length);
  const gap = Math.min(6, slot * 0.25);
  // About six labels whatever the period, so they never overlap at 390 px.
  const labelEvery = Math.max(1, Math.ceil(columns.length / 6));
  return (
    <div role="img" aria-label={summary} className="grid gap-1">
      <span className="text-xs text-slate-600">{maxLabel}</span>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full border-t border-dashed border-slate-200"
        aria-hidden="true"
      >
        {columns.map((column, index) => {
          const height = (column.value / max) * HEIGHT;
          return (
            <rect
              key={column.label}
              x={index * slot + gap / 2}
              y={HEIGHT - height}
              width={Math.max(1, slot - gap)}
              height={height}
              className="fill-brand-600"
            >
              <title>{column.title}</title>
            </rect>
          );
        })}
      </svg>
      <div className="relative h-5 border-t border-slate-300" aria-hidden="true">
        {columns.map((column, index) =>
          index % labelEvery === 0 ? (
            <span
              key={column.label}
              className="absolute top-1 text-xs whitespace-nowrap text-slate-600"
              style={{ left: `${(index / columns.length) * 100}%` }}
            >
              {column.label}
            </span>
          ) : null,
        )}
      </div>
    </div>
  );
}
