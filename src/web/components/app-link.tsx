import type { AnchorHTMLAttributes } from 'react';
import { navigate } from '../lib/navigation.ts';

type TAppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this site, with optional ?search and #hash. */
  to: string;
  replace?: boolean;
};

/**
 * A link of this site that works with and without React Router (lib/navigation.ts): the header, the
 * footer, the landing page and the chat use it, since they are drawn before the router has loaded. A
 * click opened elsewhere (a modifier key, another button, a target) is left to the browser, as Link does.
 */
export function AppLink({ to, replace, onClick, target, ...rest }: TAppLinkProps) {
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          (target && target !== '_self') ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey
        ) {
          return;
        }
        event.preventDefault();
        // The address being shown again is replaced, not stacked (as React Router's Link does).
        const url = new URL(to, location.href);
        const same = url.href === location.href;
        navigate(to, { replace: replace ?? same });
      }}
    />
  );
}
