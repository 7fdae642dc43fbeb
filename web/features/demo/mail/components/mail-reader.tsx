import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MailFolderHandle } from '#openapi/demo/mail.ts';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import { LoadingNote } from '../../../../shared/ui/loading-note.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { useMail } from '../api/get-mail.ts';
import { useRemoveMail } from '../api/remove-mail.ts';
import { folderTitle } from '../folder-title.ts';
import { mailLink } from '../hooks/use-mail-location.ts';
import { MailAttachments } from './mail-attachments.tsx';
import { MailHeaders } from './mail-headers.tsx';

/**
 * The reading pane: the open mail in full, with Delete; the back button shows only where the list
 * and the mail take turns on the screen.
 */
export function MailReader({
  folder,
  mailId,
}: {
  folder: MailFolderHandle;
  mailId: number | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, error, isPending } = useMail(mailId);
  const removeMail = useRemoveMail();
  const article = useRef<HTMLElement>(null);
  const openedId = data?.body.id;
  // A newly opened mail starts at its subject, wherever the list (or the last mail) was scrolled.
  useEffect(() => {
    if (openedId !== undefined) article.current?.scrollIntoView({ block: 'start' });
  }, [openedId]);

  if (mailId === null) {
    return <EmptyState className="mail-empty" description={t('mail.reader.nothingOpen')} />;
  }

  const back = (
    <AppButton
      className="mail-back-button"
      variant="text"
      onClick={() => navigate(mailLink(folder))}
    >
      <ArrowLeftOutlined aria-hidden />
      {t('mail.reader.back', { folder: folderTitle(folder, t) })}
    </AppButton>
  );

  if (isPending || error) {
    return (
      <>
        <header className="mail-pane-header">{back}</header>
        {error ? (
          <p className="mail-note" role="alert">
            {t('mail.reader.loadFailed')} {errorMessage(error, t)}
          </p>
        ) : (
          <LoadingNote className="mail-note" />
        )}
      </>
    );
  }

  const mail = data.body;
  const remove = () =>
    removeMail.mutate(mail, {
      onSuccess: () => {
        toast.success(t('mail.reader.deleted'));
        navigate(mailLink(mail.folder), { replace: true });
      },
      onError: (failure) => toast.error(errorMessage(failure, t)),
    });

  return (
    <article ref={article} className="mail-reader" aria-labelledby="mail-subject">
      <header className="mail-pane-header">
        {back}
        <AppButton
          danger
          loading={removeMail.isPending}
          onClick={remove}
          className="mail-delete-button"
        >
          <DeleteOutlined aria-hidden />
          {t('mail.reader.delete')}
        </AppButton>
      </header>
      <div className="mail-reader-body">
        <h2 id="mail-subject" className="mail-reader-subject">
          {mail.subject}
        </h2>
        <MailHeaders mail={mail} />
        <div className="mail-reader-text">
          {mail.text.split(/\n{2,}/).map((paragraph, index) => (
            // Paragraphs have no identity of their own; the text never reorders.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {mail.attachments.length > 0 && <MailAttachments mail={mail} />}
      </div>
    </article>
  );
}
