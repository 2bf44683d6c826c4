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
    <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium break-words">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
