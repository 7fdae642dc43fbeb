import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../features/home/components/page-frame.tsx';
import { InstituteJobBoard } from '../../features/job-board/components/institute-job-board.tsx';

/** /alljobs (D14): the jobs open to the institute admin's institute. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.allJobs')}>
      <InstituteJobBoard />
    </PageFrame>
  );
}
