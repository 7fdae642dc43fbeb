import { describe, expect, it } from 'vitest';
import { matchShortcuts } from './shortcuts.ts';
import { recruiterShortcuts } from './testing.ts';

describe('matching shortcuts', () => {
  const shortcuts = () => recruiterShortcuts;
  const titles: Record<string, string> = { '/dashboard': 'கட்டுப்பாட்டுப் பலகை' };
  const titleOf = ({ path }: { path: string }) => titles[path] ?? path.slice(1);

  it('matches the title, ignoring case', () => {
    expect(matchShortcuts(shortcuts(), 'பலகை', titleOf).map(({ path }) => path)).toEqual([
      '/dashboard',
    ]);
    expect(matchShortcuts(shortcuts(), 'MYJ', titleOf).map(({ path }) => path)).toEqual([
      '/myjobs',
    ]);
  });

  it('matches the path, so English words find pages in any language', () => {
    expect(matchShortcuts(shortcuts(), 'dash', titleOf).map(({ path }) => path)).toEqual([
      '/dashboard',
    ]);
  });

  it('lists everything for an empty query and nothing for nonsense', () => {
    expect(matchShortcuts(shortcuts(), '  ', titleOf)).toHaveLength(shortcuts().length);
    expect(matchShortcuts(shortcuts(), 'qwxz', titleOf)).toEqual([]);
  });
});
