/** Whether any of the texts holds every word of the search, ignoring case (the demo pages' search boxes). */
export function matchesSearch(search: string, ...texts: string[]): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = texts.join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}
