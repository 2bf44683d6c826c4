import { describe, expect, it } from 'vitest';
import { firstMissingEvidence } from './decide-transition.ts';
import { DELIVERY_MACHINE } from './delivery-machine.ts';

describe('firstMissingEvidence', () => {
  it('names what a step still lacks, as the machine asks it, and nothing once it is given', () => {
    expect(
      firstMissingEvidence(DELIVERY_MACHINE, 'pendingDelivery', 'inTransit', { trackingNumber: '' }),
    ).toBe('trackingNumber');
    expect(
      firstMissingEvidence(DELIVERY_MACHINE, 'pendingDelivery', 'inTransit', { trackingNumber: 'KEX1' }),
    ).toBe(null);
    expect(
      firstMissingEvidence(DELIVERY_MACHINE, 'inTransit', 'delivered', {
        recipientName: 'Malee',
        signature: '',
      }),
    ).toBe('signature');
    expect(firstMissingEvidence(DELIVERY_MACHINE, 'inTransit', 'failed', {})).toBe('reason');
    // A step the machine does not have is the server's to refuse.
    expect(firstMissingEvidence(DELIVERY_MACHINE, 'delivered', 'inTransit', {})).toBe(null);
  });
});
