import LoadingOutlined from '@ant-design/icons/LoadingOutlined';

// antd's icons render `role="img" aria-label="<icon name>"`, so a screen reader says "eye-invisible
// Show" or "loading Login". The words around them already carry the meaning: the icons antd draws
// on its own inside components are handed back to it with aria-hidden (see quiet-app-icons.tsx,
// which AntdRoot puts around every page that draws antd).

/**
 * antd's spinner, hidden, for a loading antd button: `loading={pending && quietLoading}`. The button
 * keeps its words; antd's Button chunk already holds this icon.
 */
export const quietLoading = { icon: <LoadingOutlined spin aria-hidden /> };
