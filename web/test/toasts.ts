import { connectToasts, type ToastVariant } from '../shared/ui/toast.ts';

/** A toast as the user sees it: its kind and its (translated) text. */
export type ShownToast = { variant: ToastVariant; text: string };

/**
 * Collects the toasts the app shows from now on, oldest first. It stays connected after the test,
 * so a late toast lands in this test's list rather than in the next one's.
 */
export function captureToasts(): ShownToast[] {
  const shown: ShownToast[] = [];
  connectToasts((variant, text) => shown.push({ variant, text }));
  return shown;
}
