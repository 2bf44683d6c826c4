import type { ReactNode } from 'react';

/** The colours a state can take; a feature maps its states to them (new → sky, rejected → slate, …). */
export const BADGE_TONES = {
  sky: 'bg-sky-100 text-sky-900',
  indigo: 'bg-indigo-100 text-indigo-900',
  amber: 'bg-amber-100 text-amber-900',
  violet: 'bg-violet-100 text-violet-900',
  emerald: 'bg-emerald-100 text-emerald-900',
  slate: 'bg-slate-200 text-slate-800',
  red: 'bg-red-100 text-red-900',
} as const;
export type TBadgeTone = keyof typeof BADGE_TONES;

/** A record's state as a small coloured pill (its text says the state; the colour only helps). */
export function StatusBadge({ tone, children }: { tone: TBadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${BADGE_TONES[tone]}`}
    >
      {children}
    </span>
  );
}
