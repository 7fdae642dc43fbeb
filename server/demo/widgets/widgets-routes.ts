import { Hono } from 'hono';
import { WidgetOps } from '#openapi/operations/demo/widgets.ts';
import { route } from '../../contract/route.ts';
import type { AcademyStore } from '../academy/academy-routes.ts';
import { academyDashboardWidgets } from './academy-dashboard-widgets.ts';
import { reportsWidgets } from './reports-widgets.ts';

/** The subject dashboard's and the reports page's widget data (issue 31). */
export function createWidgetRoutes(academy: AcademyStore) {
  const app = new Hono();
  route(app, WidgetOps.academyDashboardWidgets, () => ({
    message: 'Academy dashboard',
    body: academyDashboardWidgets(academy.courses),
  }));
  route(app, WidgetOps.reportsWidgets, () => ({ message: 'Reports', body: reportsWidgets() }));
  return app;
}
