import { createContext, useContext } from 'react';

/**
 * Who runs the valuation wizard (decision 032). The same wizard and pricing engine for all three:
 * - `public`: the customer on /valuation;
 * - `shop`: the customer on their own phone from a shop's QR code (/valuation?dealer={code}, reached
 *   from /customer-assess/{code}); the request carries the code, which the server checks again;
 * - `counter`: the signed-in dealer at the counter for a walk-in customer (/assess/{code}); the request
 *   goes to the dealer API with the shop's own code, and the customer ticks the consent on this screen;
 * - `sales`: the sales person at the store's sales counter, old for new (/sales/trade-in, decision 044):
 *   the request goes to the sales API, which takes the device in at once; the customer ticks the consent
 *   on this screen, and the request then waits for its inspection on /sales/trade-in/{reference}.
 */
export type TWizardChannel =
  | { kind: 'public' }
  | { kind: 'shop'; code: string; shopName: string }
  /** `imei`: scanned on /dealer/scan, prefilled on the details step. */
  | { kind: 'counter'; code: string; shopName: string; imei?: string }
  | { kind: 'sales' };

export const PUBLIC_CHANNEL: TWizardChannel = { kind: 'public' };

export const WizardChannelContext = createContext<TWizardChannel>(PUBLIC_CHANNEL);

export function useWizardChannel(): TWizardChannel {
  return useContext(WizardChannelContext);
}

/** The shop code a request of this channel carries, fixed by the channel (none for the public one). */
export function channelCode(channel: TWizardChannel): string | undefined {
  return channel.kind === 'public' || channel.kind === 'sales' ? undefined : channel.code;
}
