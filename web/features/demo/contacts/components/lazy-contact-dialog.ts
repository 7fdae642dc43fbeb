import { lazyWithAntd } from '../../../../shared/ui/lazy-with-antd.ts';

// A contact's dialog, antd's Modal and Form, comes when a contact is first opened (issue 29: the
// list draws no antd); a pointer over Add or Edit, or the focus on it, fetches it ahead.
export const ContactDialog = lazyWithAntd(() =>
  Promise.all([import('./contact-dialog.tsx'), import('../../../../shared/ui/antd-root.tsx')]).then(
    ([module, antdRoot]) => ({ Component: module.ContactDialog, antdRoot }),
  ),
);
