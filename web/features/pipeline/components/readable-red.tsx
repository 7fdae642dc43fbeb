import type { ReactNode } from 'react';
import { ConfigProvider } from '../../../shared/ui/antd.ts';

/**
 * antd's error red (#ff4d4f) reads at 3.3:1 on white; a move dialog's Reject and Withdraw and its
 * errors take the red the board's own Reject is drawn in (shared/ui's AppButton). The dialogs
 * bring it with antd, which the board itself no longer draws (issue 29).
 */
const readableErrorRed = { token: { colorError: '#b91c1c' } };

/** antd's components inside, in the readable red. */
export function ReadableErrorRed({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={readableErrorRed}>{children}</ConfigProvider>;
}
