import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TUser } from '#core/contracts/auth.ts';
import { homePathFor, safeNextPath } from '../../lib/auth/access.ts';

/** Where a signed-in person goes: the `?next=` page when it is one of ours, else their first console. */
export function useAfterSignIn(): { target: (user: TUser) => string; go: (user: TUser) => void } {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const target = useCallback(
    (user: TUser) => safeNextPath(next, location.origin) ?? homePathFor(user),
    [next],
  );
  const go = useCallback((user: TUser) => navigate(target(user), { replace: true }), [navigate, target]);
  return { target, go };
}
