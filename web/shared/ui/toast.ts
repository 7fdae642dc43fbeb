import { deliverToast, type ToastVariant } from './toast-outlet.ts';

export { connectToasts, type Notifier, type ToastVariant } from './toast-outlet.ts';

let hostRequested = false;

function show(variant: ToastVariant, text: string): void {
  if (deliverToast(variant, text) || hostRequested) return;
  hostRequested = true;
  void import('./toast-host.tsx').then((module) => module.mountToastHost());
}

/** Shows a toast: `toast.error('...')`. The text is already translated. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
};
