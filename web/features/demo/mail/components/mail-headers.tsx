import { useTranslation } from 'react-i18next';
import type { Mail, MailContact } from '#openapi/demo/mail.ts';
import { formatFullDate } from '../mail-format.ts';

const contactText = (contact: MailContact) => `${contact.name} <${contact.email}>`;

/** Who sent the mail, to whom, and when. */
export function MailHeaders({ mail }: { mail: Mail }) {
  const { t, i18n } = useTranslation();
  const rows = [
    [t('mail.reader.from'), contactText(mail.from)],
    [t('mail.reader.to'), mail.to.map(contactText).join(', ')],
    ...(mail.cc.length > 0 ? [[t('mail.reader.cc'), mail.cc.map(contactText).join(', ')]] : []),
    [t('mail.reader.date'), formatFullDate(mail.date, i18n.language)],
  ];
  return (
    <dl className="mail-reader-headers">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
