import { useId, type ReactNode } from 'react';
import { panelClass } from '../console-styles.ts';

/** A titled box of a record page. */
export function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${panelClass} p-4`}>
      <h3 id={id} className="mb-2 text-sm font-bold tracking-wide text-slate-800 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label and value pairs; an empty value shows as a dash. */
export function SummaryFields({ rows }: { rows: readonly [label: string, value: ReactNode][] }) {
  return (
    // Label and value side by side at every width (dense on a phone too); long values wrap anywhere.
    <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium [overflow-wrap:anywhere]">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
