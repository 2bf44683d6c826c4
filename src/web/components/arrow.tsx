/**
 * An arrow drawn, not typed: "→" and "←" are not in the site's font (Anuphan) and some systems' fallback
 * fonts lack them too (headless Chromium showed a box, issue 30). Hidden from screen readers: the text
 * beside it says where it leads.
 */
export function Arrow({
  direction = 'right',
  className = '',
}: {
  direction?: 'right' | 'left';
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={`inline-block h-[1em] w-[1em] shrink-0 align-[-0.125em] ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {direction === 'right' ? (
        <path d="M2.5 8h11M9 3.5 13.5 8 9 12.5" />
      ) : (
        <path d="M13.5 8h-11M7 3.5 2.5 8 7 12.5" />
      )}
    </svg>
  );
}
