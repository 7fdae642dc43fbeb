import { useTranslation } from 'react-i18next';
import type { Contact, ContactTag } from '#openapi/demo/contacts.ts';
import { Button, Tag } from '../../../../shared/ui/antd.ts';

/** One contact in the list: who, where, how to reach them, their labels and an Edit action. */
export function ContactCard({
  contact,
  tags,
  onEdit,
}: {
  contact: Contact;
  tags: readonly ContactTag[];
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const titleOf = (id: string) => tags.find((tag) => tag.id === id)?.title ?? id;
  return (
    <article className="contact-card" aria-labelledby={`contact-${contact.id}`}>
      <h2 id={`contact-${contact.id}`} className="contact-name">
        {contact.name}
      </h2>
      <p className="demo-muted contact-role">
        {[contact.jobTitle, contact.company].filter(Boolean).join(', ')}
      </p>
      <p className="contact-reach">
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
        {contact.phone ? <a href={`tel:${contact.phone}`}>{contact.phone}</a> : null}
      </p>
      <div className="contact-foot">
        <span>
          {contact.tags.map((id) => (
            <Tag key={id}>{titleOf(id)}</Tag>
          ))}
        </span>
        <Button onClick={onEdit} aria-label={t('demoContacts.editNamed', { name: contact.name })}>
          {t('demoContacts.editShort')}
        </Button>
      </div>
    </article>
  );
}
