import { describe, expect, it } from 'vitest';
import { navigationFor } from './navigation.ts';

const urlsFor = (role: string) => navigationFor(role).map((item) => item.url);

describe('navigation filtered by auth list and route set (seed §2, §6)', () => {
  it('gives a recruiter the default navigation: /home, /dashboard and /myjobs', () => {
    expect(urlsFor('Recruiter')).toEqual(['/home', '/dashboard', '/myjobs', '/pages/profile']);
  });

  it("gives a student the job board instead of a recruiter's jobs (D5)", () => {
    expect(urlsFor('Student')).toEqual(['/home', '/dashboard', '/jobs', '/pages/profile']);
  });

  it("gives each admin their own role's pages only", () => {
    expect(urlsFor('ClientAdmin')).toEqual(['/admindashboard', '/jobs', '/pages/profile']);
    expect(urlsFor('InstituteAdmin')).toEqual(['/collegedashboard', '/alljobs', '/pages/profile']);
  });

  it('gives a user without a role the items open to everyone', () => {
    expect(urlsFor('')).toEqual(['/home', '/dashboard', '/pages/profile']);
  });
});
