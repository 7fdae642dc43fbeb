import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { Notice } from '../../../shared/ui/notice.tsx';

/**
 * Why there is no pipeline to show: no such job for this caller (another company's job answers as
 * if it did not exist, D19), or a role the server shares no candidates with. Never a blank page.
 */
export function PipelineRefusal({ error, home }: { error: unknown; home: string }) {
  const { t } = useTranslation();
  const message = error ? errorMessage(error, t) : t('pipeline.notShared');
  return (
    <div className="pipeline-refusal">
      <Notice tone="warning" title={message} />
      <Link to={home}>{t('pipeline.backHome')}</Link>
    </div>
  );
}
