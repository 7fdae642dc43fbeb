import { useQuery } from '@tanstack/react-query';
import { maxPageSize } from '#openapi/field-rules.ts';
import { companyJobsQueryOptions } from '../../../shared/recruitment/api/company-jobs.ts';
import { instituteJobsQueryOptions } from '../../../shared/recruitment/api/institute-jobs.ts';

/** The jobs /result's job filter offers: the company's (staff) or those open to the institute. */
export function useResultJobs(role: 'staff' | 'instituteAdmin') {
  const company = useQuery({
    ...companyJobsQueryOptions({ pageSize: maxPageSize, sort: 'title', order: 'asc' }),
    enabled: role === 'staff',
  });
  const institute = useQuery({
    ...instituteJobsQueryOptions({ pageSize: maxPageSize }),
    enabled: role === 'instituteAdmin',
  });
  const items = (role === 'staff' ? company.data : institute.data)?.body.items ?? [];
  return items.map((item) => item.job);
}
