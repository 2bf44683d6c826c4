import { useEffect } from 'react';

/** Sets the document title and description; callers pass already-translated text so it follows the locale. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description !== undefined) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
