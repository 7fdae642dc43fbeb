import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import type { ReactNode } from 'react';
import { ConfigProvider } from './antd.ts';

// antd's icons render `role="img" aria-label="<icon name>"`, so a screen reader says "eye-invisible
// Show" or "down Institute". The words around them already carry the meaning: the icons antd draws
// on its own inside components are passed back to it here with aria-hidden.

/** antd's password eye, hidden from assistive technology; the toggle is named "Show"/"Hide". */
export const quietPasswordIcon = (visible: boolean): ReactNode =>
  visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />;

/** antd's spinner inside a loading button, hidden; the button keeps its words. */
export const quietLoadingIcon = <LoadingOutlined spin aria-hidden />;

/**
 * The icons of the public screens' antd parts (buttons, password fields), quiet. Only icons the
 * login page already loads: anything more would add to its budgeted first load.
 */
export function QuietFormIcons({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      button={{ loadingIcon: quietLoadingIcon }}
      inputPassword={{ iconRender: quietPasswordIcon }}
    >
      {children}
    </ConfigProvider>
  );
}
