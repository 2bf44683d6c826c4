import { useEffect, useRef, type KeyboardEvent } from 'react';
import { COMPANY } from '#core/constants.ts';
import { Toast } from '../../../components/toast.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { spokenText } from '../message-text.tsx';
import { useChat } from '../use-chat.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMessages } from './chat-messages.tsx';

export const CHAT_PANEL_ID = 'chat-panel';
/** Longer than the page's toasts: the reader is in the middle of typing. */
const CHAT_TOAST_MS = 8000;

/**
 * The open chat (spec §4, §9): 384 × 500 px above the button on larger screens, the whole screen on a
 * phone. Focus moves to the question box when it opens; Escape closes it. Loaded on first use only.
 */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const chat = useChat(i18n.language);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  // The box was disabled while the reply loaded (and lost focus): give it back when the reply is in.
  const { loading } = chat;
  useEffect(() => {
    if (!loading && open && (document.activeElement === document.body || document.activeElement === null)) {
      input.current?.focus();
    }
  }, [loading, open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <section
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-labelledby="chat-title"
      hidden={!open}
      onKeyDown={onKeyDown}
      data-testid="chat-panel"
      className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-white sm:inset-auto sm:right-4 sm:bottom-24 sm:h-[500px] sm:max-h-[calc(100dvh-7rem)] sm:w-[384px] sm:rounded-2xl sm:shadow-2xl sm:ring-1 sm:ring-slate-900/10"
    >
      <header className="flex items-center gap-3 bg-brand-800 px-4 py-3 text-white">
        <span
          aria-hidden="true"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/15"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5 fill-current">
            <path d="M12 3c5 0 9 3.4 9 7.6 0 4.2-4 7.6-9 7.6-.9 0-1.8-.1-2.6-.3L5 20l1-3.6C4.2 15 3 12.9 3 10.6 3 6.4 7 3 12 3Z" />
          </svg>
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="chat-title" className="truncate text-base leading-tight font-bold">
            {t('chat.title')}
          </h2>
          <p className="truncate text-xs text-brand-100">{t('chat.subtitle')}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('chat.close')}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5 stroke-current"
            fill="none"
            strokeWidth="2.2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </header>

      <ChatMessages
        messages={chat.messages}
        loading={chat.loading}
        t={t}
        onSuggestion={chat.send}
        onNavigate={onClose}
      />

      {chat.toast && (
        <Toast
          key={chat.toast.id}
          toast={{ id: chat.toast.id, message: t(chat.toast.key), tone: 'error' }}
          dismissLabel={t('chat.dismiss')}
          onDismiss={chat.dismissToast}
          durationMs={CHAT_TOAST_MS}
          className="mx-3 mb-2"
        />
      )}
      <ChatComposer loading={chat.loading} onSend={chat.send} t={t} inputRef={input} />
      <p className="bg-white px-4 pb-2 text-[11px] leading-snug text-slate-600">
        {t('chat.disclaimer')}{' '}
        <a
          href={`tel:${COMPANY.phoneE164}`}
          className="font-semibold whitespace-nowrap text-brand-700 underline"
        >
          {COMPANY.phone}
        </a>
        {' · '}
        <a
          href={COMPANY.lineOaUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold whitespace-nowrap text-brand-700 underline"
        >
          LINE {COMPANY.lineOaId}
          <span className="sr-only"> {t('header.newTab')}</span>
        </a>
      </p>
      {/* Announces each complete reply once, without the link addresses. */}
      <p className="sr-only" aria-live="polite" data-testid="chat-announcer">
        {chat.announcement ? spokenText(chat.announcement, t) : ''}
      </p>
    </section>
  );
}
