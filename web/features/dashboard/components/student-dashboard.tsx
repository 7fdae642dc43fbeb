import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JobRef } from '#openapi/applications.ts';
import { FigureBlock } from '../../../shared/charts/figure-block.tsx';
import { useFormatDate } from '../../../shared/recruitment/use-format-date.ts';
import { links } from '../../../shared/routing/paths.ts';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { useStudentDashboard } from '../api/dashboard-requests.ts';
import { DashboardFailed, DashboardSkeleton } from './dashboard-state.tsx';
import { useDashboardFormat } from './use-dashboard-format.ts';

/** Closed stages: an application there is no longer in progress (D21). */
const closed = new Set(['offerAccepted', 'offerDeclined', 'rejected', 'withdrawn']);

/**
 * /dashboard for a student (issue 28): their applications by stage and test scores as figures,
 * then their upcoming interviews and open offers, each opening the job.
 */
export function StudentDashboard() {
  const { t } = useTranslation();
  const dashboard = useStudentDashboard();
  const format = useDashboardFormat();
  const formatDate = useFormatDate();
  // Drawn in a render of its own, which React splits into slices that let the browser answer input.
  const figures = useDeferredValue(dashboard.data?.body);
  if (dashboard.isError) return <DashboardFailed query={dashboard} />;
  if (!figures) return <DashboardSkeleton />;
  const total = figures.byStage.reduce((sum, row) => sum + row.count, 0);
  const active = figures.byStage.reduce(
    (sum, row) => sum + (closed.has(row.stage) ? 0 : row.count),
    0,
  );
  const latest = figures.testScores.at(-1);
  const scoreFormat = (value: number) => t('dashboard.percent', { value: format.count(value) });
  return (
    <div className="dashboard">
      <div className="dashboard-grid">
        <FigureBlock
          title={t('dashboard.student.byStage.title')}
          summary={t('dashboard.student.byStage.summary', {
            count: total,
            total: format.count(total),
            active: format.count(active),
          })}
          empty={t('dashboard.student.byStage.empty')}
          data={{
            kind: 'hbar',
            categoryLabel: t('dashboard.column.stage'),
            series: [{ key: 'count', label: t('dashboard.column.applications'), unit: 'count' }],
            rows:
              total === 0
                ? []
                : figures.byStage
                    .filter((row) => row.count > 0)
                    .map((row) => ({
                      label: t(`recruitment.stage.${row.stage}`),
                      values: { count: row.count },
                    })),
          }}
        />
        <FigureBlock
          title={t('dashboard.student.scores.title')}
          summary={
            latest
              ? t('dashboard.student.scores.summary', {
                  count: figures.testScores.length,
                  total: format.count(figures.testScores.length),
                  job: latest.job.title,
                  score: scoreFormat(latest.percentage),
                })
              : ''
          }
          empty={t('dashboard.student.scores.empty')}
          data={{
            kind: 'line',
            categoryLabel: t('dashboard.column.test'),
            series: [
              { key: 'percentage', label: t('dashboard.column.percentage'), unit: 'percent' },
            ],
            rows: figures.testScores.map((row) => ({
              key: String(row.ApplicationID),
              label: t('dashboard.student.scores.row', {
                job: row.job.title,
                date: formatDate(row.submittedAt),
              }),
              values: { percentage: row.percentage },
            })),
          }}
        />
        <TitledCard title={t('dashboard.student.interviews.title')}>
          {figures.upcomingInterviews.length === 0 ? (
            <p>{t('dashboard.student.interviews.empty')}</p>
          ) : (
            <ul className="dashboard-items">
              {figures.upcomingInterviews.map((row) => (
                <JobItem key={row.ApplicationID} job={row.job}>
                  {t('dashboard.student.interviews.when', {
                    date: format.day(row.interview.date),
                    time: row.interview.time,
                    mode: t(`recruitment.interviewMode.${row.interview.mode}`),
                  })}
                </JobItem>
              ))}
            </ul>
          )}
        </TitledCard>
        <TitledCard title={t('dashboard.student.offers.title')}>
          {figures.openOffers.length === 0 ? (
            <p>{t('dashboard.student.offers.empty')}</p>
          ) : (
            <ul className="dashboard-items">
              {figures.openOffers.map((row) => (
                <JobItem key={row.ApplicationID} job={row.job}>
                  {t('recruitment.ctc', { value: row.offer.ctc })}
                  {row.offer.joiningDate
                    ? ` · ${t('dashboard.student.offers.joining', { date: format.day(row.offer.joiningDate) })}`
                    : ''}
                </JobItem>
              ))}
            </ul>
          )}
        </TitledCard>
      </div>
    </div>
  );
}

/** An interview or offer: its job, which opens it on the job board, its company and what it is. */
function JobItem({ job, children }: { job: JobRef; children: ReactNode }) {
  return (
    <li>
      <Link to={links.studentJob(job.slug)} className="dashboard-item-link">
        {job.title}
      </Link>
      <span className="dashboard-item-sub">{job.companyName}</span>
      <span>{children}</span>
    </li>
  );
}
