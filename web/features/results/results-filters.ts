import { datePattern, percentMax } from '#openapi/field-rules.ts';
import { stages } from '#openapi/stages.ts';
import type { ResultsQuery } from './api/results-list.ts';

export type ResultsSort = NonNullable<ResultsQuery['sort']>;

export const resultSorts: readonly ResultsSort[] = [
  'submittedAt',
  'score',
  'percentile',
  'timeTaken',
  'name',
];

/** The order a sort starts in: names A–Z, figures and dates highest first (the server's). */
export const firstOrder = (sort: ResultsSort): 'asc' | 'desc' => (sort === 'name' ? 'asc' : 'desc');

/** The widest screen (px) that lists results as cards: the table's columns need more in Tamil. */
export const resultCardsBelow = 900;

/** Results a page: a screenful on a laptop, and a short scroll on a phone. */
export const resultsPageSize = 20;

const oneOf = <Value extends string>(values: readonly Value[], raw: string | null) =>
  values.find((value) => value === raw);

const idOf = (raw: string | null) => {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : undefined;
};

const percentOf = (raw: string | null) => {
  const value = Number(raw);
  return raw && Number.isFinite(value) && value >= 0 && value <= percentMax ? value : undefined;
};

const dateOf = (raw: string | null) => (raw && new RegExp(datePattern).test(raw) ? raw : undefined);

/** /result's filters, sort and page as its URL holds them (a link shares the view). */
export function filtersOf(params: URLSearchParams): ResultsQuery {
  const page = Number(params.get('page'));
  const query: ResultsQuery = {
    JobID: idOf(params.get('job')),
    instituteID: idOf(params.get('institute')),
    classID: idOf(params.get('class')),
    minPercentage: percentOf(params.get('min')),
    maxPercentage: percentOf(params.get('max')),
    cutoff: oneOf(['pass', 'fail'] as const, params.get('cutoff')),
    stage: oneOf(stages, params.get('stage')),
    from: dateOf(params.get('from')),
    to: dateOf(params.get('to')),
    sort: oneOf(resultSorts, params.get('sort')) ?? 'submittedAt',
    order: oneOf(['asc', 'desc'] as const, params.get('order')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: resultsPageSize,
  };
  // Unset filters stay out of the call, so its key and its URL are the same for the same view.
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as ResultsQuery;
}

const names: Record<string, string> = {
  JobID: 'job',
  instituteID: 'institute',
  classID: 'class',
  minPercentage: 'min',
  maxPercentage: 'max',
};

/** The URL's search parameters for a query, the defaults left out. */
export function paramsOf(query: ResultsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || key === 'pageSize') continue;
    if (key === 'sort' && value === 'submittedAt') continue;
    if (key === 'page' && value === 1) continue;
    params.set(names[key] ?? key, String(value));
  }
  return params;
}

/** The export's query: the list's filter and order, without its page (D24: every row). */
export function exportQueryOf({ page: _page, pageSize: _size, ...rest }: ResultsQuery) {
  return rest;
}
