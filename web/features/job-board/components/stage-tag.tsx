import { useTranslation } from 'react-i18next';
import type { Stage } from '#openapi/applications.ts';
import type { JobStatus } from '#openapi/jobs.ts';
import { Tag } from '../../../shared/ui/tag.tsx';

// The tags take their colours from job-board.css, not the tones' (antd's presets): the presets' green, gold
// and cyan text reads at about 3.4:1 on their own backgrounds, under the 4.5:1 the product keeps.

/** An application's stage (D21) in words. */
export function StageTag({ stage }: { stage: Stage }) {
  const { t } = useTranslation();
  return <Tag className={`stage-tag stage-tag-${stage}`}>{t(`recruitment.stage.${stage}`)}</Tag>;
}

/** A job's status (D13) in words. */
export function JobStatusTag({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return (
    <Tag className={`stage-tag job-status-${status}`}>{t(`recruitment.jobStatus.${status}`)}</Tag>
  );
}
