import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { PipelineFigures } from './pipeline-figures.tsx';
import { RecentJobs } from './recent-jobs.tsx';
import './home.css';

/** The recruiter's /home (D14): their pipeline's figures, their recent jobs, and posting a job. */
export function RecruiterHome({ UserID }: { UserID: number }) {
  const { t } = useTranslation();
  return (
    <div className="home">
      <div className="home-actions">
        <Link to={paths.postJob} className="home-action">
          <PlusOutlined aria-hidden />
          {t('home.recruiter.postJob')}
        </Link>
      </div>
      <PipelineFigures UserID={UserID} />
      <RecentJobs UserID={UserID} />
    </div>
  );
}
