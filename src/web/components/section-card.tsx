import type { ReactNode } from 'react';

/** A white card under a heading that names it, so screen readers list it as a region. */
export function SectionCard({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
