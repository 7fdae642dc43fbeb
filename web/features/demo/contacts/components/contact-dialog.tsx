import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact, ContactFields } from '#openapi/demo/contacts.ts';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { Button, Modal } from '../../../../shared/ui/antd.ts';
import { toast } from '../../../../shared/ui/toast.ts';
import { useCreateContact } from '../api/create-contact.ts';
import { useRemoveContact } from '../api/remove-contact.ts';
import { useUpdateContact } from '../api/update-contact.ts';
import { ContactForm } from './contact-form.tsx';

const blank: ContactFields = {
  name: '',
  email: '',
  phone: '',
  company: '',
  jobTitle: '',
  notes: '',
  tags: [],
};

/** Adds a contact (`contact` null) or edits and deletes one; closes when the server has it. */
export function ContactDialog({
  contact,
  onClose,
}: {
  contact: Contact | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateContact();
  const update = useUpdateContact();
  const remove = useRemoveContact();
  const failed = (error: Error) => toast.error(errorMessage(error, t));
  const done = (words: string) => () => {
    toast.success(words);
    onClose();
  };
  const save = (fields: ContactFields) => {
    const cleaned = { ...blank, ...fields, tags: fields.tags ?? [] };
    if (contact) {
      update.mutate(
        { ...cleaned, id: contact.id },
        { onSuccess: done(t('demoContacts.saved')), onError: failed },
      );
    } else {
      create.mutate(cleaned, { onSuccess: done(t('demoContacts.added')), onError: failed });
    }
  };
  const { id: _id, ...initial } = contact ?? { id: 0, ...blank };
  return (
    <Modal
      open
      title={contact ? t('demoContacts.edit') : t('demoContacts.add')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        contact ? (
          <Button
            key="delete"
            danger
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(
                { id: contact.id },
                { onSuccess: done(t('demoContacts.deleted')), onError: failed },
              )
            }
          >
            {t('demoContacts.delete')}
          </Button>
        ) : null,
        <Button key="cancel" onClick={onClose}>
          {t('demoContacts.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          htmlType="submit"
          form={formId}
          loading={create.isPending || update.isPending}
        >
          {t('demoContacts.save')}
        </Button>,
      ]}
    >
      <ContactForm id={formId} initial={initial} onSave={save} />
    </Modal>
  );
}
