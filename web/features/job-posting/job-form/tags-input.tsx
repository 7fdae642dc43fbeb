import type { SelectProps } from '../../../shared/ui/antd.ts';
import { Select } from '../../../shared/ui/antd.ts';

/** What Form.Item hands the control: value, onChange, id and the aria state. */
type Props = Omit<SelectProps<string[]>, 'mode' | 'open' | 'options'>;

/**
 * Entries typed one after another (locations, skills): Enter or a comma closes each. No list
 * drops down: there is nothing to pick from, only what the recruiter types.
 */
export function TagsInput(props: Props) {
  return <Select {...props} mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} />;
}
