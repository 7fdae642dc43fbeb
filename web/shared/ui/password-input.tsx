import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import type { ComponentProps } from 'react';
import { InputPassword } from './antd.ts';

/** antd's password eye, hidden from assistive technology: the toggle itself is named Show/Hide. */
export const quietPasswordIcon = (visible: boolean) =>
  visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />;

/**
 * antd's password field with a show/hide toggle whose eye is not read out. The forms import this
 * instead of InputPassword, so the icons travel in the same chunk as the field.
 */
export function PasswordInput(props: ComponentProps<typeof InputPassword>) {
  return <InputPassword iconRender={quietPasswordIcon} {...props} />;
}
