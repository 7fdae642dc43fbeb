import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../shared/ui/tabs.tsx';
import { oneOf, useUrlParams } from '../hooks/use-url-params.ts';
import { LazyJobDetailDrawer } from './lazy-job-detail-drawer.tsx';
import { MyApplications } from './my-applications.tsx';
import { StudentOpenJobs } from './student-open-jobs.tsx';
import './job-board.css';

const sections = ['open', 'applications'] as const;

/**
 * The student's /jobs (D14): "Open jobs" and "My applications", the section in the URL
 * (`?tab=applications`), and a job's details over either.
 */
export function StudentJobBoard() {
  const { t } = useTranslation();
  const { params, update } = useUrlParams();
  const section = oneOf(params.get('tab'), sections) ?? 'open';
  return (
    <div className="job-board">
      <Tabs
        label={t('pages.jobs')}
        activeKey={section}
        // The page number belongs to one section's list: the other starts at its first page.
        onChange={(key) => update({ tab: key === 'open' ? undefined : key, page: undefined })}
        items={[
          { key: 'open', label: t('jobBoard.tabs.open'), children: <StudentOpenJobs /> },
          {
            key: 'applications',
            label: t('jobBoard.tabs.applications'),
            children: <MyApplications />,
          },
        ]}
      />
      <LazyJobDetailDrawer />
    </div>
  );
}
