import type { TEmailContent } from '#core/notifications.ts';
import { MESSAGE_TEXTS } from './message-texts.ts';
import type { TMessageView } from './message-view.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain-text and an HTML part saying the same, in the view's language (decision 043). */
export function renderEmail(view: TMessageView): TEmailContent {
  const texts = MESSAGE_TEXTS[view.locale];
  const text = [
    view.title,
    '',
    ...view.lines,
    ...(view.facts.length > 0 ? ['', ...view.facts.map(([label, value]) => `${label}: ${value}`)] : []),
    ...(view.buttons.length > 0
      ? ['', ...view.buttons.map((button) => `${button.label}: ${button.url}`)]
      : []),
    '',
    '--',
    view.footer,
    ...(view.unsubscribeUrl ? [`${texts.unsubscribe}: ${view.unsubscribeUrl}`] : []),
  ].join('\n');
  const facts = view.facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const buttons = view.buttons
    .map(
      (button) =>
        `<a href="${escapeHtml(button.url)}" style="display:inline-block;margin:4px 8px 4px 0;padding:10px 16px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${view.locale}"><head><meta charset="utf-8"><title>${escapeHtml(view.subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Sarabun,Tahoma,Arial,sans-serif;color:#1f2937;background:#f8fafc">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(view.title)}</h1>
${view.lines.map((line) => `<p style="margin:0 0 10px;line-height:1.5">${escapeHtml(line)}</p>`).join('\n')}
${facts ? `<table style="border-collapse:collapse;margin:8px 0 12px">${facts}</table>` : ''}
${buttons ? `<p style="margin:12px 0">${buttons}</p>` : ''}
<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${escapeHtml(view.footer)}${
    view.unsubscribeUrl
      ? ` · <a href="${escapeHtml(view.unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(texts.unsubscribe)}</a>`
      : ''
  }</p>
</div></body></html>`;
  return {
    subject: view.subject,
    text,
    html,
    ...(view.unsubscribeUrl
      ? {
          unsubscribeUrl: view.unsubscribeUrl,
          oneClickUrl: view.unsubscribeUrl.replace('/unsubscribe?', '/api/unsubscribe?'),
        }
      : {}),
  };
}
