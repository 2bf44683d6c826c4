import { useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { MAX_CHAT_MESSAGE_CHARS } from '#core/contracts/chat.ts';
import type { TTranslate } from '../../../lib/i18n.ts';

/**
 * The question box (spec §5): Enter sends, Shift+Enter makes a new line; both the box and the send
 * button are disabled while a reply loads; blank text is ignored and stays where it is.
 */
export function ChatComposer({
  loading,
  onSend,
  t,
  inputRef,
}: {
  loading: boolean;
  onSend: (text: string) => boolean;
  t: TTranslate;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const [text, setText] = useState('');

  function submit() {
    if (onSend(text)) setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Not while an input method is composing a character: its Enter confirms the character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white px-3 pt-3 pb-2">
      <div className="flex items-end gap-2">
        <label htmlFor="chat-input" className="sr-only">
          {t('chat.inputLabel')}
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={loading}
          rows={1}
          maxLength={MAX_CHAT_MESSAGE_CHARS}
          placeholder={t('chat.placeholder')}
          aria-describedby="chat-input-hint"
          className="field-sizing-content max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-[15px] leading-snug text-slate-900 placeholder:text-slate-500 focus:border-brand-600 disabled:bg-slate-100 disabled:text-slate-500"
        />
        <button
          type="submit"
          disabled={loading}
          aria-label={t('chat.send')}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
            <path d="M3.4 20.4 21 12 3.4 3.6l-.1 6.5L15 12 3.3 13.9l.1 6.5Z" />
          </svg>
        </button>
      </div>
      <p id="chat-input-hint" className="mt-1.5 px-1 text-xs text-slate-600">
        {t('chat.hint')}
      </p>
    </form>
  );
}
