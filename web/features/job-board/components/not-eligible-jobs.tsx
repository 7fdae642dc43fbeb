import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudentJobs } from '../../../shared/recruitment/api/student-jobs.ts';
import { ListPager } from '../../../shared/ui/list-pager.tsx';
import { useDisclosure } from '../../../shared/ui/use-disclosure.ts';
import type { StudentJobFilters } from '../hooks/use-student-job-filters.ts';
import { compact } from '../hooks/use-url-params.ts';
import { EligibilityReasons } from './eligibility-reasons.tsx';
import { QueryStatus } from './query-status.tsx';

type Props = { count: number; filters: StudentJobFilters };

/**
 * "n jobs you are not eligible for" (D20): under the same filters as the open jobs, and opened on
 * demand, each with the reasons in words. Its page is the panel's own, not the URL's.
 */
export function NotEligibleJobs({ count, filters }: Props) {
  const { t } = useTranslation();
  const { open, toggle, panel } = useDisclosure();
  if (count === 0) return null;
  return (
    <section className="not-eligible">
      <button type="button" className="not-eligible-toggle" {...toggle}>
        {t('jobBoard.notEligible.count', { count })}
      </button>
      <div {...panel}>
        {/* New filters start the list at its first page again. */}
        {open ? <NotEligibleList key={JSON.stringify(filters)} filters={filters} /> : null}
      </div>
    </section>
  );
}

function NotEligibleList({ filters }: { filters: StudentJobFilters }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const jobs = useStudentJobs(
    compact({
      ...filters,
      eligibility: 'notEligible' as const,
      page: page > 1 ? page : undefined,
    }),
  );
  if (!jobs.data) return <QueryStatus error={jobs.error} />;
  const { items, total, pageSize } = jobs.data.body;
  return (
    <>
      <ul className="not-eligible-list">
        {items.map(({ job, eligibility }) => (
          <li key={job.JobID}>
            <h3 className="not-eligible-title">
              {t('jobBoard.notEligible.job', { title: job.title, company: job.company.name })}
            </h3>
            <EligibilityReasons reasons={eligibility.reasons} />
          </li>
        ))}
      </ul>
      <ListPager page={page} pageSize={pageSize} total={total} onChange={setPage} />
    </>
  );
}
