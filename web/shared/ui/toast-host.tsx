import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useNotification } from './antd.ts';
import { AntdRoot } from './antd-root.tsx';
import { connectToasts, type ToastVariant } from './toast-outlet.ts';

// antd's own toast icons say "check-circle" or "close" to a screen reader; the toast's words and
// its "Close" button say it all. The same icons, hidden (antd's notification already loads them).
const variantIcons = {
  success: <CheckCircleFilled aria-hidden />,
  error: <CloseCircleFilled aria-hidden />,
  info: <InfoCircleFilled aria-hidden />,
  warning: <ExclamationCircleFilled aria-hidden />,
};

/** The global toast settings of seed §2/§9: top right, 3 s, at most 5 stacked. */
export const toastConfig = {
  placement: 'topRight',
  duration: 3,
  maxCount: 5,
  stack: false,
  closeIcon: <CloseOutlined aria-hidden />,
} as const;

/** Hands antd's notification to the toast module; renders where the toasts live. */
function ToastHost() {
  const [notification, holder] = useNotification(toastConfig);
  useEffect(() => {
    connectToasts((variant: ToastVariant, text: string) =>
      notification[variant]({
        title: text,
        icon: variantIcons[variant],
        classNames: { icon: `ant-notification-notice-icon-${variant}` },
      }),
    );
    return () => connectToasts(undefined);
  }, [notification]);
  return holder;
}

let host: Root | undefined;

/**
 * Mounts the toasts' own small React root at the end of the page. The toast module loads this the
 * first time a toast is shown, so a page that shows none (the login page, until a sign-in fails)
 * never loads antd's notification.
 */
export function mountToastHost(): void {
  const element = document.createElement('div');
  element.className = 'toast-host';
  document.body.append(element);
  host = createRoot(element);
  host.render(
    <AntdRoot>
      <ToastHost />
    </AntdRoot>,
  );
}

/**
 * Takes the toasts' root down, and with it their timers. A page never needs it; a test file that
 * drew toasts does, or a toast's timer would fire after its page (the test environment) is gone.
 */
export function unmountToastHost(): void {
  host?.unmount();
  host = undefined;
  for (const element of document.querySelectorAll('.toast-host')) element.remove();
}
