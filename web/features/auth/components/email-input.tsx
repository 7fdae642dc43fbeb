import type { ComponentProps } from 'react';
import { Input } from '../../../shared/ui/antd.ts';

/** The account email as the sign-in and recovery forms ask for it, so password managers match it. */
export function EmailInput(props: ComponentProps<typeof Input>) {
  return <Input size="large" type="email" autoComplete="username" inputMode="email" {...props} />;
}
