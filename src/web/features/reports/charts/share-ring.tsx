const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring filled to `share` (0–1) with the percentage in the middle: "how often inspection lowered the price". */
export function ShareRing({ share, display, summary }: { share: number; display: string; summary: string }) {
  const filled = Math.min(1, Math.max(0, share)) * CIRCUMFERENCE;
  return (
    <svg role="img" aria-label={summary} viewBox="0 0 100 100" className="h-28 w-28 shrink-0">
      <circle cx={50} cy={50} r={RADIUS} fill="none" strokeWidth={12} className="stroke-slate-100" />
      <circle
        cx={50}
        cy={50}
        r={RADIUS}
        fill="none"
        strokeWidth={12}
        strokeDasharray={`${filled} ${CIRCUMFERENCE - filled}`}
        strokeLinecap={share > 0 && share < 1 ? 'round' : 'butt'}
        transform="rotate(-90 50 50)"
        className="stroke-amber-500"
      />
      <text x={50} y={56} textAnchor="middle" className="fill-slate-900 text-[18px] font-bold">
        {display}
      </text>
    </svg>
  );
}
