import { afterEach, describe, expect, it } from 'vitest';
import en from '../../public/assets/languages/en/translation.json';
import tn from '../../public/assets/languages/tn/translation.json';
import { matchShortcuts, shortcutsFor } from './shortcuts.ts';

function setDemoStubs(content: 'on' | 'off') {
  let meta = document.querySelector('meta[name="demo-stubs"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('name', 'demo-stubs');
    document.head.append(meta);
  }
  meta.setAttribute('content', content);
}

const pathsOf = (role: string) => shortcutsFor(role).map(({ path }) => path);

afterEach(() => {
  document.querySelector('meta[name="demo-stubs"]')?.remove();
});

describe('the shortcut list (seed §2, D18)', () => {
  it('offers a Recruiter the pages of the default route set only', () => {
    setDemoStubs('off');
    expect(pathsOf('Recruiter')).toEqual([
      '/home',
      '/dashboard',
      '/myjobs',
      '/jobs',
      '/postjob',
      '/result',
      '/pages/profile',
    ]);
  });

  it('offers a ClientAdmin their dashboard, jobs and profile, nothing of other roles', () => {
    setDemoStubs('off');
    expect(pathsOf('ClientAdmin')).toEqual(['/admindashboard', '/jobs', '/pages/profile']);
  });

  it('offers an InstituteAdmin their dashboard, all jobs and profile', () => {
    setDemoStubs('off');
    expect(pathsOf('InstituteAdmin')).toEqual(['/collegedashboard', '/alljobs', '/pages/profile']);
  });

  it('adds the demo Mail page only when the demo stubs are on', () => {
    setDemoStubs('on');
    expect(pathsOf('ClientAdmin')).toContain('/apps/mail');
    setDemoStubs('off');
    expect(pathsOf('ClientAdmin')).not.toContain('/apps/mail');
  });

  it('has a title in English and in Tamil for every shortcut', () => {
    setDemoStubs('on');
    const all = ['Recruiter', 'ClientAdmin', 'InstituteAdmin'].flatMap(shortcutsFor);
    const lookUp = (tree: unknown, key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
    for (const { titleKey } of all) {
      expect(typeof lookUp(en, titleKey), titleKey).toBe('string');
      expect(typeof lookUp(tn, titleKey), titleKey).toBe('string');
    }
  });
});

describe('matching shortcuts', () => {
  const shortcuts = () => shortcutsFor('Recruiter');
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
