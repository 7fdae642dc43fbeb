import Type, { type TSchema } from 'typebox';
import { maxPageSize } from './field-rules.ts';

// Lists are paged, sorted and filtered by the server: a real backend holds thousands of applicants
// per drive, so no list answers more than one page, and every page says how many rows match.

/** A page of a list, counted from 1; past the last page a list answers no items. */
export const PageNumber = Type.Integer({ minimum: 1, maximum: 1_000_000 });

/** Rows per page, at most `maxPageSize`. */
export const PageSize = Type.Integer({ minimum: 1, maximum: maxPageSize });

export const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

/** The paging fields of every list's query; each list adds its own `sort` and filters. */
export const pageQuery = {
  page: Type.Optional(PageNumber),
  pageSize: Type.Optional(PageSize),
  order: Type.Optional(SortOrder),
};

/** A page of rows: the rows, how many rows the filter matches in all, and which page this is. */
export const Page = <Item extends TSchema>(item: Item) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: PageNumber,
    pageSize: PageSize,
  });

/** Defaults of a list's query: page 1 of 20 rows. */
export const defaultPageSize = 20;
