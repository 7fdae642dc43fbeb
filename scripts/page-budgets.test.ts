import { describe, expect, it } from 'vitest';
import { paths } from '../web/shared/routing/paths.ts';
import { partOf } from './chunk-stats.ts';
import { overBudget, pageBudgets } from './page-budgets.ts';

describe('the pages budgets (issue 29)', () => {
  it('names every budgeted page as the registry does, with a URL of it', () => {
    for (const [name, visits] of Object.entries(pageBudgets)) {
      expect(Object.keys(paths)).toContain(name);
      const pattern = new RegExp(
        `^${paths[name as keyof typeof paths].replace(/:[A-Za-z]+/g, '[^/]+')}$`,
      );
      for (const visit of visits ?? []) expect(visit.url).toMatch(pattern);
    }
  });

  it('gives each page of the issue its own budget', () => {
    const budgeted = Object.values(pageBudgets)
      .flatMap((visits) => visits ?? [])
      .filter((visit) => visit.budgetKb !== undefined)
      .map((visit) => `${visit.as ?? '-'} ${visit.url}`);
    expect(budgeted).toEqual(
      expect.arrayContaining([
        '- /login',
        'student@example.com /home',
        'student@example.com /test/test/1/101',
        'student@example.com /jobs',
        'student@example.com /profile/1004',
        'recruiter@example.com /home',
        'recruiter@example.com /myjobs',
        'recruiter@example.com /postjob',
        'recruiter@example.com /progress/frontend-developer-trainee-3',
        'clientadmin@example.com /jobs',
        'instituteadmin@example.com /alljobs',
        'clientadmin@example.com /admindashboard',
        'instituteadmin@example.com /collegedashboard',
      ]),
    );
  });

  it('gives every page of the registry a budget, or says it has no page to load cold', () => {
    const unbudgeted = Object.keys(paths).filter((name) => {
      const visits = pageBudgets[name as keyof typeof pageBudgets];
      return visits === undefined || visits.some((visit) => visit.budgetKb === undefined);
    });
    expect(unbudgeted).toEqual([]);
    expect(
      Object.entries(pageBudgets)
        .filter(([, visits]) => visits?.length === 0)
        .map(([name]) => name),
    ).toEqual(['root', 'verify', 'changePassword']);
  });

  it('fails a page past its budget, by how much, and never one without a budget', () => {
    const visit = { url: '/x', ready: { role: 'heading' as const, name: /x/ }, budgetKb: 150 };
    expect(overBudget(visit, 150)).toBeNull();
    expect(overBudget(visit, 152.5)).toBeCloseTo(2.5);
    expect(overBudget({ ...visit, budgetKb: undefined }, 900)).toBeNull();
  });

  it("names a chunk's parts by package, antd's by component, the project's by folder", () => {
    expect(partOf('./node_modules/antd/es/button/Button.js + 3 modules')).toBe('antd/button');
    expect(partOf('./node_modules/@tiptap/core/dist/index.js')).toBe('@tiptap/core');
    expect(partOf('./node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(partOf('./web/features/exam/components/question-view.tsx')).toBe('web/features/exam');
  });
});
