import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '#openapi/applications.ts';
import { ApplicationActions } from './application-actions.tsx';
import { ApplicationNextStep } from './application-next-step.tsx';
import { StageTag } from './stage-tag.tsx';

type Props = { application: ApplicationSummary; titleId?: string };

/** Where an application stands: its stage, the next step, and the student's moves. */
export function ApplicationProgress({ application, titleId }: Props) {
  const { t } = useTranslation();
  return (
    <div className="application-progress">
      <p className="application-stage">
        <span>{t('jobBoard.application.stage')}</span>
        <StageTag stage={application.stage} />
      </p>
      <ApplicationNextStep application={application} />
      <ApplicationActions application={application} titleId={titleId} />
    </div>
  );
}
