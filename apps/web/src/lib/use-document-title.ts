import { useEffect } from 'react';

/** Sets the tab title of a screen, e.g. "Sign in · Lipi". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Lipi`;
  }, [title]);
}
