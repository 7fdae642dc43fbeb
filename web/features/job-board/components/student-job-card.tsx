import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudentJobItem } from '#openapi/jobs.ts';
import { useJobFormat } from '../format.ts';
import { searchWith, useUrlParams } from '../hooks/use-url-params.ts';
import { JobFacts } from './job-facts.tsx';
import { StageTag } from './stage-tag.tsx';

/** One open job in the student's list: its facts, and the stage of their application if any. */
export function StudentJobCard({ item }: { item: StudentJobItem }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const { params } = useUrlParams();
  const titleId = useId();
  const { job, myApplication } = item;
  const details = searchWith(params, { job: job.slug });
  return (
    <li className="job-card">
      <div className="job-card-head">
        <h2 id={titleId} className="job-card-title">
          <Link to={details}>{job.title}</Link>
        </h2>
        {myApplication ? <StageTag stage={myApplication.stage} /> : null}
      </div>
      <JobFacts job={job} />
      {job.skills.length > 0 ? (
        <p className="job-card-skills">
          {t('jobBoard.job.skillsList', { skills: format.list(job.skills) })}
        </p>
      ) : null}
      <div className="job-actions">
        <Link className="job-action-link" to={details} aria-describedby={titleId}>
          {myApplication ? t('jobBoard.job.seeApplication') : t('jobBoard.job.detailsAndApply')}
        </Link>
      </div>
    </li>
  );
}
