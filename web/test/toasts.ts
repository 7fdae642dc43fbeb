import { connectToasts, toast } from '../shared/ui/toast.ts';

type ToastVariant = keyof typeof toast;

/** A toast as the user sees it: its kind and its (translated) text. */
export type ShownToast = { variant: ToastVariant; text: string };

const variants = Object.keys(toast) as ToastVariant[];

/**
 * Collects the toasts the app shows from now on, oldest first. It stays connected after the test,
 * so a late toast lands in this test's list rather than in the next one's.
 */
export function captureToasts(): ShownToast[] {
  const shown: ShownToast[] = [];
  const notifier = Object.fromEntries(
    variants.map((variant) => [
      variant,
      ({ title }: { title: unknown }) => shown.push({ variant, text: String(title) }),
    ]),
  );
  // The bridge calls only these four of antd's NotificationInstance.
  connectToasts(notifier as unknown as Parameters<typeof connectToasts>[0]);
  return shown;
}
