import { Hono } from 'hono';
import { type AcademyStore, createAcademyRoutes } from './academy/academy-routes.ts';
import { seedCourses } from './academy/academy-seed.ts';
import { createDemoBookmarkRoutes, type DemoBookmarkStore } from './bookmarks/bookmarks-routes.ts';
import { seedDemoBookmarks } from './bookmarks/bookmarks-seed.ts';
import { type ChatStore, createChatRoutes } from './chat/chat-routes.ts';
import { seedChats } from './chat/chat-seed.ts';
import { type ContactStore, createContactRoutes } from './contacts/contacts-routes.ts';
import { seedContacts } from './contacts/contacts-seed.ts';
import {
  createPanelNotificationRoutes,
  type PanelNotificationStore,
} from './notification-panel/notification-panel-routes.ts';
import { seedPanelNotifications } from './notification-panel/notification-panel-seed.ts';
import {
  createTemplateProfileRoutes,
  type TemplateProfileStore,
} from './profile/profile-routes.ts';
import { seedTemplateProfile } from './profile/profile-seed.ts';
import { createQuickPanelRoutes, type QuickPanelStore } from './quick-panel/quick-panel-routes.ts';
import { seedQuickPanel } from './quick-panel/quick-panel-seed.ts';
import { createSearchRoutes } from './search/search-routes.ts';
import { createWidgetRoutes } from './widgets/widgets-routes.ts';

/** Every store of the workspace apps, freshly seeded from the clock. */
function seedAll(now: number) {
  return {
    chat: { chats: seedChats(now) } satisfies ChatStore,
    contacts: { contacts: seedContacts() } satisfies ContactStore,
    academy: { courses: seedCourses(now) } satisfies AcademyStore,
    notifications: { notifications: seedPanelNotifications(now) } satisfies PanelNotificationStore,
    profile: { profile: seedTemplateProfile(now) } satisfies TemplateProfileStore,
    quickPanel: { data: seedQuickPanel(now) } satisfies QuickPanelStore,
    bookmarks: { bookmarks: seedDemoBookmarks(now) } satisfies DemoBookmarkStore,
  };
}

/**
 * The demo template's workspace apps (issue 31): chat, contacts, academy courses, the subject
 * dashboard and reports, search, and the notification panel, profile, quick panel and bookmarks.
 * `reset()` puts every store's seed back in place, so the routes keep their references.
 */
export function createWorkspaceApps(now: () => number): { app: Hono; reset(): void } {
  const stores = seedAll(now());
  const app = new Hono();
  app.route('/', createChatRoutes(stores.chat, now));
  app.route('/', createContactRoutes(stores.contacts));
  app.route('/', createAcademyRoutes(stores.academy, now));
  app.route('/', createWidgetRoutes(stores.academy));
  app.route('/', createSearchRoutes(stores));
  app.route('/', createPanelNotificationRoutes(stores.notifications));
  app.route('/', createTemplateProfileRoutes(stores.profile, now));
  app.route('/', createQuickPanelRoutes(stores.quickPanel));
  app.route('/', createDemoBookmarkRoutes(stores.bookmarks, now));
  const reset = () => {
    const fresh = seedAll(now());
    for (const key of Object.keys(stores) as (keyof typeof stores)[]) {
      Object.assign(stores[key], fresh[key]);
    }
  };
  return { app, reset };
}
