// antd's index modules attach every sub-component as a static property (Input.TextArea, Input.OTP,
// App's modal), which no bundler can drop. Importing the single files keeps the login page within
// its 200 kB budget; every antd import in the SPA goes through here.

export { default as Alert } from 'antd/es/alert/Alert';
export { default as AutoComplete } from 'antd/es/auto-complete';
export { default as Avatar } from 'antd/es/avatar/Avatar';
export { default as Badge } from 'antd/es/badge';
export { default as Button } from 'antd/es/button/Button';
// The demo apps' (lazy pages only).
export { default as Calendar } from 'antd/es/calendar';
export { default as Card } from 'antd/es/card/Card';
export { default as Checkbox } from 'antd/es/checkbox/Checkbox';
export { default as CheckboxGroup } from 'antd/es/checkbox/Group';
export { default as Collapse } from 'antd/es/collapse/Collapse';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Drawer } from 'antd/es/drawer';
export { default as Dropdown } from 'antd/es/dropdown/dropdown';
export { default as Empty } from 'antd/es/empty';
export type { FormInstance, Rule, RuleRender } from 'antd/es/form';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input/Input';
export { default as TextArea } from 'antd/es/input/TextArea';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Menu } from 'antd/es/menu';
export { default as Modal } from 'antd/es/modal/Modal';
export { default as useNotification } from 'antd/es/notification/useNotification';
export { default as Pagination } from 'antd/es/pagination';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as RadioGroup } from 'antd/es/radio/group';
export { default as Radio } from 'antd/es/radio/radio';
export { default as Segmented } from 'antd/es/segmented';
export type { SelectProps } from 'antd/es/select';
export { default as Select } from 'antd/es/select';
export { default as Switch } from 'antd/es/switch';
export type { ColumnsType, TableProps } from 'antd/es/table';
export { default as Table } from 'antd/es/table';
export { default as Tabs } from 'antd/es/tabs';
export { default as Tag } from 'antd/es/tag';
export { default as Tooltip } from 'antd/es/tooltip';
