import { WidgetsResponse } from '../../demo/widgets.ts';

// The subject (academy) dashboard and the reports page of the demo template (seed appendix).
export const WidgetOps = {
  academyDashboardWidgets: {
    operationId: 'academyDashboardWidgets',
    method: 'get',
    path: '/academy-dashboard-app/widgets',
    tag: 'demo',
    summary: 'The subject dashboard’s figures and tables, counted from the academy courses',
    auth: false,
    response: WidgetsResponse,
  },
  reportsWidgets: {
    operationId: 'reportsWidgets',
    method: 'get',
    path: '/reports-app/widgets',
    tag: 'demo',
    summary: 'The reports page’s figures and tables',
    auth: false,
    response: WidgetsResponse,
  },
} as const;
