export type ToastKind = 'success' | 'warning' | 'error' | 'info';
export type ToastSink = Record<ToastKind, (content: string) => unknown>;

/** The same text within this window is shown once (spec 01 §8: duplicate toasts are suppressed). */
export const DUPLICATE_WINDOW_MS = 3000;

type ToasterOptions = { now?: () => number; windowMs?: number };

export function createToaster(initialSink: ToastSink | null = null, options: ToasterOptions = {}) {
  const now = options.now ?? (() => Date.now());
  const windowMs = options.windowMs ?? DUPLICATE_WINDOW_MS;
  const lastShown = new Map<string, number>();
  let sink = initialSink;

  function show(kind: ToastKind, content: string | null | undefined): boolean {
    const text = content?.trim();
    if (!text || !sink) return false;
    const at = now();
    const previous = lastShown.get(text);
    if (previous !== undefined && at - previous < windowMs) return false;
    lastShown.set(text, at);
    for (const [key, shownAt] of lastShown) if (at - shownAt >= windowMs) lastShown.delete(key);
    sink[kind](text);
    return true;
  }

  return {
    bind(next: ToastSink | null) {
      sink = next;
    },
    success: (text: string | null | undefined) => show('success', text),
    warning: (text: string | null | undefined) => show('warning', text),
    error: (text: string | null | undefined) => show('error', text),
    info: (text: string | null | undefined) => show('info', text),
  };
}

/** The app-wide toaster; providers bind it to antd's themed message API. */
export const toast = createToaster();
