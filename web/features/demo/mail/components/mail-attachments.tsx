import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { useTranslation } from 'react-i18next';
import type { Mail } from '#openapi/demo/mail.ts';
import { formatFileSize } from '../mail-format.ts';

/** The files that came with the mail, by name and size (the demo has no files to download). */
export function MailAttachments({ mail }: { mail: Mail }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="mail-attachments" aria-labelledby="mail-attachments-title">
      <h3 id="mail-attachments-title">{t('mail.reader.attachments')}</h3>
      <ul>
        {mail.attachments.map((attachment) => (
          <li key={attachment.name}>
            <PaperClipOutlined aria-hidden />
            <span className="mail-attachment-name">{attachment.name}</span>
            <span className="mail-attachment-size">
              {formatFileSize(attachment.size, i18n.language)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
