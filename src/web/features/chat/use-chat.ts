import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_ERROR_KEYS, MAX_CHAT_HISTORY, type TChatMessage } from '#core/contracts/chat.ts';
import type { TLocale } from '#core/constants.ts';
import { ChatStreamError, streamChat } from './api/stream-chat.ts';

export interface TChatEntry extends TChatMessage {
  id: number;
}

export interface TChatState {
  messages: TChatEntry[];
  /** A reply is on its way: input and send are disabled, a new question is ignored. */
  loading: boolean;
  /** The toast to show (an i18n key); `id` changes so the same error twice shows twice. */
  toast: { key: string; id: number } | null;
  /** The last complete reply, for the screen reader's live region. */
  announcement: string;
}

const INITIAL: TChatState = { messages: [], loading: false, toast: null, announcement: '' };

/**
 * The conversation (spec §4 chat widget, §5 chat rules): a question is ignored while a reply loads or
 * when blank; the reply grows as pieces arrive; a failed reply's cause is shown as a toast.
 */
export function useChat(locale: TLocale) {
  const [state, setState] = useState<TChatState>(INITIAL);
  // The source of truth between renders: a question must see the conversation as it is now.
  const current = useRef<TChatState>(INITIAL);
  const nextId = useRef(1);
  const controller = useRef<AbortController | null>(null);

  const update = useCallback((change: (state: TChatState) => Partial<TChatState>) => {
    current.current = { ...current.current, ...change(current.current) };
    setState(current.current);
  }, []);

  // The layout unmounts (leaving the site): stop the reply, and the server stops with it.
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    (text: string): boolean => {
      const content = text.trim();
      if (content === '' || current.current.loading) return false;
      const question: TChatEntry = { id: nextId.current++, role: 'user', content };
      const replyId = nextId.current++;
      const history = [...current.current.messages.filter((message) => message.content !== ''), question]
        .slice(-MAX_CHAT_HISTORY)
        .map(({ role, content: body }): TChatMessage => ({ role, content: body }));
      update((state) => ({
        messages: [...state.messages, question, { id: replyId, role: 'assistant', content: '' }],
        loading: true,
        toast: null,
      }));
      const abort = new AbortController();
      controller.current = abort;
      const grow = (piece: string) =>
        update((state) => ({
          messages: state.messages.map((message) =>
            message.id === replyId ? { ...message, content: message.content + piece } : message,
          ),
        }));
      streamChat({ messages: history, locale }, grow, abort.signal).then(
        () =>
          update((state) => ({
            loading: false,
            announcement: state.messages.find((message) => message.id === replyId)?.content ?? '',
          })),
        (error: unknown) => {
          if (abort.signal.aborted) return;
          const key = error instanceof ChatStreamError ? error.messageKey : CHAT_ERROR_KEYS.sendFailed;
          update((state) => ({
            loading: false,
            // A half answer stays (it was shown); an empty one goes.
            messages: state.messages.filter((message) => message.id !== replyId || message.content !== ''),
            toast: { key, id: replyId },
          }));
        },
      );
      return true;
    },
    [locale, update],
  );

  const dismissToast = useCallback(() => update(() => ({ toast: null })), [update]);

  return { ...state, send, dismissToast };
}
