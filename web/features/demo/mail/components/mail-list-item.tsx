import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MailSummary } from '#openapi/demo/mail.ts';
import { mailLink } from '../hooks/use-mail-location.ts';
import { formatListDate } from '../mail-format.ts';

/** "Lakshmi Narayanan" → "LN", for the sender's avatar. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** One row of the list: sender, date, subject and the start of the text; unread rows stand out. */
export function MailListItem({ mail, selected }: { mail: MailSummary; selected: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Link
      to={mailLink(mail.folder, mail.id)}
      className={mail.read ? 'mail-item' : 'mail-item mail-item-unread'}
      aria-current={selected ? 'true' : undefined}
    >
      <span className="mail-item-avatar" aria-hidden="true">
        {initialsOf(mail.from.name)}
      </span>
      <span className="mail-item-text">
        <span className="mail-item-top">
          <span className="mail-item-from">{mail.from.name}</span>
          <time className="mail-item-date" dateTime={mail.date}>
            {formatListDate(mail.date, i18n.language)}
          </time>
        </span>
        <span className="mail-item-subject">{mail.subject}</span>
        <span className="mail-item-excerpt">{mail.excerpt}</span>
        <span className="mail-item-flags">
          {!mail.read && <span className="visually-hidden">{t('mail.list.unread')}</span>}
          {mail.starred && (
            <StarFilled className="mail-item-star" aria-label={t('mail.list.starred')} />
          )}
          {mail.hasAttachments && <PaperClipOutlined aria-label={t('mail.list.attachments')} />}
        </span>
      </span>
    </Link>
  );
}
