import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import type { ReactNode } from 'react';
import { ConfigProvider } from './antd.ts';
import { quietLoading } from './quiet-icons.tsx';

/** antd's close cross (drawers, dialogs, tags, select chips), hidden; its button is named "Close". */
export const quietCloseIcon = <CloseOutlined aria-hidden />;

/** antd's clear icon for inputs: `allowClear={quietClear}`; the clear button is named by antd. */
export const quietClear = { clearIcon: <CloseCircleFilled aria-hidden /> };

/** antd's select arrow, hidden; the combobox says it opens a list. */
export const quietSelectArrow = <DownOutlined aria-hidden />;

/**
 * Every icon antd draws on its own, quiet, for what it wraps: the signed-in shell and the pages
 * inside it, /register's selects. Loaded with those, never with the login page.
 */
export function QuietIcons({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      button={{ loadingIcon: quietLoading.icon }}
      drawer={{ closeIcon: quietCloseIcon }}
      modal={{ closeIcon: quietCloseIcon }}
      select={{
        suffixIcon: quietSelectArrow,
        loadingIcon: quietLoading.icon,
        clearIcon: quietClear.clearIcon,
        removeIcon: quietCloseIcon,
      }}
    >
      {children}
    </ConfigProvider>
  );
}
