import type { ReactNode } from 'react';

/**
 * A box that scrolls on its own (a wide table on a phone, a long list): a named region the keyboard can
 * reach and scroll with the arrow keys (WCAG 2.1.1, axe's scrollable-region-focusable), with a visible
 * focus ring. Every such box is one of these (decision 046).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`${className} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
    >
      {children}
    </div>
  );
}
