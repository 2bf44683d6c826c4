import { useEffect, useRef } from 'react';
import type { TTranslate } from '../../../lib/i18n.ts';
import { MessageText } from '../message-text.tsx';
import type { TChatEntry } from '../use-chat.ts';

const SUGGESTIONS = ['price', 'process', 'pickup'] as const;

/** The conversation, newest at the bottom and kept in view as a reply grows; a welcome and suggestions first. */
export function ChatMessages({
  messages,
  loading,
  t,
  onSuggestion,
  onNavigate,
}: {
  messages: TChatEntry[];
  loading: boolean;
  t: TTranslate;
  onSuggestion: (text: string) => void;
  onNavigate: () => void;
}) {
  const log = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  // Follow the reply as it grows, but stop once its first line reaches the top: it is read from there.
  useEffect(() => {
    const container = log.current;
    if (!container || !last) return;
    const bottom = container.scrollHeight - container.clientHeight;
    const item = container.querySelector<HTMLElement>(`[data-message="${last.id}"]`);
    container.scrollTop = last.role === 'assistant' && item ? Math.min(bottom, item.offsetTop - 12) : bottom;
  }, [last]);

  return (
    <div
      ref={log}
      className="relative flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-3 py-4"
      data-testid="chat-log"
    >
      <div className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white px-4 py-3 text-[15px] leading-relaxed text-slate-800 shadow-sm ring-1 ring-slate-200">
        {t('chat.welcome')}
      </div>
      {messages.length === 0 && (
        <div className="mt-4">
          <p className="mb-2 px-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('chat.suggestionsTitle')}
          </p>
          <ul className="flex flex-wrap gap-2">
            {SUGGESTIONS.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  onClick={() => onSuggestion(t(`chat.suggestions.${key}`))}
                  className="rounded-full border border-brand-600 bg-white px-3 py-1.5 text-left text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  {t(`chat.suggestions.${key}`)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ol aria-label={t('chat.conversation')} className="mt-3 flex flex-col gap-3">
        {messages.map((message) => (
          <li
            key={message.id}
            data-message={message.id}
            data-role={message.role}
            className={
              message.role === 'user'
                ? 'max-w-[85%] self-end rounded-2xl rounded-tr-sm bg-brand-700 px-4 py-2.5 text-[15px] leading-relaxed whitespace-pre-wrap text-white'
                : 'max-w-[92%] self-start rounded-2xl rounded-tl-sm bg-white px-4 py-3 text-[15px] leading-relaxed whitespace-pre-wrap text-slate-800 shadow-sm ring-1 ring-slate-200'
            }
          >
            <span className="sr-only">{t(message.role === 'user' ? 'chat.you' : 'chat.assistant')}: </span>
            {message.role === 'assistant' && message.content === '' && loading ? (
              <TypingDots label={t('chat.thinking')} />
            ) : message.role === 'assistant' ? (
              <MessageText text={message.content} t={t} onNavigate={onNavigate} />
            ) : (
              message.content
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

function TypingDots({ label }: { label: string }) {
  return (
    <span className="flex items-center gap-1 py-1.5" data-testid="chat-typing">
      <span className="sr-only">{label}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="h-2 w-2 animate-bounce rounded-full bg-slate-400"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
