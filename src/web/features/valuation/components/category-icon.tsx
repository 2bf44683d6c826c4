import type { TCategoryKey } from '#core/constants.ts';

/** Line icons of the six categories (24 × 24, stroke only): a few hundred bytes instead of an icon library. */
const PATHS: Record<TCategoryKey, string> = {
  phone:
    'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5ZM10.5 18.5h3',
  notebook:
    'M5 5.5h14a1 1 0 0 1 1 1v9H4v-9a1 1 0 0 1 1-1ZM2 15.5h20l-1.2 2.4a1 1 0 0 1-.9.6H4.1a1 1 0 0 1-.9-.6L2 15.5Z',
  tablet:
    'M6 2.5h12a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 20V4A1.5 1.5 0 0 1 6 2.5ZM11 18.5h2',
  gadget:
    'M9 2.5h6l.6 4H8.4L9 2.5ZM9 21.5h6l.6-4H8.4l-.6 4ZM8 6.5h8a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2ZM12 10v2l1.5 1',
  printer:
    'M7 8.5V3.5h10v5M7 17.5H5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M7 14h10v7H7v-7ZM17.5 11.5h.01',
  other:
    'M3.5 8.5a2 2 0 0 1 2-2h2.2l1.5-2h5.6l1.5 2h2.2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2v-9ZM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
};

export function CategoryIcon({ category }: { category: TCategoryKey }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-8 text-brand-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[category]} />
    </svg>
  );
}
