import { Component, type ReactNode } from 'react';
import { i18n } from '../lib/i18n.ts';

/** A page that fails to load (a chunk lost on a bad connection) offers a reload instead of a blank screen. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PageLoadFailed />;
  }
}

/** What a page that could not load shows: the error and a reload. */
export function PageLoadFailed() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
      <h1 className="text-2xl font-bold">{i18n.t('errors.internal')}</h1>
      <button
        type="button"
        onClick={() => location.reload()}
        className="mt-6 rounded-xl bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
      >
        {i18n.t('estimate.retry')}
      </button>
    </section>
  );
}
