/**
 * A dashboard's filter without the fields not given: the API client writes every key it gets
 * ("from=undefined" was a 400), and the URL keeps only what the user chose.
 */
export function givenOnly<Query extends Record<string, string | number | undefined>>(
  query: Query,
): Query {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as Query;
}

/** The URL's search params for a filter: its given fields, as text. */
export const paramsOf = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(givenOnly(query)).map(([key, value]) => [key, String(value)]));
