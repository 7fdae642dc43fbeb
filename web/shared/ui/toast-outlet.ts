export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** Draws a toast: antd's notification once toast-host.tsx has connected it, a list in tests. */
export type Notifier = (variant: ToastVariant, text: string) => void;

// Where toasts go, apart from toast.ts (which loads the host) and toast-host.tsx (which connects
// to it), so neither imports the other.

type Pending = { variant: ToastVariant; text: string };

let notifier: Notifier | undefined;
let pending: Pending[] = [];

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

/** Draws the toast, or keeps it for the host to come; false when it had to wait. */
export function deliverToast(variant: ToastVariant, text: string): boolean {
  if (notifier) {
    notifier(variant, text);
    return true;
  }
  pending.push({ variant, text });
  return false;
}
