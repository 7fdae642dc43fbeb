import { useTranslation } from 'react-i18next';
import type { StageCounts } from '#openapi/applications.ts';
import { stages } from '#openapi/stages.ts';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { usePipeline } from '../api/get-pipeline.ts';
import { HomeCardState } from './home-card-state.tsx';

/** The stages a candidate of an open job is at, in their order (D21); withdrawn ones are gone. */
const stagesShown: (keyof StageCounts)[] = stages.filter((stage) => stage !== 'withdrawn');

/** The recruiter's figures: jobs open and in draft, their open jobs' candidates and offers. */
export function PipelineFigures({ UserID }: { UserID: number }) {
  const { t } = useTranslation();
  const pipeline = usePipeline(UserID);
  return (
    <TitledCard className="home-card" title={t('home.recruiter.figuresTitle')}>
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
    </TitledCard>
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
