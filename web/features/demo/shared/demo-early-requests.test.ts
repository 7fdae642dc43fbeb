import { afterEach, describe, expect, it } from 'vitest';
import { newProductId } from '../../../shared/routing/paths.ts';
import { signOut } from '../../../shared/session/session-store.ts';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { getAcademyCategories } from '../academy/api/get-academy-categories.ts';
import { getAcademyCourse } from '../academy/api/get-academy-course.ts';
import { getAcademyCourses } from '../academy/api/get-academy-courses.ts';
import { getOrder } from '../e-commerce/api/get-order.ts';
import { getProduct } from '../e-commerce/api/get-product.ts';
import { getKnowledgeBase } from '../knowledge-base/api/get-knowledge-base.ts';
import { getMailFolders } from '../mail/api/get-mail-folders.ts';
import { getMails } from '../mail/api/get-mails.ts';
import { requestMailEarly } from '../mail/api/mail-early-requests.ts';
import { getDemoNoteLabels } from '../notes-app/api/get-demo-note-labels.ts';
import { getDemoNotes } from '../notes-app/api/get-demo-notes.ts';
import { getPanelNotifications } from '../notification-panel/api/get-panel-notifications.ts';
import { getQuickPanelData } from '../quick-panel/api/get-quick-panel-data.ts';
import { getTemplateProfile } from '../template-profile/api/get-template-profile.ts';
import { getAcademyDashboardWidgets } from '../widgets/api/get-academy-dashboard-widgets.ts';
import { getReportsWidgets } from '../widgets/api/get-reports-widgets.ts';
import { demoEarlyRequests } from './demo-early-requests.ts';

afterEach(() => {
  signOut();
});

/** Each page's early requests, and what its hooks then ask for. */
const pages: [string, () => void, () => Promise<unknown>[]][] = [
  ['notificationPanel', demoEarlyRequests.notificationPanel, () => [getPanelNotifications()]],
  ['templateProfile', demoEarlyRequests.templateProfile, () => [getTemplateProfile()]],
  ['knowledgeBase', demoEarlyRequests.knowledgeBase, () => [getKnowledgeBase()]],
  ['quickPanelData', demoEarlyRequests.quickPanelData, () => [getQuickPanelData()]],
  ['reports', demoEarlyRequests.reports, () => [getReportsWidgets()]],
  ['academyDashboard', demoEarlyRequests.academyDashboard, () => [getAcademyDashboardWidgets()]],
  ['eCommerceOrder', () => demoEarlyRequests.eCommerceOrder('1'), () => [getOrder('1')]],
  ['eCommerceProduct', () => demoEarlyRequests.eCommerceProduct('1'), () => [getProduct('1')]],
  ['notesApp', demoEarlyRequests.notesApp, () => [getDemoNotes(), getDemoNoteLabels()]],
  ['academy', demoEarlyRequests.academy, () => [getAcademyCourses({}), getAcademyCategories()]],
  ['academyCourse', () => demoEarlyRequests.academyCourse(3), () => [getAcademyCourse(3)]],
  ['mail', () => requestMailEarly(''), () => [getMailFolders(), getMails('inbox')]],
  [
    'mail, a folder',
    () => requestMailEarly('?folder=sent&mail=9'),
    () => [getMailFolders(), getMails('sent')],
  ],
];

describe("a demo page's first requests, sent as the app starts (issue 29)", () => {
  it.each(pages)(
    '%s: the page takes their answers, asking nothing more',
    async (_page, early, asks) => {
      const backend = startStubBackend();
      await backend.signInAs('recruiter@example.com');
      backend.calls.length = 0;
      early();
      const sentEarly = backend.calls.map(({ path, query }) => ({ path, query }));
      expect(sentEarly.length).toBeGreaterThan(0);
      // The demo stub is not the test's backend: the answers are refusals, taken all the same.
      await Promise.allSettled(asks());
      expect(backend.calls.map(({ path, query }) => ({ path, query }))).toEqual(sentEarly);
    },
  );

  it("asks nothing for a new product's editor, which has nothing to load", async () => {
    const backend = startStubBackend();
    await backend.signInAs('recruiter@example.com');
    backend.calls.length = 0;
    demoEarlyRequests.eCommerceProduct(newProductId);
    expect(backend.calls).toEqual([]);
  });
});
