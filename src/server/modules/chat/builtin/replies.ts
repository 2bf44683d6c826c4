import type { TLocale } from '#core/constants.ts';
import type { TReplies } from './reply-types.ts';
import { REPLIES_EN } from './replies-en.ts';
import { REPLIES_TH } from './replies-th.ts';

export function repliesFor(locale: TLocale): TReplies {
  return locale === 'th' ? REPLIES_TH : REPLIES_EN;
}
