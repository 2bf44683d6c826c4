import { useEffect, useState } from 'react';
import type { TActiveDealer } from '#core/contracts/dealers.ts';
import { publicApi } from '../../lib/api.ts';

export type TActiveShop =
  { kind: 'loading' } | { kind: 'active'; shop: TActiveDealer } | { kind: 'inactive' };

/**
 * The approved shop holding `code` (GET /api/dealer-codes/{code}), asked on every visit: an unknown,
 * pending or suspended code is `inactive`. `null`: no code to ask about (the answer stays `inactive`
 * and is not used).
 */
export function useActiveShop(code: string | null): TActiveShop {
  const [state, setState] = useState<{ code: string | null; answer: TActiveShop }>({
    code,
    answer: { kind: 'loading' },
  });
  useEffect(() => {
    if (code === null) return;
    let active = true;
    publicApi('GET /api/dealer-codes/:code', { params: { code } }).then(
      (shop) => active && setState({ code, answer: { kind: 'active', shop } }),
      () => active && setState({ code, answer: { kind: 'inactive' } }),
    );
    return () => {
      active = false;
    };
  }, [code]);
  if (code === null) return { kind: 'inactive' };
  return state.code === code ? state.answer : { kind: 'loading' };
}
