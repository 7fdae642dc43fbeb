/**
 * A job's URL-safe slug (D13): its title's words and its id, so it is unique and stays put when the
 * title changes. A title with no Latin letters or digits gives the id alone.
 */
export function slugFor(title: string, JobID: number): string {
  const words = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 100)
    .replace(/^-+|-+$/g, '');
  return words ? `${words}-${JobID}` : String(JobID);
}
