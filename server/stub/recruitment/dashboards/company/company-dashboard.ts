import { Hono } from 'hono';
import { CompanyDashboardOps } from '#openapi/dashboard-company.ts';
import { route } from '../../../../contract/route.ts';
import type { StubDeps, StubEnv } from '../../../context.ts';
import { viewerOf } from '../../roles.ts';
import { companyDashboardOf } from './company-figures.ts';

/**
 * GET /dashboard/v1/company: the client admin's company in figures (D30), over their own company
 * only (D19). Recruiters have their own dashboard; every other role is refused.
 */
export function companyDashboardArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  route(app, CompanyDashboardOps.companyDashboard, ({ c, query, refuse, invalid }) => {
    const viewer = viewerOf(deps.store, c.get('user'));
    if (viewer.role !== 'clientAdmin') return refuse('ROLE_NOT_ALLOWED');
    if (query.from && query.to && query.to < query.from) {
      return invalid([{ field: '/to', message: 'must be on or after from' }]);
    }
    return {
      message: 'Company dashboard',
      body: companyDashboardOf(deps.store, viewer.CompanyID, query),
    };
  });
  return app;
}
