import { useTranslation } from 'react-i18next';
import type { StageCounts } from '#openapi/applications.ts';
import { stages } from '#openapi/stages.ts';

/** The stages in the order candidates move through them (D21). */
const stageOrder: readonly (keyof StageCounts)[] = stages;

/**
 * A job's candidates (D14 /myjobs): how many applied, and how many are at each stage that holds
 * any, in pipeline order.
 */
export function StageCountList({ counts, total }: { counts: StageCounts; total: number }) {
  const { t } = useTranslation();
  if (total === 0) {
    return <p className="stage-counts-none">{t('jobPosting.myJobs.noApplicants')}</p>;
  }
  return (
    <div className="stage-counts">
      <p className="stage-counts-total">{t('jobPosting.myJobs.applicants', { count: total })}</p>
      <dl>
        {stageOrder
          .filter((stage) => counts[stage] > 0)
          .map((stage) => (
            <div key={stage}>
              <dt>{t(`recruitment.stage.${stage}`)}</dt>
              <dd>{counts[stage]}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
