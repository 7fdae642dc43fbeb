// antd's index modules attach every sub-component as a static property (Input.TextArea, Input.OTP,
// App's modal), which no bundler can drop. Importing the single files keeps the login page within
// its 200 kB budget; every antd import in the SPA goes through here.
export { default as Button } from 'antd/es/button/Button';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Input } from 'antd/es/input/Input';
export { default as InputPassword } from 'antd/es/input/Password';
export { default as useNotification } from 'antd/es/notification/useNotification';
export { default as Select } from 'antd/es/select';
