import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Stage } from '#openapi/applications.ts';
import { useCandidates } from '../../../shared/recruitment/api/job-candidates.ts';
import { links } from '../../../shared/routing/paths.ts';
import { LoadingNote } from '../../../shared/ui/loading-note.tsx';
import { StageTag } from './stage-tag.tsx';

/** The most of an institute's applicants one job lists here; the server pages at 100. */
const SHOWN = 100;

/**
 * An institute admin's students who applied to a job, by stage (D14 /alljobs): the server answers
 * only the institute's own students, so the counts and the list are theirs alone. A student whose
 * offer is accepted is placed (D25).
 */
export function InstituteApplicants({ JobID, titleId }: { JobID: number; titleId: string }) {
  const { t } = useTranslation();
  const candidates = useCandidates({ JobID, pageSize: SHOWN, sort: 'name', order: 'asc' });
  if (candidates.isError) return <p role="alert">{t('jobBoard.institute.applicantsFailed')}</p>;
  if (!candidates.data) return <LoadingNote />;
  const { items, total, stageCounts } = candidates.data.body;
  // The server counts every stage in D21's order.
  const byStage = (Object.keys(stageCounts) as Stage[]).filter((stage) => stageCounts[stage] > 0);
  return (
    <section className="job-detail-panel" aria-labelledby={`${titleId}-applicants`}>
      <h3 id={`${titleId}-applicants`}>{t('jobBoard.institute.byStage')}</h3>
      {total === 0 ? (
        <p>{t('jobBoard.institute.noApplicants')}</p>
      ) : (
        <>
          <ul className="institute-stage-counts">
            {byStage.map((stage) => (
              <li key={stage}>
                <StageTag stage={stage} /> {stageCounts[stage]}
              </li>
            ))}
          </ul>
          <ul className="institute-applicants">
            {items.map((item) => (
              <li key={item.ApplicationID}>
                <Link to={links.profile(item.applicant.UserID)}>{item.applicant.displayName}</Link>
                <StageTag stage={item.stage} />
                {item.stage === 'offerAccepted' ? (
                  <strong>{t('jobBoard.institute.placed')}</strong>
                ) : null}
              </li>
            ))}
          </ul>
          {total > items.length ? (
            <p>{t('jobBoard.institute.firstShown', { shown: items.length, total })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
