import type { TFunction } from 'i18next';
import type { RecruiterDashboard } from '#openapi/dashboard-recruiter.ts';
import type { FigureData } from '../../../shared/charts/figure-types.ts';

/** One figure block of a dashboard: what FigureBlock draws. */
export type Figure = {
  id: string;
  title: string;
  summary: string;
  empty: string;
  data: FigureData;
};

type Format = {
  day: (date: string) => string;
  count: (value: number) => string;
  days: (value: number | null) => string;
};

/**
 * The recruiter's figures (openapi/dashboard-recruiter.ts defines each) as figure blocks, in the
 * reader's language. The sentences say what the chart shows for someone who reads no chart.
 */
export function recruiterFigures(
  figures: RecruiterDashboard,
  t: TFunction,
  format: Format,
): Figure[] {
  const stage = (name: string) => t(`recruitment.stage.${name}`);
  const busiest = figures.perDay.reduce(
    (most, row) => (row.count > most.count ? row : most),
    figures.perDay[0] ?? { date: figures.from, count: 0 },
  );
  const reached = (name: string) => figures.funnel.find((row) => row.stage === name)?.reached ?? 0;
  const scored = figures.scoreBands.reduce((sum, band) => sum + band.count, 0);
  const commonest = figures.scoreBands.reduce(
    (most, band) => (band.count > most.count ? band : most),
    figures.scoreBands[0] ?? { from: 0, to: 9, count: 0 },
  );
  const band = (row: { from: number; to: number }) =>
    t('dashboard.band', { from: row.from, to: row.to });
  const { offers, timeToHire } = figures;
  const none = figures.applications === 0;
  return [
    {
      id: 'per-day',
      title: t('dashboard.recruiter.perDay.title'),
      summary: t('dashboard.recruiter.perDay.summary', {
        count: figures.applications,
        total: format.count(figures.applications),
        from: format.day(figures.from),
        to: format.day(figures.to),
        day: format.day(busiest.date),
        most: format.count(busiest.count),
      }),
      empty: t('dashboard.empty'),
      data: {
        kind: 'line',
        categoryLabel: t('dashboard.column.day'),
        series: [{ key: 'count', label: t('dashboard.column.applications'), unit: 'count' }],
        rows: none
          ? []
          : figures.perDay.map((row) => ({
              label: format.day(row.date),
              key: row.date,
              values: { count: row.count },
            })),
      },
    },
    {
      id: 'funnel',
      title: t('dashboard.recruiter.funnel.title'),
      summary: t('dashboard.recruiter.funnel.summary', {
        applied: format.count(reached('applied')),
        shortlisted: format.count(reached('shortlisted')),
        offered: format.count(reached('offered')),
        accepted: format.count(reached('offerAccepted')),
      }),
      empty: t('dashboard.empty'),
      data: {
        kind: 'hbar',
        categoryLabel: t('dashboard.column.stage'),
        series: [
          { key: 'reached', label: t('dashboard.column.reached'), unit: 'count' },
          {
            key: 'conversion',
            label: t('dashboard.column.conversion'),
            unit: 'percent',
            tableOnly: true,
          },
        ],
        rows: none
          ? []
          : figures.funnel.map((row) => ({
              label: stage(row.stage),
              values: { reached: row.reached, conversion: row.conversion },
            })),
      },
    },
    {
      id: 'scores',
      title: t('dashboard.recruiter.scores.title'),
      summary: t('dashboard.recruiter.scores.summary', {
        count: scored,
        total: format.count(scored),
        band: band(commonest),
      }),
      empty: t('dashboard.emptyScores'),
      data: {
        kind: 'bar',
        categoryLabel: t('dashboard.column.band'),
        series: [{ key: 'count', label: t('dashboard.column.tests'), unit: 'count' }],
        rows:
          scored === 0
            ? []
            : figures.scoreBands.map((row) => ({ label: band(row), values: { count: row.count } })),
      },
    },
    {
      id: 'stage-days',
      title: t('dashboard.recruiter.stageDays.title'),
      summary:
        timeToHire.hires === 0
          ? t('dashboard.recruiter.stageDays.noHires')
          : t('dashboard.recruiter.stageDays.summary', {
              count: timeToHire.hires,
              hires: format.count(timeToHire.hires),
              days: format.days(timeToHire.medianDays),
            }),
      empty: t('dashboard.empty'),
      data: {
        kind: 'hbar',
        categoryLabel: t('dashboard.column.stage'),
        series: [
          { key: 'median', label: t('dashboard.column.medianDays'), unit: 'days' },
          { key: 'stays', label: t('dashboard.column.stays'), unit: 'count', tableOnly: true },
        ],
        rows: none
          ? []
          : [
              ...figures.stageDays.map((row) => ({
                label: stage(row.stage),
                values: { median: row.medianDays, stays: row.stays },
              })),
              {
                label: t('dashboard.column.timeToHire'),
                values: { median: timeToHire.medianDays, stays: timeToHire.hires },
              },
            ],
      },
    },
    {
      id: 'offers',
      title: t('dashboard.recruiter.offers.title'),
      summary: t('dashboard.recruiter.offers.summary', {
        count: offers.made,
        made: format.count(offers.made),
        accepted: format.count(offers.accepted),
        declined: format.count(offers.declined),
        open: format.count(offers.open),
      }),
      empty: t('dashboard.emptyOffers'),
      data: {
        kind: 'bar',
        categoryLabel: t('dashboard.column.offers'),
        series: [{ key: 'count', label: t('dashboard.column.count'), unit: 'count' }],
        rows:
          offers.made === 0
            ? []
            : (['made', 'accepted', 'declined', 'open'] as const).map((name) => ({
                label: t(`dashboard.offers.${name}`),
                values: { count: offers[name] },
              })),
      },
    },
  ];
}
