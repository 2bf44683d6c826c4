import { Spinner } from '../../../components/spinner.tsx';
import type { ReactNode } from 'react';

/** The sign-in pages' frame: the page's title and a lead over one white card. */
export function AuthLayout({
  eyebrow,
  title,
  lead,
  children,
  footer,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <>
      <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-md px-4 pt-8 pb-24 sm:pt-12">
          <p className="text-sm font-semibold tracking-wide text-accent-300">{eyebrow}</p>
          <h1 className="mt-1 text-3xl font-bold">{title}</h1>
          <p className="mt-2 text-brand-100">{lead}</p>
        </div>
      </div>
      <div className="mx-auto -mt-16 max-w-md px-4 pb-14">
        <div className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-900/5 sm:p-6">{children}</div>
        {footer && <div className="mt-5 grid gap-2 text-center text-sm text-slate-700">{footer}</div>}
      </div>
    </>
  );
}

/** While the session is being checked, or the page is on its way to the next one. */
export function CardSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-8" role="status">
      <Spinner />
      <span className="sr-only">{label}</span>
    </div>
  );
}
