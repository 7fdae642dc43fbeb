// The antd parts the job pages use beyond web/shared/ui/antd.ts, imported file by file for the same
// reason (index modules drag every sub-component along). They live here, in the lazy route chunks
// of /postjob and /myjobs, so nothing of them reaches the login page.

export type { FormInstance, Rule, RuleRender } from 'antd/es/form';
export { default as Form } from 'antd/es/form';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Pagination } from 'antd/es/pagination';
export type { SelectProps } from 'antd/es/select';
