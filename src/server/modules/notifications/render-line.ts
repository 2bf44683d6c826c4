import type { TLineContent } from '#core/notifications.ts';
import type { TMessageView } from './message-view.ts';

/** LINE's limits: altText ≤ 400 characters, a button's label ≤ 40. */
const ALT_TEXT_MAX = 400;
const LABEL_MAX = 40;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** One Flex bubble with a plain-text altText (what a phone's notification shows), decision 043. */
export function renderLine(view: TMessageView): TLineContent {
  const altText = clip([view.title, ...view.lines].join('\n'), ALT_TEXT_MAX);
  const body: Record<string, unknown>[] = [
    { type: 'text', text: view.title, weight: 'bold', size: 'md', wrap: true },
    ...view.lines.map((line) => ({ type: 'text', text: line, size: 'sm', wrap: true, margin: 'md' })),
    ...view.facts.map(([label, value]) => ({
      type: 'box',
      layout: 'baseline',
      margin: 'sm',
      contents: [
        { type: 'text', text: label, size: 'xs', color: '#6b7280', flex: 2, wrap: true },
        { type: 'text', text: value, size: 'sm', weight: 'bold', flex: 3, wrap: true },
      ],
    })),
  ];
  const bubble: Record<string, unknown> = {
    type: 'bubble',
    body: { type: 'box', layout: 'vertical', contents: body },
  };
  if (view.buttons.length > 0) {
    bubble.footer = {
      type: 'box',
      layout: 'vertical',
      spacing: 'sm',
      contents: view.buttons.map((button, index) => ({
        type: 'button',
        style: index === 0 ? 'primary' : 'secondary',
        height: 'sm',
        action: { type: 'uri', label: clip(button.label, LABEL_MAX), uri: button.url },
      })),
    };
  }
  return { messages: [{ type: 'flex', altText, contents: bubble }] };
}
