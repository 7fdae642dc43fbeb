import { TextInput, type TextInputProps } from '../../../shared/ui/text-input.tsx';

/** The account email as the sign-in and recovery forms ask for it, so password managers match it. */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput size="large" type="email" autoComplete="username" inputMode="email" {...props} />
  );
}
