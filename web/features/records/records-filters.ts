import { graduationYearMax, graduationYearMin } from '#openapi/field-rules.ts';
import type { RecordStudentsQuery } from './api/record-students.ts';

// /students keeps its filters, sort and page in the URL, so a reload or a shared link shows the
// same list.

export type StudentsSort = NonNullable<RecordStudentsQuery['sort']>;
export const studentSorts: readonly StudentsSort[] = [
  'name',
  'email',
  'class',
  'cgpa',
  'graduationYear',
];

/**
 * The widest screen (px) that lists students as cards: the table's eight columns, their Tamil names
 * and whole emails need more than a 1280 px screen leaves beside the navigation.
 */
export const studentCardsBelow = 1399;
export const studentsPageSize = 20;

const oneOf = <Value extends string>(values: readonly Value[], raw: string | null) =>
  values.find((value) => value === raw);

const idOf = (raw: string | null) => {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : undefined;
};

export function filtersOf(params: URLSearchParams): RecordStudentsQuery & { page: number } {
  const year = Number(params.get('year'));
  const search = params.get('q')?.trim();
  const query = {
    search: search ? search : undefined,
    classID: idOf(params.get('class')),
    sectionID: idOf(params.get('section')),
    graduationYear:
      Number.isInteger(year) && year >= graduationYearMin && year <= graduationYearMax
        ? year
        : undefined,
    placed: oneOf(['placed', 'notPlaced'] as const, params.get('placed')),
    record: oneOf(['with', 'without'] as const, params.get('record')),
    sort: oneOf(studentSorts, params.get('sort')),
    order: oneOf(['asc', 'desc'] as const, params.get('order')),
    page: idOf(params.get('page')) ?? 1,
    pageSize: studentsPageSize,
  };
  // Unset filters stay out of the call, so its key and its URL are the same for the same view.
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as typeof query;
}

export function paramsOf(query: RecordStudentsQuery): URLSearchParams {
  const entries: [string, string | number | undefined][] = [
    ['q', query.search],
    ['class', query.classID],
    ['section', query.sectionID],
    ['year', query.graduationYear],
    ['placed', query.placed],
    ['record', query.record],
    ['sort', query.sort],
    ['order', query.order],
    ['page', query.page === 1 ? undefined : query.page],
  ];
  const params = new URLSearchParams();
  for (const [key, value] of entries) if (value !== undefined) params.set(key, String(value));
  return params;
}
