import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';
import {
  activeToolbarItem,
  canVisit,
  isAllowed,
  landingPathFor,
  routeSetFor,
  toolbarTargets,
} from './role-routes.ts';

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

describe('route sets (seed §2, D5, D6, D14)', () => {
  const everyRole = ['/profile/:UserID', '/pages/profile', '/apps/mail'];

  it('gives the default role the seed set plus /jobs, the test screen and the shared pages', () => {
    expect(routeSetFor('Student').paths).toEqual([
      '/home',
      '/postjob',
      '/result',
      '/myjobs',
      '/dashboard',
      '/progress/:jobname',
      '/jobs',
      '/test/test/:CourseID/:TaskID',
      ...everyRole,
    ]);
    expect(routeSetFor('Recruiter').root).toBe('/home');
    expect(routeSetFor('').root).toBe('/home');
  });

  it('keeps ClientAdmin to /admindashboard, /jobs and the shared pages', () => {
    expect(routeSetFor('ClientAdmin')).toEqual({
      root: '/admindashboard',
      paths: ['/admindashboard', '/jobs', ...everyRole],
    });
  });

  it('keeps InstituteAdmin to /collegedashboard, /alljobs and the shared pages', () => {
    expect(routeSetFor('InstituteAdmin')).toEqual({
      root: '/collegedashboard',
      paths: ['/collegedashboard', '/alljobs', ...everyRole],
    });
  });

  it('refuses a route outside the set', () => {
    expect(canVisit('ClientAdmin', paths.home)).toBe(false);
    expect(canVisit('InstituteAdmin', paths.jobs)).toBe(false);
    expect(canVisit('Student', paths.allJobs)).toBe(false);
    expect(canVisit('ClientAdmin', paths.test)).toBe(false);
    expect(canVisit('Recruiter', paths.progress)).toBe(true);
  });
});

describe('auth lists (seed §6)', () => {
  it('lets everyone through null', () => {
    expect(isAllowed(null, 'Recruiter')).toBe(true);
    expect(isAllowed(null, '')).toBe(true);
  });

  it('lets only users without roles through []', () => {
    expect(isAllowed([], '')).toBe(true);
    expect(isAllowed([], 'Student')).toBe(false);
    expect(isAllowed([], 'ClientAdmin')).toBe(false);
  });

  it('lets the listed roles through, with default standing for every role without a set', () => {
    expect(isAllowed(['Recruiter'], 'Recruiter')).toBe(true);
    expect(isAllowed(['Recruiter'], 'Student')).toBe(false);
    expect(isAllowed(['default'], 'Student')).toBe(true);
    expect(isAllowed(['default'], 'Auditor')).toBe(true);
    expect(isAllowed(['default'], 'ClientAdmin')).toBe(false);
    expect(isAllowed(['default'], 'Recruiter')).toBe(false);
    expect(isAllowed(['default'], '')).toBe(false);
  });
});

describe('toolbar (seed §2, D5)', () => {
  it.each([
    ['Recruiter', '/home', '/dashboard', '/myjobs'],
    ['InstituteAdmin', null, '/collegedashboard', '/alljobs'],
    ['ClientAdmin', null, '/admindashboard', '/jobs'],
    ['Student', null, '/dashboard', '/jobs'],
    ['', null, '/dashboard', '/jobs'],
  ])('sends %s to home %s, dashboard %s, jobs %s', (role, home, dashboard, jobs) => {
    expect(toolbarTargets(role)).toEqual({ home, dashboard, jobs });
  });

  it('points every target into the role set', () => {
    for (const role of ['Recruiter', 'InstituteAdmin', 'ClientAdmin', 'Student', '']) {
      for (const target of Object.values(toolbarTargets(role))) {
        if (target) expect(canVisit(role, target), `${role} ${target}`).toBe(true);
      }
    }
  });

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
