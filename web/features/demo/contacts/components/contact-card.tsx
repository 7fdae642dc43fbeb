import { useTranslation } from 'react-i18next';
import type { Contact, ContactTag } from '#openapi/demo/contacts.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { Tag } from '../../../../shared/ui/tag.tsx';
import { ContactDialog } from './lazy-contact-dialog.ts';

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
        <a className="demo-tap" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
        {contact.phone ? (
          <a className="demo-tap" href={`tel:${contact.phone}`}>
            {contact.phone}
          </a>
        ) : null}
      </p>
      <div className="contact-foot">
        <span className="contact-tags">
          {contact.tags.map((id) => (
            <Tag key={id}>{titleOf(id)}</Tag>
          ))}
        </span>
        <AppButton
          onClick={onEdit}
          aria-label={t('demoContacts.editNamed', { name: contact.name })}
          {...ContactDialog.prefetchOn}
        >
          {t('demoContacts.editShort')}
        </AppButton>
      </div>
    </article>
  );
}
