import type { TDealerState } from '#core/workflow/dealer-machine.ts';
import type { TBadgeTone } from '../../components/console/status-badge.tsx';

export const DEALER_TONES: Record<TDealerState, TBadgeTone> = {
  pending: 'amber',
  approved: 'emerald',
  rejected: 'slate',
  suspended: 'red',
};
