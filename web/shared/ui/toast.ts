export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** Draws a toast: antd's notification once toast-host.tsx has connected it, a list in tests. */
export type Notifier = (variant: ToastVariant, text: string) => void;

type Pending = { variant: ToastVariant; text: string };

let notifier: Notifier | undefined;
let pending: Pending[] = [];
let hostRequested = false;

/**
 * Lets code outside React (the HTTP client) show toasts: the toast host hands over its notifier;
 * toasts raised before that (start-up expiry, the first one of a page) wait for it.
 */
export function connectToasts(instance: Notifier | undefined): void {
  notifier = instance;
  if (!instance) return;
  for (const { variant, text } of pending) instance(variant, text);
  pending = [];
}

function show(variant: ToastVariant, text: string): void {
  if (notifier) {
    notifier(variant, text);
    return;
  }
  pending.push({ variant, text });
  if (!hostRequested) {
    hostRequested = true;
    void import('./toast-host.tsx').then((module) => module.mountToastHost());
  }
}

/** Shows a toast: `toast.error('...')`. The text is already translated. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
};
