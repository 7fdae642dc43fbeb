import type { TFunction } from 'i18next';
import type {
  ClassFigures,
  InstituteDashboard,
  PlacementFigures,
} from '#openapi/dashboard-institute.ts';
import type { FigureData, FigureRow } from '../../../shared/charts/figure-types.ts';

// The institute's figures (D25, D30) as the figure blocks draw and tabulate them, and as the printed
// report lists them: each value is the server's, never summed again here.

/** CTC is sent in lakh per annum; the figures write rupees. */
export const rupeesOf = (lakh: number | null) => (lakh === null ? null : lakh * 100_000);

/** "B.E. Computer Science — Final year", or with its section: "…, section A". */
export const classLabel = (t: TFunction, row: ClassFigures) =>
  row.sectionName === null
    ? row.className
    : t('org-dashboards.institute.classSection', {
        className: row.className,
        section: row.sectionName,
      });

/**
 * The institute's total first, then each class of the filter; or each section. Classes and
 * sections are drawn apart: a dozen long names on one 240 px chart could not be read.
 */
function rowsOf(
  t: TFunction,
  dashboard: InstituteDashboard,
  values: (figures: PlacementFigures) => FigureRow['values'],
  level: 'class' | 'section' = 'class',
): FigureRow[] {
  const rows = dashboard.byClass
    .filter((row) => (row.sectionID === null) === (level === 'class'))
    .map((row) => ({ label: classLabel(t, row), values: values(row) }));
  if (level === 'section') return rows;
  return [
    { label: t('org-dashboards.institute.allStudents'), values: values(dashboard.totals) },
    ...rows,
  ];
}

const category = (t: TFunction) => t('org-dashboards.institute.classColumn');
const label = (t: TFunction, key: string) => t(`org-dashboards.institute.figure.${key}`);

/** Students, placed and applications by class. */
export function countsData(t: TFunction, dashboard: InstituteDashboard): FigureData {
  const keys = ['students', 'placed', 'applications'] as const;
  return {
    kind: 'hbar',
    categoryLabel: category(t),
    series: keys.map((key) => ({ key, label: label(t, key), unit: 'count' as const })),
    rows: rowsOf(t, dashboard, (figures) => ({
      students: figures.students,
      placed: figures.placed,
      applications: figures.applications,
    })),
  };
}

/** The placement rate (D25) by class, or by section. */
export function rateData(
  t: TFunction,
  dashboard: InstituteDashboard,
  level: 'class' | 'section',
): FigureData {
  return {
    kind: 'hbar',
    categoryLabel: category(t),
    series: [{ key: 'rate', label: label(t, 'placementRate'), unit: 'percent' }],
    rows: rowsOf(t, dashboard, (figures) => ({ rate: figures.placementRate }), level),
  };
}

/** The median and highest accepted CTC by class. */
export function ctcData(t: TFunction, dashboard: InstituteDashboard): FigureData {
  return {
    kind: 'hbar',
    categoryLabel: category(t),
    series: [
      { key: 'median', label: label(t, 'medianCtc'), unit: 'money' },
      { key: 'highest', label: label(t, 'highestCtc'), unit: 'money' },
    ],
    rows: rowsOf(t, dashboard, (figures) => ({
      median: rupeesOf(figures.medianCtc),
      highest: rupeesOf(figures.highestCtc),
    })),
  };
}

type Reach = { applications: number; placed: number };

/** Applications and placed students per company or per job. */
export function reachData(
  t: TFunction,
  categoryLabel: string,
  rows: readonly (Reach & { label: string })[],
): FigureData {
  return {
    kind: 'hbar',
    categoryLabel,
    series: [
      { key: 'applications', label: label(t, 'applications'), unit: 'count' },
      { key: 'placed', label: label(t, 'placed'), unit: 'count' },
    ],
    rows: rows.map((row) => ({
      label: row.label,
      values: { applications: row.applications, placed: row.placed },
    })),
  };
}

/** The jobs a chart can show: the most applied to; the printed report and the CSV have them all. */
export const jobsShown = 10;
