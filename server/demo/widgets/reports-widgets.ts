import type { Widgets } from '#openapi/demo/widgets.ts';

const institutes: [name: string, registered: number, tested: number, offers: number][] = [
  ['Kaveri Institute of Technology', 128, 112, 24],
  ['Deccan College of Engineering', 96, 81, 15],
  ['Malabar Engineering College', 74, 60, 9],
  ['Coromandel Institute of Science', 58, 49, 6],
];

const months: [month: string, applications: number, interviews: number, offers: number][] = [
  ['2024-09', 142, 38, 11],
  ['2024-10', 188, 52, 14],
  ['2024-11', 231, 61, 17],
  ['2024-12', 97, 20, 5],
];

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The reports page: the season's campus drives in figures and tables (static sample data). */
export function reportsWidgets(): Widgets {
  const registered = sum(institutes.map(([, value]) => value));
  const tested = sum(institutes.map(([, , value]) => value));
  const offers = sum(institutes.map(([, , , value]) => value));
  return {
    figures: [
      { id: 'registered', title: 'Registered', value: registered, caption: 'students this season' },
      { id: 'tested', title: 'Tested', value: tested, caption: 'took the aptitude test' },
      { id: 'offers', title: 'Offers', value: offers, caption: 'made across institutes' },
      {
        id: 'offer-rate',
        title: 'Offer rate',
        value: Math.round((offers / tested) * 1000) / 10,
        unit: '%',
        caption: 'of students tested',
      },
    ],
    tables: [
      {
        id: 'by-institute',
        title: 'Drives by institute',
        columns: [
          { key: 'institute', title: 'Institute', numeric: false },
          { key: 'registered', title: 'Registered', numeric: true },
          { key: 'tested', title: 'Tested', numeric: true },
          { key: 'offers', title: 'Offers', numeric: true },
        ],
        rows: institutes.map(([institute, r, t, o]) => ({
          institute,
          registered: r,
          tested: t,
          offers: o,
        })),
      },
      {
        id: 'by-month',
        title: 'Pipeline by month',
        columns: [
          { key: 'month', title: 'Month', numeric: false },
          { key: 'applications', title: 'Applications', numeric: true },
          { key: 'interviews', title: 'Interviews', numeric: true },
          { key: 'offers', title: 'Offers', numeric: true },
        ],
        rows: months.map(([month, a, i, o]) => ({
          month,
          applications: a,
          interviews: i,
          offers: o,
        })),
      },
    ],
  };
}
