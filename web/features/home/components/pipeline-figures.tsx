import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StageCounts } from '#openapi/applications.ts';
import { stages } from '#openapi/stages.ts';
import { Card } from '../../../shared/ui/antd.ts';
import { usePipeline } from '../api/use-pipeline.ts';
import { HomeCardState } from './home-card-state.tsx';

/** The stages a candidate of an open job is at, in their order (D21); withdrawn ones are gone. */
const stagesShown: (keyof StageCounts)[] = stages.filter((stage) => stage !== 'withdrawn');

/** The recruiter's figures: jobs open and in draft, their open jobs' candidates and offers. */
export function PipelineFigures({ UserID }: { UserID: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const pipeline = usePipeline(UserID);
  return (
    <Card
      className="home-card"
      role="region"
      aria-labelledby={titleId}
      title={<h2 id={titleId}>{t('home.recruiter.figuresTitle')}</h2>}
    >
      {pipeline.data ? (
        <>
          <dl className="home-figures">
            <Figure label={t('home.recruiter.openJobs')} value={pipeline.data.statusCounts.open} />
            <Figure label={t('home.recruiter.drafts')} value={pipeline.data.statusCounts.draft} />
            <Figure label={t('home.recruiter.applicants')} value={pipeline.data.applicants} />
            <Figure label={t('home.recruiter.offers')} value={pipeline.data.offers} />
          </dl>
          <h3 className="home-subtitle">{t('home.recruiter.byStage')}</h3>
          <dl className="home-stages">
            {stagesShown.map((stage) => (
              <div key={stage}>
                <dt>{t(`recruitment.stage.${stage}`)}</dt>
                <dd>{pipeline.data.stageTotals[stage]}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <HomeCardState query={pipeline} failedKey="home.recruiter.loadFailed" />
      )}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="home-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
