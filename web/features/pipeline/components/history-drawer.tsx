import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '#openapi/applications.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { applicationQueryOptions } from '../../../shared/recruitment/api/application-get.ts';
import { Drawer } from '../../../shared/ui/antd.ts';
import { ApplicationFacts } from './application-facts.tsx';
import { HistoryList } from './history-list.tsx';
import './history-drawer.css';
import { LoadingNote } from '../../../shared/ui/loading-note.tsx';

/** A candidate's application with every move it made (D21): stage, when, who and the note. */
export function HistoryDrawer({
  card,
  onClose,
}: {
  card: ApplicationSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const application = useQuery({
    ...applicationQueryOptions(card?.ApplicationID ?? 0),
    enabled: card !== null,
  });
  let content = <LoadingNote />;
  if (application.error) content = <p role="alert">{errorMessage(application.error, t)}</p>;
  else if (application.data) {
    content = (
      <>
        <ApplicationFacts application={application.data.body} />
        <h3 className="history-heading">{t('pipeline.history.moves')}</h3>
        <HistoryList history={application.data.body.history} />
      </>
    );
  }
  return (
    <Drawer
      open={card !== null}
      onClose={onClose}
      title={card ? t('pipeline.history.title', { name: card.applicant.displayName }) : null}
      placement="right"
      size="min(440px, 100vw)"
      destroyOnHidden
    >
      {content}
    </Drawer>
  );
}
