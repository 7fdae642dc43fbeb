import BankOutlined from '@ant-design/icons/BankOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSummary } from '#openapi/jobs.ts';
import { useJobFormat } from '../format.ts';

/** One fact with its icon, and its name for screen readers (the icon says it to the eye). */
function Fact({ icon, name, children }: { icon: ReactNode; name: string; children: ReactNode }) {
  return (
    <li>
      {icon}
      <span className="visually-hidden">{name}</span>
      <span>{children}</span>
    </li>
  );
}

/** What a person scans a job for (D13): where, what kind, the pay, by when, and the test. */
export function JobFacts({ job, showCompany = true }: { job: JobSummary; showCompany?: boolean }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  return (
    <ul className="job-facts">
      {showCompany ? (
        <Fact icon={<BankOutlined aria-hidden />} name={t('jobBoard.job.company')}>
          {job.company.name}
        </Fact>
      ) : null}
      <Fact icon={<EnvironmentOutlined aria-hidden />} name={t('jobBoard.job.locations')}>
        {format.list(job.locations)}
      </Fact>
      <Fact icon={<WalletOutlined aria-hidden />} name={t('jobBoard.job.ctc')}>
        {format.ctcRange(job.ctc)}
      </Fact>
      <Fact icon={<SolutionOutlined aria-hidden />} name={t('jobBoard.job.type')}>
        {t(`recruitment.jobType.${job.jobType}`)}
      </Fact>
      <Fact icon={<CalendarOutlined aria-hidden />} name={t('jobBoard.job.deadline')}>
        {t('recruitment.deadline', { date: format.date(job.deadline) })}
      </Fact>
      <Fact icon={<ClockCircleOutlined aria-hidden />} name={t('jobBoard.job.test')}>
        {job.assessment
          ? t('jobBoard.job.testMinutes', { count: job.assessment.durationMinutes })
          : t('jobBoard.job.noTest')}
      </Fact>
    </ul>
  );
}
