import { describe, expect, it } from 'vitest';
import { activeToolbarItem } from './navigation.ts';

describe('toolbar (seed §2, D5)', () => {
  it.each([
    ['/home', 'home'],
    ['/admindashboard', 'dashboard'],
    ['/collegedashboard', 'dashboard'],
    ['/myjobs', 'jobs'],
    ['/alljobs', 'jobs'],
    ['/profile/1004', null],
  ])('highlights the item whose word %s contains', (path, item) => {
    expect(activeToolbarItem(path)).toBe(item);
  });
});
