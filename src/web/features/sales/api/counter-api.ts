import type { TEndpointInput } from '#core/api/endpoint.ts';
import type { TEndpoints } from '#core/api/endpoints.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';

/** Old for new at the counter (decision 044): the request, its inspection, the customer's answer. */
export function getCounterTradeIn(reference: string) {
  return signedInApi('GET /api/sales/trade-ins/:reference', { params: { reference } });
}

export type TCounterInspectBody = TEndpointInput<
  TEndpoints['POST /api/sales/trade-ins/:reference/inspect']
>['body'];
export function inspectCounterTradeIn(reference: string, body: TCounterInspectBody) {
  return signedInApi('POST /api/sales/trade-ins/:reference/inspect', { params: { reference }, body });
}

export function answerCounterTradeIn(reference: string, decision: 'accept' | 'decline') {
  return signedInApi('POST /api/sales/trade-ins/:reference/answer', {
    params: { reference },
    body: { decision },
  });
}

export function listUpgradeBonuses() {
  return signedInApi('GET /api/sales/upgrade-bonuses', {});
}

export type TUpgradeBonusBody = TEndpointInput<TEndpoints['POST /api/sales/upgrade-bonuses']>['body'];
export function addUpgradeBonus(body: TUpgradeBonusBody) {
  return signedInApi('POST /api/sales/upgrade-bonuses', { body });
}

export const counterKeys = {
  all: ['sales', 'counter'] as const,
  tradeIn: (reference: string) => [...counterKeys.all, 'tradeIn', reference] as const,
  bonuses: () => [...counterKeys.all, 'bonuses'] as const,
};
