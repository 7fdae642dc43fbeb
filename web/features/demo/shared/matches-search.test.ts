import { describe, expect, it } from 'vitest';
import { matchesSearch } from './matches-search.ts';

describe('matchesSearch', () => {
  it('matches when every word is somewhere in the texts, in any case', () => {
    expect(matchesSearch('offer LETTER', 'Offer letters', 'folder')).toBe(true);
    expect(matchesSearch('offer test', 'Offer letters', 'folder')).toBe(false);
  });

  it('matches everything when the search is blank', () => {
    expect(matchesSearch('   ', 'anything')).toBe(true);
  });
});
