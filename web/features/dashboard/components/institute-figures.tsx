import type { TFunction } from 'i18next';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstituteDashboard } from '#openapi/dashboard-institute.ts';
import { FigureBlock } from '../../../shared/charts/figure-block.tsx';
import { useFigureFormat } from '../../../shared/charts/use-figure-format.ts';
import {
  countsData,
  ctcData,
  jobsShown,
  rateData,
  reachData,
  rupeesOf,
} from './institute-figure-data.ts';

type Format = ReturnType<typeof useFigureFormat>;

/** A figure block of the institute's dashboard: its title, sentence, rows and empty text. */
type BlockOf = (
  t: TFunction,
  format: Format,
  dashboard: InstituteDashboard,
) => ComponentProps<typeof FigureBlock>;

const blocks: Record<string, BlockOf> = {
  counts: (t, format, dashboard) => ({
    title: t('org-dashboards.institute.counts.title'),
    summary: t('org-dashboards.institute.counts.summary', {
      placed: format(dashboard.totals.placed, 'count'),
      students: format(dashboard.totals.students, 'count'),
      year: dashboard.graduationYear,
      rate: format(dashboard.totals.placementRate, 'percent'),
    }),
    data: countsData(t, dashboard),
    empty: t('org-dashboards.institute.empty'),
  }),
  classRate: (t, _format, dashboard) => ({
    title: t('org-dashboards.institute.rate.title'),
    summary: t('org-dashboards.institute.rate.summary'),
    data: rateData(t, dashboard, 'class'),
    empty: t('org-dashboards.institute.empty'),
  }),
  sectionRate: (t, _format, dashboard) => ({
    title: t('org-dashboards.institute.sectionRate.title'),
    summary: t('org-dashboards.institute.sectionRate.summary'),
    data: rateData(t, dashboard, 'section'),
    empty: t('org-dashboards.institute.empty'),
  }),
  ctc: (t, format, dashboard) => ({
    title: t('org-dashboards.institute.ctc.title'),
    summary:
      dashboard.totals.medianCtc === null
        ? t('org-dashboards.institute.ctc.none')
        : t('org-dashboards.institute.ctc.summary', {
            median: format(rupeesOf(dashboard.totals.medianCtc), 'money'),
            highest: format(rupeesOf(dashboard.totals.highestCtc), 'money'),
          }),
    data: ctcData(t, dashboard),
    empty: t('org-dashboards.institute.empty'),
  }),
  byCompany: (t, _format, dashboard) => ({
    title: t('org-dashboards.institute.byCompany.title'),
    summary: t('org-dashboards.institute.byCompany.summary', {
      count: dashboard.byCompany.length,
    }),
    data: reachData(
      t,
      t('org-dashboards.institute.company'),
      dashboard.byCompany.map((row) => ({ ...row, label: row.name })),
    ),
    empty: t('org-dashboards.institute.noApplications'),
  }),
  byJob: (t, _format, dashboard) => ({
    title: t('org-dashboards.institute.byJob.title'),
    summary: t('org-dashboards.institute.byJob.summary', {
      count: dashboard.byJob.length,
      shown: Math.min(jobsShown, dashboard.byJob.length),
    }),
    data: reachData(
      t,
      t('org-dashboards.institute.job'),
      dashboard.byJob.slice(0, jobsShown).map((row) => ({
        ...row,
        label: t('org-dashboards.institute.jobAt', {
          title: row.title,
          company: row.companyName,
        }),
      })),
    ),
    empty: t('org-dashboards.institute.noApplications'),
  }),
};

/**
 * The institute's figure blocks (D25, D30): students and placements, the placement rate by class
 * and by section, the CTC, and the applications per company and per job.
 */
export function InstituteFigures({ dashboard }: { dashboard: InstituteDashboard }) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  return (
    <div className="org-dashboard-blocks">
      {Object.entries(blocks).map(([name, block]) => (
        <InstituteBlock key={name} block={block} t={t} format={format} dashboard={dashboard} />
      ))}
    </div>
  );
}

/**
 * One block, its labels and sentence written in a component of its own: React can pause between
 * blocks to let the browser answer input (issue 29: the six blocks' labels, written in the page's
 * own render, were one piece of some 60 ms of a phone's CPU).
 */
function InstituteBlock({
  block,
  t,
  format,
  dashboard,
}: {
  block: BlockOf;
  t: TFunction;
  format: Format;
  dashboard: InstituteDashboard;
}) {
  return <FigureBlock {...block(t, format, dashboard)} />;
}
