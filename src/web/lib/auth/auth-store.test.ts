import { describe, expect, it, vi } from 'vitest';
import type { TSession } from '#core/contracts/auth.ts';
import { createAuthStore } from './auth-store.ts';

const session = { accessToken: 'a', user: { id: 'u1' } } as unknown as TSession;

describe('auth store', () => {
  it('is loading until the first answer, then signed in or out with every event', () => {
    const store = createAuthStore();
    expect(store.get()).toEqual({ status: 'loading', session: null });
    store.emit('INITIAL_SESSION', session);
    expect(store.get()).toEqual({ status: 'signedIn', session });
    store.emit('SIGNED_OUT', null);
    expect(store.get()).toEqual({ status: 'signedOut', session: null });
  });

  it('tells every listener the event and the session, and stops after unsubscribe', () => {
    const store = createAuthStore();
    const heard: string[] = [];
    const watcher = vi.fn();
    store.watch(watcher);
    const { unsubscribe } = store.onAuthStateChange((event, current) =>
      heard.push(`${event}:${current?.accessToken ?? 'none'}`),
    );
    store.emit('INITIAL_SESSION', null);
    store.emit('SIGNED_IN', session);
    store.emit('TOKEN_REFRESHED', { ...session, accessToken: 'b' });
    unsubscribe();
    store.emit('SIGNED_OUT', null);
    expect(heard).toEqual(['INITIAL_SESSION:none', 'SIGNED_IN:a', 'TOKEN_REFRESHED:b']);
    expect(watcher).toHaveBeenCalledTimes(4);
  });

  it('gives a listener that comes later the initial session first', async () => {
    const store = createAuthStore();
    store.emit('INITIAL_SESSION', session);
    const listener = vi.fn();
    store.onAuthStateChange(listener);
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledWith('INITIAL_SESSION', session);
  });

  it('keeps telling the others when one listener throws', () => {
    const store = createAuthStore();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    store.onAuthStateChange(() => {
      throw new Error('broken listener');
    });
    store.onAuthStateChange(after);
    store.emit('SIGNED_IN', session);
    expect(after).toHaveBeenCalledWith('SIGNED_IN', session);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
