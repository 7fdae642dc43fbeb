// antd's index modules attach every sub-component as a static property (Input.TextArea, Input.OTP,
// App's modal), which no bundler can drop. Importing the single files keeps the login page within
// its 200 kB budget; every antd import in the SPA goes through here.

export { default as Alert } from 'antd/es/alert/Alert';
export { default as Button } from 'antd/es/button/Button';
export { default as Card } from 'antd/es/card/Card';
export { default as CheckboxGroup } from 'antd/es/checkbox/Group';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Drawer } from 'antd/es/drawer';
export { default as Empty } from 'antd/es/empty';
export type { FormInstance, Rule, RuleRender } from 'antd/es/form';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input/Input';
export { default as TextArea } from 'antd/es/input/TextArea';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Modal } from 'antd/es/modal/Modal';
export { default as useNotification } from 'antd/es/notification/useNotification';
export { default as RadioGroup } from 'antd/es/radio/group';
export { default as Radio } from 'antd/es/radio/radio';
export type { SelectProps } from 'antd/es/select';
export { default as Select } from 'antd/es/select';
export { default as Switch } from 'antd/es/switch';
export type { ColumnsType, TableProps } from 'antd/es/table';
export { default as Tag } from 'antd/es/tag';
