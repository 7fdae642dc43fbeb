import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';
import { canVisit, landingPathFor, routeSetFor } from './role-routes.ts';

describe('landing after login (seed §4, D4)', () => {
  it.each([
    [6, 'Recruiter', '/home'],
    [10, 'ClientAdmin', '/admindashboard'],
    [11, 'InstituteAdmin', '/collegedashboard'],
    [1, 'Student', '/home'],
    [10, 'Recruiter', '/admindashboard'],
  ])('sends userType %i (%s) to %s', (userType, role, path) => {
    expect(landingPathFor(userType, role)).toBe(path);
  });

  it("sends an unknown type to its role's root", () => {
    expect(landingPathFor(42, 'ClientAdmin')).toBe('/admindashboard');
    expect(landingPathFor(42, 'Auditor')).toBe('/home');
  });
});

describe('route sets (seed §2, D5)', () => {
  it('gives the default role the seed set plus /jobs', () => {
    expect(routeSetFor('Student').paths).toEqual([
      '/home',
      '/postjob',
      '/result',
      '/profile/:UserID',
      '/myjobs',
      '/dashboard',
      '/progress/:jobname',
      '/jobs',
    ]);
    expect(routeSetFor('Recruiter').root).toBe('/home');
  });

  it('keeps ClientAdmin to /admindashboard and /jobs', () => {
    expect(routeSetFor('ClientAdmin')).toEqual({
      root: '/admindashboard',
      paths: ['/admindashboard', '/jobs'],
    });
  });

  it('keeps InstituteAdmin to /collegedashboard and /alljobs', () => {
    expect(routeSetFor('InstituteAdmin')).toEqual({
      root: '/collegedashboard',
      paths: ['/collegedashboard', '/alljobs'],
    });
  });

  it('refuses a route outside the set', () => {
    expect(canVisit('ClientAdmin', paths.home)).toBe(false);
    expect(canVisit('InstituteAdmin', paths.jobs)).toBe(false);
    expect(canVisit('Student', paths.allJobs)).toBe(false);
    expect(canVisit('Recruiter', paths.progress)).toBe(true);
  });
});
