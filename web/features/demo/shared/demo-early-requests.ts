import * as academyRoutes from '#openapi/routes/demo-academy.gen.ts';
import * as shopRoutes from '#openapi/routes/demo-e-commerce.gen.ts';
import * as knowledgeBaseRoutes from '#openapi/routes/demo-knowledge-base.gen.ts';
import * as notesAppRoutes from '#openapi/routes/demo-notes-app.gen.ts';
import * as notificationPanelRoutes from '#openapi/routes/demo-notification-panel.gen.ts';
import * as profileRoutes from '#openapi/routes/demo-profile.gen.ts';
import * as quickPanelRoutes from '#openapi/routes/demo-quick-panel.gen.ts';
import * as widgetRoutes from '#openapi/routes/demo-widgets.gen.ts';
import { requestEarly } from '../../../shared/api/early-requests.ts';
import { newProductId } from '../../../shared/routing/paths.ts';

/**
 * What a demo page asks for first, sent as the app starts (early-requests.ts; issue 29): asked
 * for only once the page's body had come and drawn, its list, the phone's largest text, was
 * painted at 3.4-3.6 s on a slow phone. Each asks exactly what the page's hook asks, so the page
 * takes the answer.
 */
export const demoEarlyRequests = {
  notificationPanel: () => requestEarly(notificationPanelRoutes.panelNotifications),
  templateProfile: () => requestEarly(profileRoutes.templateProfile),
  knowledgeBase: () => requestEarly(knowledgeBaseRoutes.knowledgeBase),
  quickPanelData: () => requestEarly(quickPanelRoutes.quickPanelData),
  reports: () => requestEarly(widgetRoutes.reportsWidgets),
  academyDashboard: () => requestEarly(widgetRoutes.academyDashboardWidgets),
  eCommerceOrder: (orderId: string) => requestEarly(shopRoutes.shopOrder, { orderId }),
  /** A new product's editor asks for nothing. */
  eCommerceProduct: (productId: string) => {
    if (productId !== newProductId) requestEarly(shopRoutes.shopProduct, { productId });
  },
  notesApp: () => {
    requestEarly(notesAppRoutes.demoNotes);
    requestEarly(notesAppRoutes.demoNoteLabels);
  },
  academy: () => {
    requestEarly(academyRoutes.academyCourses, {});
    requestEarly(academyRoutes.academyCategories);
  },
  academyCourse: (courseId: number) => requestEarly(academyRoutes.academyCourse, { courseId }),
} as const;
