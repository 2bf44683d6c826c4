/** Buttons and fields of the staff consoles: dense, for desktops used all day, still 390 px friendly. */
export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60',
};

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-red-600';

export const labelClass = 'mb-1 block text-xs font-semibold text-slate-700';

export const checkboxClass = 'h-4 w-4 accent-brand-600';

/** The white box every console section stands in. */
export const panelClass = 'rounded-xl border border-slate-200 bg-white';

/**
 * A strip of tabs (a console's tabs, the warehouse's status tabs): wrapped onto a second line when they do
 * not fit, so no tab is ever cut or hidden behind a sideways scroll (issue 30, item 9).
 */
export const tabListClass = 'flex flex-wrap gap-x-1 border-b border-slate-200';

export function tabClass(current: boolean): string {
  return `block border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${
    current ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-700 hover:border-slate-300'
  }`;
}
